import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    id: id(),
    dictType: text('dict_type').notNull(),
    dictName: text('dict_name').notNull(),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
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
    /** The label shown (SPEC's `key`), usually an i18n key. */
    dictLabel: text('dict_label').notNull(),
    /** The stored value (SPEC's `value`). */
    dictValue: text('dict_value').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    listClass: text('list_class').notNull().default('default'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue), index('sys_dict_data_type_idx').on(t.dictType)],
);
