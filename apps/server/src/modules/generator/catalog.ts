import { sql } from 'drizzle-orm';
import type { CatalogColumn, CatalogTable } from '@ledgerdesk/shared/generator/model';
import type { Db } from '../../db/client';

/*
 * Tables and columns as the connected database's catalogue describes them (pg_catalog, the same on
 * PGlite and PostgreSQL), in the current schema only. Names travel as parameters, never as SQL text.
 */

interface ColumnRow {
  name: string;
  sql_type: string;
  not_null: boolean;
  default_expr: string | null;
  is_identity: boolean;
  comment: string | null;
}

interface ConstraintRow {
  kind: 'p' | 'u' | 'f' | 'c';
  columns: string[];
  definition: string;
  ref_table: string | null;
  ref_column: string | null;
}

/** Both drivers answer `{ rows }`. */
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The current schema's ordinary tables with their comments. */
export async function catalogTableNames(db: Db): Promise<{ name: string; comment: string | null }[]> {
  return rows(
    db,
    sql`select c.relname as name, obj_description(c.oid, 'pg_class') as comment
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = current_schema()
        order by c.relname`,
  );
}

/** Whether anything of the current schema (a table, view, index, sequence…) holds the name: CREATE TABLE would fail on it. */
export async function relationExists(db: Db, name: string): Promise<boolean> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = ${name}`,
  );
  return found.length > 0;
}

/** `CHECK ((status = ANY (ARRAY['A'::text, 'B'::text])))` or `status IN ('A','B')` → ['A', 'B']. */
export function checkValuesOf(definition: string): string[] | null {
  if (!/=\s*ANY|\bIN\s*\(/i.test(definition)) return null;
  const values = [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
  return values.length ? values : null;
}

/** One table with its columns, keys, comments, checks and foreign keys; null if it is not there. */
export async function catalogTable(db: Db, name: string): Promise<CatalogTable | null> {
  const [table] = await rows<{ oid: number; comment: string | null }>(
    db,
    sql`select c.oid::int as oid, obj_description(c.oid, 'pg_class') as comment
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = current_schema() and c.relname = ${name}`,
  );
  if (!table) return null;
  const columns = await rows<ColumnRow>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as sql_type, a.attnotnull as not_null,
               pg_get_expr(d.adbin, d.adrelid) as default_expr, a.attidentity <> '' as is_identity,
               col_description(a.attrelid, a.attnum) as comment
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ${table.oid} and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
  );
  const constraints = await rows<ConstraintRow>(
    db,
    sql`select k.contype as kind,
               array(select a.attname from unnest(k.conkey) as u(n) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n)::text[] as columns,
               pg_get_constraintdef(k.oid) as definition,
               r.relname as ref_table,
               (select a.attname from pg_attribute a where a.attrelid = k.confrelid and a.attnum = k.confkey[1]) as ref_column
        from pg_constraint k left join pg_class r on r.oid = k.confrelid
        where k.conrelid = ${table.oid} and k.contype in ('p', 'u', 'f', 'c')`,
  );
  // Unique indexes that are not constraints (CREATE UNIQUE INDEX), whole-table ones only.
  const uniqueIndexes = await rows<{ column: string }>(
    db,
    sql`select a.attname as column from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = ${table.oid} and i.indisunique and i.indnatts = 1 and i.indpred is null`,
  );
  const single = (kind: ConstraintRow['kind'], column: string) => constraints.filter((k) => k.kind === kind && k.columns.length === 1 && k.columns[0] === column);
  return {
    name,
    comment: table.comment,
    columns: columns.map((c): CatalogColumn => {
      const foreignKey = single('f', c.name)[0];
      const check = single('c', c.name).map((k) => checkValuesOf(k.definition)).find(Boolean);
      return {
        name: c.name,
        sqlType: c.sql_type,
        notNull: c.not_null,
        defaultExpr: c.default_expr,
        identity: c.is_identity,
        primaryKey: single('p', c.name).length > 0,
        unique: single('u', c.name).length > 0 || uniqueIndexes.some((u) => u.column === c.name),
        comment: c.comment,
        checkValues: check ?? null,
        foreignKey: foreignKey?.ref_table && foreignKey.ref_column ? { table: foreignKey.ref_table, column: foreignKey.ref_column } : null,
      };
    }),
  };
}
