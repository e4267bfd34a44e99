import { and, count, eq, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FieldDefinition, PageResult, TreeRow } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import { pageResult, pageWindow } from '../lib/list-query';
import type { ApiRow } from './binding';
import type { BoundResource } from './bound-resource';
import { listOrder, listWhere, type ListQuery } from './list-conditions';
import type { ResourceRegistry } from './registry';
import { toApiRow } from './row-values';

const maskedAlways = { reveal: () => false };

/** Reads a resource's rows: lists (paged, or the whole tree), one row, export batches. */
export class ResourceReader {
  constructor(
    private readonly db: Db,
    private readonly registry: ResourceRegistry,
    private readonly resource: BoundResource,
  ) {}

  /** SELECT of every field, id, version and each reference's label (LEFT JOIN on the referenced table). */
  select(db: Db | Tx = this.db) {
    const r = this.resource;
    const fields: Record<string, PgColumn | SQL> = { id: r.idColumn };
    if (r.has('version')) fields.version = r.column('version');
    const joins: Array<{ table: PgTable; on: SQL }> = [];
    for (const [name, field] of Object.entries(r.definition.fields)) {
      if (field.virtual) continue;
      fields[name] = r.column(name);
      if (field.type !== 'reference') continue;
      const target = this.registry.referenced(r, name, field.resource);
      const joined = alias(target.table, `ref_${name}`);
      const joinedColumns = joined as unknown as Record<string, PgColumn>;
      fields[`${name}Label`] = joinedColumns[field.labelField]!;
      joins.push({ table: joined, on: eq(joinedColumns.id!, r.column(name)) });
    }
    let query = db.select(fields).from(r.table).$dynamic();
    for (const join of joins) query = query.leftJoin(join.table, join.on);
    return query;
  }

  /** The list's query, unexecuted (tests compare its SQL text for any input). */
  listQuery(query: ListQuery, scope: SQL | undefined) {
    const built = this.select()
      .where(listWhere(this.db, this.registry, this.resource, query, scope))
      .orderBy(...listOrder(this.resource, query));
    if (this.resource.definition.tree) return built;
    const { limit, offset } = pageWindow(query);
    return built.limit(limit).offset(offset);
  }

  async list(query: ListQuery, scope: SQL | undefined): Promise<PageResult<ApiRow | TreeRow<ApiRow>>> {
    if (this.resource.definition.tree) {
      const rows = (await this.listQuery(query, scope)).map((row) => toApiRow(this.resource, row, maskedAlways));
      return { list: nest(rows, this.resource.definition.tree.parentField), total: rows.length, pageIndex: 1, pageSize: rows.length };
    }
    const where = listWhere(this.db, this.registry, this.resource, query, scope);
    const [rows, [total]] = await Promise.all([
      this.listQuery(query, scope),
      this.db.select({ n: count() }).from(this.resource.table).where(where),
    ]);
    return pageResult(rows.map((row) => toApiRow(this.resource, row, maskedAlways)), total?.n ?? 0, query);
  }

  /** A batch of the filtered list in its order, masked (for the export). */
  async rows(query: ListQuery, scope: SQL | undefined, limit: number, offset: number): Promise<ApiRow[]> {
    const rows = await this.select()
      .where(listWhere(this.db, this.registry, this.resource, query, scope))
      .orderBy(...listOrder(this.resource, query))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toApiRow(this.resource, row, maskedAlways));
  }

  /** One row in scope and not soft-deleted, or null; masked fields revealed where `reveal` says. */
  async get(id: number, scope: SQL | undefined, reveal: (field: FieldDefinition) => boolean, db: Db | Tx = this.db): Promise<ApiRow | null> {
    const [row] = await this.select(db).where(and(eq(this.resource.idColumn, id), this.resource.notDeleted(), scope));
    return row ? toApiRow(this.resource, row, { reveal }) : null;
  }
}

/** Rows nested under their parents; a row whose parent is not among them is a root. */
function nest(rows: ApiRow[], parentField: string): TreeRow<ApiRow>[] {
  const byId = new Map<number, TreeRow<ApiRow>>(rows.map((row) => [row.id, { ...row }]));
  const roots: TreeRow<ApiRow>[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(Number(node[parentField]));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
