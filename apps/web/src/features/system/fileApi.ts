import { UPLOAD_ENDPOINTS, type FileListQuery, type PageResult, type StoredFile } from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import { downloadFromApi } from '@/lib/downloadFromApi';

export function listFiles(query: FileListQuery): Promise<PageResult<StoredFile>> {
  return request({ url: UPLOAD_ENDPOINTS.fileList, method: 'GET', params: query });
}

export function deleteFiles(ids: number[]): Promise<{ deleted: number }> {
  return request({ url: UPLOAD_ENDPOINTS.fileDelete, method: 'DELETE', data: { ids } });
}

/** The stored file, under its stored name (no time-out: a large file takes its time). */
export async function downloadFile(file: StoredFile): Promise<void> {
  await downloadFromApi({ url: UPLOAD_ENDPOINTS.fileDownload, params: { id: file.id }, timeout: 0 }, file.name);
}
