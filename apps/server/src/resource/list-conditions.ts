import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { filterFields, ipFilterFamily, sortableFieldsOf, textFieldsOf, type FieldDefinition } from '@ledgerdesk/shared';
import { seededKeysMatching } from '@ledgerdesk/shared/seeded-name-index';
import type { Db } from '../db/client';
import { containsLiterally, startsWithInAnyCase } from '../db/folded-text';
import { badRequest, fieldRefusal } from '../lib/errors';
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
  /** Keyset paging (list-cursor.ts): the page after / before the row it names. */
  cursor?: string;
};

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

/*
 * Only text that is certainly an address is cast to inet (a failed cast would fail the whole list):
 * strict IPv4, a full IPv6 or one with a single '::' and at most seven colons. Anything else in the
 * column (an empty value, a host name) simply never matches a range.
 */
const IPV4_TEXT = '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$';
const IPV6_FULL = '^([0-9a-f]{1,4}:){7}[0-9a-f]{1,4}$';
const IPV6_SHORT = '^(([0-9a-f]{1,4}:)*[0-9a-f]{1,4})?::(([0-9a-f]{1,4}:)*[0-9a-f]{1,4})?$';

/** `cidr` filter: the column's address lies in the range (PostgreSQL inet <<=; an address alone is a /32 or /128). */
function withinRange(name: string, column: PgColumn, range: string): SQL {
  const family = ipFilterFamily(range);
  if (family === null) throw fieldRefusal(name, 'must be an IP address or a range such as 10.0.0.0/8', { code: 'invalid_format' });
  const isAddress =
    family === 4
      ? sql`${column} ~ ${IPV4_TEXT}`
      : sql`(${column} ~* ${IPV6_FULL} or (${column} ~* ${IPV6_SHORT} and length(${column}) - length(replace(${column}, ':', '')) <= 7))`;
  return sql`(case when ${isAddress} then ${column}::inet end) <<= ${range.trim()}::inet`;
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
    case 'contains':
      if (typeof value === 'string') {
        const contains = field.filter === 'contains';
        const columns = textFieldsOf(name, field).map((each) => resource.column(each));
        const matches = columns.map((each) => (contains ? containsLiterally(each, value) : startsWithInAnyCase(each, value)));
        // A built-in row named by a translation key is found by the name it shows, in any language.
        if (field.type === 'text' && field.translated) matches.push(sql`${column} = any(${sql.param(seededKeysMatching(value, field.filter))})`);
        conditions.push(matches.length === 1 ? matches[0]! : or(...matches)!);
      }
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
    case 'cidr':
      if (typeof value === 'string') conditions.push(withinRange(name, column, value));
      break;
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

/** The sort a list is read in: a whitelisted field (the schema already refused any other name), else the definition's. */
export function listSort(resource: BoundResource, query: Pick<ListQuery, 'sortField' | 'sortOrder'>): { field: string; order: 'asc' | 'desc' } {
  const { defaultSort } = resource.definition;
  const sortable = sortableFieldsOf(resource.definition);
  const field = query.sortField && sortable.includes(query.sortField) ? query.sortField : defaultSort.field;
  return { field, order: query.sortOrder ?? defaultSort.order };
}

/** The ORDER BY of a sort, id breaking ties (so every row has one place, which keyset paging needs). */
export function listOrder(resource: BoundResource, query: Pick<ListQuery, 'sortField' | 'sortOrder'>): SQL[] {
  const { field, order } = listSort(resource, query);
  const direction = order === 'asc' ? asc : desc;
  const column = resource.column(field);
  return field === 'id' ? [direction(column)] : [direction(column), direction(resource.idColumn)];
}
