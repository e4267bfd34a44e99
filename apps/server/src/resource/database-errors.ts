import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@ledgerdesk/shared';
import { refuse, type Why } from '../lib/errors';
import { sqlState, UNIQUE_VIOLATION } from '../lib/review-support';
import type { BoundResource } from './bound-resource';
import { englishLabel } from './english-label';
import type { ResourceRegistry } from './registry';

export const FOREIGN_KEY_VIOLATION = '23503';

/** A field of PostgreSQL's error (constraint, detail, table), through drizzle's wrapper. */
function errorField(error: unknown, key: 'constraint' | 'detail' | 'table'): string | undefined {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as typeof e) {
    if (typeof e[key] === 'string') return e[key];
  }
  return undefined;
}

/** 409 with `data.fields` naming what is wrong, as a 400 names bad input. */
export const conflictOn = (message: string, fields: Record<string, string>, why?: Why) => refuse(ResultCode.conflict, message, why, fields);

/** The definition's fields each unique index or constraint of the table covers, by its name. */
function uniqueFieldsByConstraint(resource: BoundResource): Map<string, string[]> {
  const propertyOf = new Map(Object.entries(resource.columns).map(([property, column]) => [column.name, property]));
  const config = getTableConfig(resource.table);
  const byName = new Map<string, string[]>();
  for (const index of config.indexes) {
    if (!index.config.unique || !index.config.name) continue;
    const columns = index.config.columns.flatMap((c) => ('name' in c && typeof c.name === 'string' ? [c.name] : []));
    byName.set(index.config.name, columns.map((c) => propertyOf.get(c) ?? c));
  }
  for (const constraint of config.uniqueConstraints) {
    const name = constraint.getName();
    if (name) byName.set(name, constraint.columns.map((c: PgColumn) => propertyOf.get(c.name) ?? c.name));
  }
  for (const [property, column] of Object.entries(resource.columns)) {
    if (column.isUnique && column.uniqueName) byName.set(column.uniqueName, [property]);
  }
  return byName;
}

/** The field a unique violation is about: mapped from its constraint, else the definition's only unique field. */
function uniqueFieldOf(resource: BoundResource, error: unknown): string | undefined {
  const fields = resource.definition.fields;
  const constraint = errorField(error, 'constraint');
  const covered = constraint ? uniqueFieldsByConstraint(resource).get(constraint) : undefined;
  if (covered) return covered.find((f) => fields[f]?.unique) ?? covered.find((f) => f in fields) ?? covered[0];
  const uniques = Object.entries(fields).filter(([, f]) => f.unique);
  return uniques.length === 1 ? uniques[0]![0] : undefined;
}

/**
 * A write's unique violation as 409 naming the field: `data.fields` keys it by its code name for
 * the form, the message names it as an operator reads it (its English label); any other error unchanged.
 */
export function translateWriteError(resource: BoundResource, error: unknown): unknown {
  if (sqlState(error) !== UNIQUE_VIOLATION) return error;
  const field = uniqueFieldOf(resource, error);
  if (!field) return refuse(ResultCode.conflict, `another ${resource.title} row already has these values`, { reason: 'record.duplicate', params: { field: '' } });
  const message = 'is already used by another row';
  const definitionField = resource.definition.fields[field];
  const named = definitionField ? englishLabel(definitionField.label) : field;
  return conflictOn(`${named} ${message}`, { [field]: message }, { reason: 'record.duplicate', params: { field: named }, issues: { [field]: { code: 'taken' } } });
}

/** A delete refused by a foreign key as 409 naming what still uses the row; any other error unchanged. */
export function translateDeleteError(registry: ResourceRegistry, resource: BoundResource, error: unknown): unknown {
  if (sqlState(error) !== FOREIGN_KEY_VIOLATION) return error;
  const detail = errorField(error, 'detail') ?? '';
  const referencing = /referenced from table "([^"]+)"/.exec(detail)?.[1] ?? errorField(error, 'table');
  const user = referencing ? (registry.byTableName(referencing)?.title ?? referencing) : 'another table';
  const id = /Key \([^)]*\)=\(([^)]*)\)/.exec(detail)?.[1];
  return refuse(ResultCode.conflict, `${resource.title}${id ? ` ${id}` : ''} is still used by ${user}; remove that use first`, {
    reason: 'record.inUse',
    params: { id: id ?? '', by: user },
    extra: { usedBy: referencing ?? null },
  });
}
