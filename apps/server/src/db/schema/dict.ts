import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    id: id(),
    dictType: text('dict_type').notNull(),
    /** The name in simplified Chinese, the default language. Rows seeded before names were data may hold an i18n key here, which the console still translates. */
    dictName: text('dict_name').notNull(),
    /** The name in English and in traditional Chinese; empty falls back to `dict_name`. */
    nameEn: text('name_en').notNull().default(''),
    nameZhTw: text('name_zh_tw').notNull().default(''),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType)],
);

export const dictData = pgTable(
  'sys_dict_data',
  {
    /** SPEC §3 calls a dictionary entry's id its dictCode. */
    id: id(),
    dictType: text('dict_type').notNull(),
    /**
     * The label in simplified Chinese, the default language (SPEC's `key`). Rows seeded before
     * labels were data hold an i18n key here, which the console still translates.
     */
    dictLabel: text('dict_label').notNull(),
    /** The label in English and in traditional Chinese; empty falls back to `dict_label`. */
    labelEn: text('label_en').notNull().default(''),
    labelZhTw: text('label_zh_tw').notNull().default(''),
    /** The stored value (SPEC's `value`). */
    dictValue: text('dict_value').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    listClass: text('list_class').notNull().default('default'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue), index('sys_dict_data_type_idx').on(t.dictType)],
);
