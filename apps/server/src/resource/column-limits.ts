import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDefinition } from '@ledgerdesk/shared';
import type { BoundResource } from './bound-resource';

/**
 * What a column can hold beyond what the definition says: an `integer` column stops at 2^31 − 1,
 * a `numeric(p, s)` at p − s whole digits. A value past that would make PostgreSQL fail the
 * statement (a 500); checked here it is a 400 naming the field instead.
 */

const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
};

interface NumericColumn {
  precision?: number;
  scale?: number;
}

/** Why this column cannot hold the value, or undefined when it can. */
export function columnRefuses(column: PgColumn, value: unknown): string | undefined {
  // A client clearing a field whose column must hold a value (an edit's `sort: null`).
  if (value === null && column.notNull) return 'cannot be empty';
  const range = INTEGER_RANGES[column.columnType];
  if (range && typeof value === 'number' && (value < range[0] || value > range[1])) {
    return value < range[0] ? `must be at least ${range[0]}` : `must be at most ${range[1]}`;
  }
  const { precision, scale = 0 } = column as unknown as NumericColumn;
  if (column.columnType === 'PgNumeric' && precision && typeof value === 'string') {
    const whole = value.replace('-', '').split('.')[0]!.replace(/^0+/, '');
    if (whole.length > precision - scale) return `at most ${precision - scale} integer digits`;
  }
  return undefined;
}

/** The values (by field name) the table cannot hold, with why. */
export function valuesRefused(resource: BoundResource, values: Record<string, unknown>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!resource.definition.fields[name] || !resource.has(name)) continue;
    const reason = columnRefuses(resource.column(name), value);
    if (reason) refused[name] = reason;
  }
  return refused;
}

/** A definition keeping more decimal places than its column would silently round them away. */
export function scaleProblems(resource: BoundResource): string[] {
  const problems: string[] = [];
  for (const [name, field] of Object.entries(resource.definition.fields) as Array<[string, FieldDefinition]>) {
    if ((field.type !== 'money' && field.type !== 'decimal') || !resource.has(name)) continue;
    const column = resource.column(name) as unknown as NumericColumn & { columnType: string };
    if (column.columnType === 'PgNumeric' && column.scale !== undefined && field.scale > column.scale) {
      problems.push(`resource ${resource.name}: field ${name} takes ${field.scale} decimal places but its column keeps ${column.scale}`);
    }
  }
  return problems;
}
