import { API_BASE, UPLOAD_ENDPOINTS, type FileListQuery, type PageResult, type StoredFile } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import { getToken } from '@/lib/storage';

export function listFiles(query: FileListQuery): Promise<PageResult<StoredFile>> {
  return request({ url: UPLOAD_ENDPOINTS.fileList, method: 'GET', params: query });
}

export function deleteFiles(ids: number[]): Promise<{ deleted: number }> {
  return request({ url: UPLOAD_ENDPOINTS.fileDelete, method: 'DELETE', data: { ids } });
}

/**
 * Downloads with the Authorization header (a plain link could not carry it) and hands the bytes
 * to the browser under the stored name. The whole file passes through memory as a Blob.
 */
export async function downloadFile(file: StoredFile): Promise<void> {
  const token = getToken();
  const response = await fetch(`${API_BASE}${UPLOAD_ENDPOINTS.fileDownload}?id=${file.id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
