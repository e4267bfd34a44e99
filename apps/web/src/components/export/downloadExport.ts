import { downloadFromApi } from '@/lib/downloadFromApi';

/** POSTs the list filters to an export endpoint and saves the streamed workbook (no time-out: a big export takes its time). */
export function downloadExport(url: string, filters: object, fallbackName: string): Promise<string> {
  return downloadFromApi({ url, method: 'POST', data: filters, timeout: 0 }, fallbackName);
}
