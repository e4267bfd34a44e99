import { exportedFields, type FieldDefinition } from '@ledgerdesk/shared';
import { englishLabel } from './english-label';
import type { ExportColumn } from '../lib/excel-export';
import type { ApiRow } from './binding';
import type { BoundResource } from './bound-resource';

/** A cell as a spreadsheet reader wants it: labels instead of codes, text for money (never rounded). */
function cellOf(name: string, field: FieldDefinition, row: ApiRow): string | number | null {
  const value = row[name];
  if (field.type === 'reference') return (row[`${name}Label`] as string | null) ?? (value as number | null);
  if (value === null || value === undefined) return null;
  if (field.type === 'enum') {
    const option = field.options.find((o) => o.value === value);
    return option ? englishLabel(option.label) : String(value);
  }
  if (field.type === 'boolean') return value ? 'yes' : 'no';
  if (field.type === 'json') return JSON.stringify(value);
  return typeof value === 'number' ? value : String(value);
}

/** The export's columns: the definition's exported fields, headed by their English labels. */
export function exportColumnsOf(resource: BoundResource): ExportColumn<ApiRow>[] {
  return exportedFields(resource.definition).map(([name, field]) => ({
    header: englishLabel(field.label),
    width: field.width ? Math.max(10, Math.round(field.width / 7)) : undefined,
    value: (row) => cellOf(name, field, row),
  }));
}
