import { API_DOC_ENDPOINTS } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import type { OpenApiDocument } from './components/apiDoc/openApiDocument';

/** Query keys of the API reference. */
export const apiDocKeys = {
  document: ['system', 'apiDoc', 'document'] as const,
};

/** The server's OpenAPI 3 document (needs system/api/view); `data` of the envelope. */
export function fetchApiDocument(): Promise<OpenApiDocument> {
  return request({ url: API_DOC_ENDPOINTS.openapi, method: 'GET' });
}
