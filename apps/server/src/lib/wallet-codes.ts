import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { moneyLogs, walletCodes } from '../db/schema';
import { badRequest, conflict, fieldRefusal } from './errors';
import { addressMatcher, evmOf, normaliseAddress } from './address-rules';

export type WalletCodeRow = typeof walletCodes.$inferSelect;

/** The wallet code a request names, or a 400 naming the field. */
export async function requireWalletCode(db: Db | Tx, code: string, field = 'walletCode'): Promise<WalletCodeRow> {
  const [row] = await db.select().from(walletCodes).where(eq(walletCodes.code, code));
  if (!row) throw fieldRefusal(field, `no wallet code ${code}`, { code: 'noSuchRecord', params: { value: code } });
  return row;
}

/**
 * A wallet code an order moves `currency` over: it exists, is ACTIVE, carries that asset and has
 * the direction switched on. A 400/409 naming walletCode otherwise.
 */
export async function requireWalletCodeFor(db: Db | Tx, code: string, currency: string, direction: 'deposit' | 'withdraw'): Promise<WalletCodeRow> {
  const row = await requireWalletCode(db, code);
  if (row.asset !== currency) {
    throw badRequest(`wallet code ${code} carries ${row.asset}, not ${currency}`, { walletCode: `carries ${row.asset}` }, {
      reason: 'treasury.walletCodeAsset',
      params: { walletCode: code, asset: row.asset, currency },
      issues: { walletCode: { code: 'invalid_value', params: { value: code } } },
    });
  }
  const open = direction === 'deposit' ? row.depositEnabled : row.withdrawEnabled;
  if (row.status !== 'ACTIVE' || !open) {
    throw conflict(`${direction === 'deposit' ? 'deposits' : 'withdrawals'} over ${code} are switched off`, {
      reason: direction === 'deposit' ? 'treasury.depositsOff' : 'treasury.withdrawalsOff',
      params: { walletCode: code },
    });
  }
  return row;
}

/** Why an address does not fit a wallet code (normalised first), or undefined. */
export function addressProblem(code: WalletCodeRow, address: string): string | undefined {
  if (!address) return 'is empty';
  if (!addressMatcher(code.addressRegex)(address)) return `does not match the ${code.code} address format`;
  return undefined;
}

/** The address as this wallet code stores it. */
export const normalisedFor = (code: Pick<WalletCodeRow, 'code' | 'network'>, address: string) => normaliseAddress(address, evmOf(code.code, code.network));

/** Whether any money-log row exists in the asset: its precision is then part of history. */
export async function assetHasLedgerRows(db: Db | Tx, asset: string): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(moneyLogs).where(eq(moneyLogs.currency, asset)).limit(1);
  return row !== undefined;
}
