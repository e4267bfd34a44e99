import { sql } from 'drizzle-orm';
import { bigint, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Table t_gen_pglite_promo as the database holds it (read from its catalogue by the code generator). */
export const promoPgliteTable = pgTable(
  't_gen_pglite_promo',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 36, scale: 18 }).notNull().default(sql.raw('0')),
    status: text('status').notNull().default(sql.raw('\'DRAFT\'::text')),
    ownerId: bigint('owner_id', { mode: 'number' }),
    contactPhone: text('contact_phone').notNull().default(sql.raw('\'\'::text')),
    version: integer('version').notNull().default(sql.raw('0')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql.raw('now()')),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql.raw('now()')),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
);
