import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { walletCodes } from '../../db/schema';

/**
 * The explorer link template of an order's network, a computed field of the order's row (the
 * console builds the link with `explorerTxUrl`). Looked up only for an order that names a wallet
 * code and carries a reference: a manual order costs its page nothing, as PostgreSQL would run a
 * sub-select for a null key too.
 */
export const explorerTemplateOf = (walletCode: PgColumn, ref: PgColumn): SQL =>
  sql`case when ${walletCode} is null or ${ref} = '' then null else (select ${walletCodes.explorerTxUrlTemplate} from ${walletCodes} where ${walletCodes.code} = ${walletCode}) end`;
