import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { filterFields, sortableFieldsOf, type FieldDefinition } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { badRequest } from '../lib/errors';
import { createdBetween } from '../lib/list-query';
import type { BoundResource } from './bound-resource';
import { columnRefuses } from './column-limits';
import type { ResourceRegistry } from './registry';

/**
 * The WHERE and ORDER BY of a list, built from the definition only: every value the client sends
 * travels as a bound parameter, every column comes from the definition's whitelist. No SQL text
 * from input, ever.
 */

export type ListQuery = Record<string, unknown> & {
  pageIndex: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
};

/** LIKE treats % and _ as wildcards and \ as the escape: a typed "50%" must match only "50%…". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A filter value as the column compares it (an instant as a Date for a timestamp column). */
function comparable(column: PgColumn, field: FieldDefinition, value: unknown): unknown {
  return field.type === 'datetime' && typeof value === 'string' && column.dataType === 'date' ? new Date(value) : value;
}

/** A filter value its column cannot hold (an integer past 2^31 − 1) is a 400 naming the filter, not a failed statement. */
function refuseOutOfRange(column: PgColumn, key: string, value: unknown): void {
  const values = Array.isArray(value) ? value : [value];
  values.forEach((item, index) => {
    const reason = columnRefuses(column, item);
    const name = Array.isArray(value) ? `${key}[${index}]` : key;
    if (reason) throw badRequest(`invalid input — ${name}: ${reason}`, { [name]: reason });
  });
}

function fieldConditions(db: Db, registry: ResourceRegistry, resource: BoundResource, name: string, field: FieldDefinition, query: ListQuery): SQL[] {
  const column = resource.column(name);
  const conditions: SQL[] = [];
  const value = query[name];
  for (const key of [name, `${name}From`, `${name}To`]) if (query[key] !== undefined) refuseOutOfRange(column, key, query[key]);
  switch (field.filter) {
    case 'exact':
      if (value !== undefined) conditions.push(eq(column, comparable(column, field, value)));
      break;
    case 'prefix':
      if (typeof value === 'string') conditions.push(like(column, `${escapeLike(value)}%`));
      break;
    case 'in':
      // One array parameter (= any($1)), so the SQL text is the same however many values are chosen.
      if (Array.isArray(value) && value.length > 0) {
        conditions.push(sql`${column} = any(${sql.param(value.map((v) => comparable(column, field, v)))})`);
      }
      break;
    case 'range': {
      const from = query[`${name}From`];
      const to = query[`${name}To`];
      if (field.type === 'datetime') {
        conditions.push(...createdBetween(column, from as string | undefined, to as string | undefined));
      } else {
        if (from !== undefined) conditions.push(gte(column, from));
        if (to !== undefined) conditions.push(lte(column, to));
      }
      break;
    }
    default:
      break;
  }
  const label = query[`${name}Label`];
  if (field.type === 'reference' && typeof label === 'string') {
    // By the referenced row's label: an id subquery, so the count needs no join.
    const target = registry.referenced(resource, name, field.resource);
    conditions.push(
      inArray(
        column,
        db.select({ id: target.idColumn }).from(target.table).where(eq(target.column(field.labelField), label)),
      ),
    );
  }
  return conditions;
}

/** Every condition of a list: the filters, soft delete and the hooks' scope. */
export function listWhere(db: Db, registry: ResourceRegistry, resource: BoundResource, query: ListQuery, scope: SQL | undefined): SQL | undefined {
  const conditions = filterFields(resource.definition).flatMap(([name, field]) =>
    fieldConditions(db, registry, resource, name, field, query),
  );
  return and(resource.notDeleted(), scope, ...conditions);
}

/** A whitelisted sort (the schema already refused any other name), the default otherwise, id breaking ties. */
export function listOrder(resource: BoundResource, query: Pick<ListQuery, 'sortField' | 'sortOrder'>): SQL[] {
  const { defaultSort } = resource.definition;
  const sortable = sortableFieldsOf(resource.definition);
  const field = query.sortField && sortable.includes(query.sortField) ? query.sortField : defaultSort.field;
  const order = query.sortOrder ?? defaultSort.order;
  const direction = order === 'asc' ? asc : desc;
  const column = resource.column(field);
  return field === 'id' ? [direction(column)] : [direction(column), direction(resource.idColumn)];
}
