import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/**
 * A table imported into the code generator (issue 17) and how it becomes a resource: basic info
 * here, per-column choices and relations as JSON documents validated by the generator's schema
 * (packages/shared), so the generator's own page stays an ordinary resource.
 */
export const generatorTables = pgTable(
  'gen_table',
  {
    id: id(),
    tableName: text('table_name').notNull(),
    tableComment: text('table_comment').notNull().default(''),
    /** The resource's name (kebab-case) and area, e.g. 'promo-banner' in 'content'. */
    resourceName: text('resource_name').notNull(),
    area: text('area').notNull(),
    permissionPrefix: text('permission_prefix').notNull(),
    menuParent: text('menu_parent').notNull().default(''),
    icon: text('icon').notNull().default(''),
    titleZhCn: text('title_zh_cn').notNull(),
    titleEn: text('title_en').notNull(),
    titleZhTw: text('title_zh_tw').notNull(),
    /** Per column: field type, labels in three languages, list/filter/sort/form/detail/export flags, validation, mask. */
    columns: jsonb('columns').notNull().default(sql`'[]'::jsonb`),
    /** Foreign keys as reference fields, each with its display column. */
    relations: jsonb('relations').notNull().default(sql`'[]'::jsonb`),
    /** IMPORTED (read from the catalogue) or DESIGNED (a new table drafted in the generator, with its migration). */
    origin: text('origin').notNull().default('IMPORTED'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('gen_table_name_uq').on(t.tableName),
    uniqueIndex('gen_table_resource_uq').on(t.area, t.resourceName),
    check('gen_table_origin_ck', sql`${t.origin} in ('IMPORTED', 'DESIGNED')`),
  ],
);
