import { and, eq, sql, type DriverValueDecoder, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { labelTitlesOf, type FieldDefinition, type PageResult, type TreeRow } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../lib/errors';
import { pageResult, pageWindow } from '../lib/list-query';
import type { ApiRow } from './binding';
import type { BoundResource } from './bound-resource';
import { listOrder, listSort, listWhere, type ListQuery } from './list-conditions';
import { withFlatRows } from './flat-rows';
import { decodeCursor, encodeCursor, keysetColumn, keyText, pastCursor } from './list-cursor';
import { cappedCount, countCapped, countCappedQuery, estimatedRows, totalFrom } from './list-total';
import type { ResourceRegistry } from './registry';
import { toApiRow } from './row-values';
import { conditionShape, type ConditionShape } from './statement-shape';

const maskedAlways = { reveal: () => false };

/** A json value as the driver hands it: parsed already, or its text. */
const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The sort value of a listed row as its cursor carries it (selected beside the fields). */
const KEY = '__listKey';
/** The list's capped count, selected beside every row of the page (list-total.ts). */
const TOTAL = '__listTotal';

/**
 * Statements kept per resource, one per distinct filter text and sort (and a few for one row):
 * what one operator's filter bar can produce is a few dozen; the cap bounds a client that varies
 * its filters at will.
 */
const STATEMENTS_KEPT = 200;

/** A statement drizzle built and prepared, run with named values. */
interface PreparedRead {
  execute(values: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
}

/**
 * drizzle hands a prepared query's name to the driver as the statement's name; without one the
 * driver sends it unnamed, and PostgreSQL plans it for each request's values, as it plans a
 * query sent as text. A named one would switch to a generic plan after five runs, one plan for a
 * status filter that matches 0.5 % of the rows and one that matches 94 %.
 */
const UNNAMED = undefined as unknown as string;

/**
 * The expression as written, its columns qualified by their tables. When a statement reads one
 * table (a row, a tree), drizzle writes the columns at the top of a selected expression without
 * their table: in a correlated sub-select, `where ref.id = "parent_id"` then names the inner
 * table's own column (a label found itself; a computed field counted the wrong rows). Nested once,
 * the expression is written as given.
 */
function asWritten<T>(expression: SQL<T>): SQL<T> {
  // The nest keeps the expression's decoder (its mapWith), which drizzle's row mapping reads but its types hide.
  const { decoder } = expression as unknown as { decoder: DriverValueDecoder<T, unknown> };
  return sql<T>`${expression}`.mapWith(decoder);
}

/** Reads a resource's rows: lists (paged, or the whole tree), one row, export batches. */
export class ResourceReader {
  /** Built statements by their shape: a page's condition texts and sort, a row's condition text. */
  private readonly statements = new LRUCache<string, PreparedRead>({ max: STATEMENTS_KEPT });

  constructor(
    private readonly db: Db,
    private readonly registry: ResourceRegistry,
    private readonly resource: BoundResource,
  ) {}

  /**
   * SELECT of every field, id, version, each reference's label and the computed virtual fields.
   * With `page`, only the rows of that page, so the labels are looked up for them alone.
   *
   * A label is a sub-select by the referenced row's primary key, not a LEFT JOIN: a list statement
   * is planned for each request's values (see UNNAMED), and with five references the planner's
   * search over join orders cost more than reading the page (recharge list on PostgreSQL, one
   * member's page: 4.8 ms a statement with joins, 1.2 ms with sub-selects; at 1000 rows the same).
   */
  select(db: Db | Tx = this.db, page?: { source: PageSource; key?: SQL; total?: SQL<number> }) {
    const r = this.resource;
    const fields: Record<string, PgColumn | SQL> = { id: r.idColumn };
    if (r.has('version')) fields.version = r.column('version');
    for (const [name, field] of Object.entries(r.definition.fields)) {
      if (field.virtual) continue;
      fields[name] = r.column(name);
      if (field.type !== 'reference') continue;
      const target = this.registry.referenced(r, name, field.resource);
      const as = `ref_${name}`;
      const columns = alias(target.table, as) as unknown as Record<string, PgColumn>;
      const label = columns[field.labelField]!;
      const key = r.column(name);
      const from = sql`from ${target.table} ${sql.identifier(as)} where ${columns.id!} = ${key}`;
      // A row without the reference skips the sub-select: PostgreSQL runs it for a null key too.
      const whenSet = (lookup: SQL) => (key.notNull ? lookup : sql`case when ${key} is null then null else ${lookup} end`);
      fields[`${name}Label`] = asWritten(whenSet(sql`(select ${label} ${from})`).mapWith(label));
      // A label given in each language (a menu's title) is shown in the reader's: its other texts go beside it.
      const other = target.definition.fields[field.labelField]?.languages;
      if (other) {
        const titles = sql`(select json_build_object('en', ${columns[other.en]!}, 'zh-tw', ${columns[other['zh-tw']]!}) ${from})`;
        fields[labelTitlesOf(name)] = asWritten(whenSet(titles).mapWith(jsonValue));
      }
    }
    for (const [name, value] of Object.entries(r.hooks.computed ?? {})) fields[name] = asWritten(value);
    if (page?.key) fields[KEY] = page.key;
    if (page?.total) fields[TOTAL] = page.total;
    const source = page?.source;
    if (source && 'rows' in source) return db.select(fields).from(source.rows).$dynamic();
    let query = db.select(fields).from(r.table).$dynamic();
    if (source) query = query.where(sql`${r.idColumn} = any(array(${source.ids}))`);
    return query;
  }

  /**
   * The ids of one page, in order: the index that serves the order reads only them, and the
   * labels and computed fields are worked out for them alone, not for every row an offset skips
   * (a deferred join).
   *
   * The rows are then fetched by `id = any(array(…))`, not joined to this subquery: PostgreSQL
   * plans the join as a hash join over a scan of the whole table whenever that is cheaper on paper
   * than one key lookup per id, which for a 1000-row page is every table up to a few hundred
   * thousand rows (the recharge list on 100,000 orders: 40 ms, against 12 ms looked up by key).
   */
  private pageIds(where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
    return this.db.select({ id: this.resource.idColumn }).from(this.resource.table).where(where).orderBy(...order).limit(limit).offset(offset);
  }

  /**
   * Where a page's rows come from. A page that skips no rows (the first, or one after a cursor)
   * reads its rows whole in a subquery, once: through the ids it would read each row twice, by the
   * order's index and again by the primary key (1000 rows of the recharge list on PostgreSQL: 8.2
   * → 5.5 ms a statement). Labels and computed fields are still worked out outside it, for the
   * page's rows alone, even when the order is a sort. A page past an offset goes through its ids,
   * which an index alone can often skip.
   */
  private pageSource(where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder, skipsNone: boolean): PageSource {
    if (!skipsNone) return { ids: this.pageIds(where, order, limit, offset) };
    // Named as the table, so every column and every label's or computed field's reference to the table reads the page's row.
    return { rows: this.db.select().from(this.resource.table).where(where).orderBy(...order).limit(limit).as(this.resource.tableName) };
  }

  /** How a list request pages: its order (flipped to read backwards from a cursor), the keyset condition, the window. */
  private paging(query: ListQuery) {
    const r = this.resource;
    const sort = listSort(r, query);
    const sortColumn = r.column(sort.field);
    const keyset = sort.field === 'id' || keysetColumn(sortColumn);
    if (query.cursor !== undefined && !keyset) {
      throw badRequest(`invalid input — cursor: this sort pages by number only`, { cursor: 'this sort pages by number only' });
    }
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, sortColumn);
    const backwards = cursor?.direction === 'before';
    const order = listOrder(r, { sortField: sort.field, sortOrder: backwards ? (sort.order === 'asc' ? 'desc' : 'asc') : sort.order });
    const { limit, offset } = pageWindow(query);
    // A cursor replaces the offset: pageIndex is then only echoed.
    const skipped = cursor ? 0 : offset;
    return {
      sort,
      keyset,
      cursor,
      backwards,
      order,
      past: cursor && pastCursor(cursor, sortColumn, r.idColumn),
      key: keyset && sort.field !== 'id' ? keyText(sortColumn) : undefined,
      limit,
      offset: skipped,
      /** The page starts where its order does (page 1, or a cursor's): its rows are read whole (pageSource). */
      skipsNone: skipped === 0,
    };
  }

  /**
   * The list's query, unexecuted (tests compare its SQL text for any input): a page reads one row
   * more, to know whether another follows, and each row carries the list's capped count.
   */
  listQuery(query: ListQuery, scope: SQL | undefined) {
    const where = listWhere(this.db, this.registry, this.resource, query, scope);
    if (this.resource.definition.tree) return this.select().where(where).orderBy(...listOrder(this.resource, query));
    const p = this.paging(query);
    return this.pageQuery(where, and(where, p.past), p, p.limit + 1, p.offset);
  }

  /** A page's rows, each with the capped count of `where` unless `counted` is false (pageWhere adds the cursor's condition). */
  private pageQuery(where: SQL | undefined, pageWhere: SQL | undefined, p: Paging, limit: number | Placeholder, offset: number | Placeholder, counted = true) {
    const total = counted ? cappedCount(this.db, this.resource.table, where) : undefined;
    const source = this.pageSource(pageWhere, p.order, limit, offset, p.skipsNone);
    return this.select(this.db, { source, key: p.key, total }).orderBy(...p.order);
  }

  /**
   * Reads a page through a statement built once per shape (its conditions' text and its sort) and
   * run with this request's values: building the select list, the joins and the count cost most
   * of a short list's time in JavaScript, and none of it depends on the values. `shaped` is the
   * list condition's shape, rendered once by the caller. A condition whose text cannot be taken
   * apart is read the plain way.
   */
  private async readPage(where: SQL | undefined, shaped: ConditionShape | undefined, p: Paging, withTotal: boolean): Promise<Array<Record<string, unknown>>> {
    const pageWhere = and(where, p.past);
    // Without a cursor the page's condition is the count's: rendered once, its placeholders used in both places.
    const paged = p.past ? conditionShape(pageWhere, 'p') : shaped;
    if (!shaped || !paged) return this.pageQuery(where, pageWhere, p, p.limit + 1, p.offset, withTotal);
    const shape = ['page', shaped.text, paged.text, p.sort.field, p.sort.order, p.backwards, withTotal, p.skipsNone].join('\u0000');
    const statement = this.statement(shape, () => this.pageQuery(shaped.fragment, paged.fragment, p, sql.placeholder('limit'), sql.placeholder('offset'), withTotal));
    return statement.execute({ ...(withTotal ? shaped.values : {}), ...paged.values, limit: p.limit + 1, offset: p.offset });
  }

  /** The capped count of `where` on its own, through a statement built once per condition text (`shape`, the list's). */
  private async count(where: SQL | undefined, shape: ConditionShape | undefined): Promise<number> {
    const table = this.resource.table;
    if (!shape) return countCapped(this.db, table, where);
    const [row] = await this.statement(`count\u0000${shape.text}`, () => countCappedQuery(this.db, table, shape.fragment)).execute(shape.values);
    return Number(row?.n ?? 0);
  }

  async list(query: ListQuery, scope: SQL | undefined): Promise<PageResult<ApiRow | TreeRow<ApiRow>>> {
    if (this.resource.definition.tree) {
      const rows = (await this.listQuery(query, scope)).map((row) => toApiRow(this.resource, row, maskedAlways));
      return { list: nest(rows, this.resource.definition.tree.parentField), total: rows.length, pageIndex: 1, pageSize: rows.length };
    }
    const where = listWhere(this.db, this.registry, this.resource, query, scope);
    const p = this.paging(query);
    const table = this.resource.table;
    const pool = this.registry.concurrentReads;
    // Rendered once: the page's statement and the count's are both found by this text.
    const shaped = conditionShape(where, 'w');
    // On a pool the count runs beside the page, on a connection of its own: counting the thousands
    // of rows a filter matches then adds nothing to the page's time. On one connection (PGlite)
    // the statements would queue, so the page's statement selects the count beside its rows.
    const counting = pool ? this.count(where, shaped) : undefined;
    // On a pool, an unfiltered list asks for its estimate at once: it is usually past the count's cap.
    const early = pool && !filtered(query) ? estimatedRows(this.db, table, where) : undefined;
    // Not left unhandled while the page is read: a failure fails the list below, once.
    counting?.catch(() => undefined);
    early?.catch(() => undefined);
    const read = await this.readPage(where, shaped, p, !counting);
    let counted: number;
    if (counting) counted = await counting;
    else if (read.length > 0) counted = Number(read[0]![TOTAL]);
    // An empty first page means nothing matches; an empty later one has no row to carry the count.
    else counted = p.offset === 0 && !p.cursor ? 0 : await this.count(where, shaped);
    const { total, estimated } = await totalFrom(counted, () => early ?? estimatedRows(this.db, table, where));
    const more = read.length > p.limit;
    const rows = more ? read.slice(0, p.limit) : read;
    if (p.backwards) rows.reverse();
    const page: PageResult<ApiRow> = pageResult(rows.map((row) => toApiRow(this.resource, row, maskedAlways)), total, query);
    if (estimated) page.totalEstimated = true;
    if (p.keyset && rows.length > 0) {
      const cursorAt = (row: Record<string, unknown>, direction: 'after' | 'before') =>
        encodeCursor({ ...p.sort, direction, id: Number(row.id), ...(p.key ? { value: String(row[KEY]) } : {}) });
      // Reading forwards, a row past the page means a next page; rows before it exist once the page is not the first.
      const hasNext = p.backwards ? true : more;
      const hasPrev = p.backwards ? more : p.cursor !== undefined || p.offset > 0;
      if (hasNext) page.nextCursor = cursorAt(rows[rows.length - 1]!, 'after');
      if (hasPrev) page.prevCursor = cursorAt(rows[0]!, 'before');
    }
    return page;
  }

  /** A batch of the filtered list in its order, masked (for the export). */
  async rows(query: ListQuery, scope: SQL | undefined, limit: number, offset: number): Promise<ApiRow[]> {
    const where = listWhere(this.db, this.registry, this.resource, query, scope);
    const order = listOrder(this.resource, query);
    const rows = await this.select(this.db, { source: this.pageSource(where, order, limit, offset, offset === 0) }).orderBy(...order);
    return rows.map((row) => toApiRow(this.resource, row, maskedAlways));
  }

  /** One row in scope and not soft-deleted, or null; masked fields revealed where `reveal` says. */
  async get(id: number, scope: SQL | undefined, reveal: (field: FieldDefinition) => boolean, db: Db | Tx = this.db): Promise<ApiRow | null> {
    const where = and(eq(this.resource.idColumn, id), this.resource.notDeleted(), scope);
    const shape = db === this.db ? conditionShape(where, 'g') : undefined;
    // In a transaction, or for a condition that cannot be taken apart, the statement is built as written.
    const [row] = shape
      ? await this.statement(`get\u0000${shape.text}`, () => this.select(this.db).where(shape.fragment)).execute(shape.values)
      : await this.select(db).where(where);
    return row ? toApiRow(this.resource, row, { reveal }) : null;
  }

  /** A statement built once for its shape (`key`), then run with each request's values. */
  private statement(key: string, build: () => { prepare(name: string): PreparedRead }): PreparedRead {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = withFlatRows(build().prepare(UNNAMED));
      this.statements.set(key, statement);
    }
    return statement;
  }

}

type Paging = ReturnType<ResourceReader['paging']>;
/** A page's rows: looked up by the ids of the page (past an offset), or read whole (a page that skips none). */
type PageSource = { ids: ReturnType<ResourceReader['pageIds']> } | { rows: Subquery };

/** What a list request says about paging, not about which rows. */
const PAGING_KEYS = new Set(['pageIndex', 'pageSize', 'sortField', 'sortOrder', 'cursor']);

/**
 * The request narrows the rows. An unfiltered list is the one that usually passes the count's cap
 * (its estimate is then asked for at once); a filter usually brings it under, where an estimate
 * asked for beside the count would be a statement wasted.
 */
function filtered(query: ListQuery): boolean {
  return Object.entries(query).some(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0));
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
