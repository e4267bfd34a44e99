import { API_PREFIX, type ResourceDefinition } from '@ledgerdesk/shared';
import { request } from '@/lib/request';

/** The definition of the resource whose menu route is `path` (the menu names the generic page). */
export function fetchDefinition(path: string): Promise<ResourceDefinition> {
  return request<ResourceDefinition>({ url: `${API_PREFIX}/resource/definition`, method: 'GET', params: { path }, silent: true });
}
