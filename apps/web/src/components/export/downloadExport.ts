import { ResultCode } from '@ledgerdesk/shared';
import { ApiError, http } from '@/lib/request';

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** The name the server gave the file, else the caller's. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? FILE_NAME.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Errors raised before streaming still come as the JSON envelope, inside the blob. */
async function envelopeError(blob: Blob, status: number, statusText: string): Promise<ApiError> {
  try {
    const body = JSON.parse(await blob.text()) as { code?: number; msg?: string; data?: unknown };
    return new ApiError(body.code ?? status, body.msg ?? statusText, body.data ?? null);
  } catch {
    return new ApiError(status || ResultCode.internal, statusText || 'export failed', null);
  }
}

/**
 * POSTs the list filters to an export endpoint and saves the streamed workbook. It goes through
 * the request client's axios instance so the Bearer token is sent as on every other call.
 */
export async function downloadExport(url: string, filters: object, fallbackName: string): Promise<string> {
  const response = await http.post<Blob>(url, filters, { responseType: 'blob', timeout: 0 });
  const blob = response.data;
  if (response.status !== 200 || blob.type.includes('json')) throw await envelopeError(blob, response.status, response.statusText);
  const name = fileNameOf(response.headers['content-disposition'], fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
