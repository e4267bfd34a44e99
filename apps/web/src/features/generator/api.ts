import { endpointOf } from '@ledgerdesk/shared';
import type { ImportableTable, LabelFields, PreviewFile } from '@ledgerdesk/shared/generator/api';
import type { GeneratorDesignInput } from '@ledgerdesk/shared/generator/design';
import { GENERATOR_ENDPOINTS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { downloadFromApi } from '@/lib/downloadFromApi';
import { request } from '@/lib/request';

export const importableTables = () => request<ImportableTable[]>({ url: GENERATOR_ENDPOINTS.tables, method: 'GET' });
export const importTable = (tableName: string) => request<{ id: number }>({ url: GENERATOR_ENDPOINTS.import, method: 'POST', data: { tableName } });
/** Silent: the design dialog shows a refusal inside itself, on the fields it names. */
export const designTable = (design: GeneratorDesignInput) => request<{ id: number; tableName: string }>({ url: GENERATOR_ENDPOINTS.design, method: 'POST', data: design, silent: true });
export const labelFields = (table: string) => request<LabelFields>({ url: GENERATOR_ENDPOINTS.labelFields, method: 'GET', params: { table } });
export const previewFiles = (id: number) => request<PreviewFile[]>({ url: GENERATOR_ENDPOINTS.preview, method: 'GET', params: { id } });
export const writeFiles = (id: number, overwrite: string[]) =>
  request<{ written: string[]; unchanged: string[] }>({ url: GENERATOR_ENDPOINTS.write, method: 'POST', data: { id, overwrite } });

/** Saves columns and relations through the resource's own edit call (checked there like any edit). */
export function saveConfig(id: number, version: number, changes: Record<string, unknown>) {
  const { method, path } = endpointOf(generatorResource, 'edit');
  return request<{ version: number }>({ url: path, method, data: { id, version, ...changes } });
}

/** The zip, saved under the server's file name. */
export async function downloadZip(id: number): Promise<void> {
  await downloadFromApi({ url: GENERATOR_ENDPOINTS.download, params: { id } }, `generator-${id}.zip`);
}
