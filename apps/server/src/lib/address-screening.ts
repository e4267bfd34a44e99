import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ScreeningResult } from '@ledgerdesk/shared/resources/treasury/common';
import { ANY_EVM } from '@ledgerdesk/shared/resources/treasury/common';
import type { Tx } from '../db/client';
import { addressBlacklist, rechargeOrders, walletCodes } from '../db/schema';
import { badRequest } from './errors';
import { evmOf, normaliseAddress } from './address-rules';
import { addressProblem, requireWalletCodeFor } from './wallet-codes';

export interface Screening {
  result: Extract<ScreeningResult, 'CLEAR' | 'FLAGGED'>;
  /** The address as compared (normalised). */
  address: string;
  /** The black-list entries it hit (their hit counters were bumped). */
  entryIds: number[];
}

/**
 * Checks an address against the ACTIVE, unexpired black list for one direction (INBOUND: money
 * from it; OUTBOUND: money to it) and counts the hit on every entry it matches, in the caller's
 * transaction, so a hit is recorded exactly when the business row it flags is written. Entries
 * match on the wallet code itself, on ANY_EVM for EVM networks, and on any wallet code when the
 * caller knows none (a withdrawal entered without one): a listed address is never missed for
 * want of a network.
 */
export async function screenAddress(tx: Tx, walletCode: string | null, address: string, direction: 'INBOUND' | 'OUTBOUND'): Promise<Screening> {
  let codes: string[] | null = null;
  let evm: boolean | undefined;
  if (walletCode) {
    const [code] = await tx.select({ network: walletCodes.network }).from(walletCodes).where(eq(walletCodes.code, walletCode));
    evm = evmOf(walletCode, code?.network);
    codes = evm ? [walletCode, ANY_EVM] : [walletCode];
  }
  const normalised = normaliseAddress(address, evm);
  if (!normalised) return { result: 'CLEAR', address: normalised, entryIds: [] };
  const hits = await tx
    .update(addressBlacklist)
    .set({ hitCount: sql`${addressBlacklist.hitCount} + 1`, lastHitAt: sql`now()` })
    .where(
      and(
        eq(addressBlacklist.status, 'ACTIVE'),
        eq(addressBlacklist.address, normalised),
        inArray(addressBlacklist.direction, [direction, 'BOTH']),
        or(isNull(addressBlacklist.expiresAt), gt(addressBlacklist.expiresAt, sql`now()`)),
        codes ? inArray(addressBlacklist.walletCode, codes) : undefined,
      ),
    )
    .returning({ id: addressBlacklist.id });
  return { result: hits.length > 0 ? 'FLAGGED' : 'CLEAR', address: normalised, entryIds: hits.map((h) => h.id) };
}

/**
 * A withdrawal's network and screening (withdraw-service.ts): the wallet code, when named, must
 * carry the currency with withdrawals on and accept the address; the destination is screened
 * OUTBOUND. FLAGGED orders go to a second review and are never paid automatically.
 */
export async function screenWithdrawal(tx: Tx, input: { walletCode?: string | undefined; currency: string; address: string }): Promise<{ walletCode: string | null; screeningResult: Screening['result'] }> {
  if (input.walletCode) {
    const code = await requireWalletCodeFor(tx, input.walletCode, input.currency, 'withdraw');
    const problem = addressProblem(code, normaliseAddress(input.address, evmOf(code.code, code.network)));
    if (problem) throw badRequest(`the address ${problem}`, { address: problem }, { reason: 'treasury.addressInvalid', params: { walletCode: code.code }, issues: { address: { code: 'invalid_format' } } });
  }
  const screening = await screenAddress(tx, input.walletCode ?? null, input.address, 'OUTBOUND');
  return { walletCode: input.walletCode ?? null, screeningResult: screening.result };
}

/**
 * Where an approved recharge is credited (recharge-service.ts): AVAILABLE, or FROZEN pending
 * compliance when its sender is black-listed for inbound money. The order keeps the outcome. A
 * recharge without a sender address (a bank transfer entered by hand) is not screened.
 */
export async function rechargeCreditKind(tx: Tx, orderId: number): Promise<'AVAILABLE' | 'FROZEN'> {
  const [order] = await tx.select({ walletCode: rechargeOrders.walletCode, fromAddress: rechargeOrders.fromAddress }).from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
  if (!order?.fromAddress) return 'AVAILABLE';
  const screening = await screenAddress(tx, order.walletCode, order.fromAddress, 'INBOUND');
  await tx.update(rechargeOrders).set({ screeningResult: screening.result }).where(eq(rechargeOrders.id, orderId));
  return screening.result === 'FLAGGED' ? 'FROZEN' : 'AVAILABLE';
}

/** A recharge's network and sender, checked when the order is entered (recharge-service.ts). */
export async function rechargeOrigin(tx: Tx, input: { walletCode?: string | undefined; fromAddress?: string | undefined; currency: string }): Promise<{ walletCode: string | null; fromAddress: string }> {
  if (!input.walletCode) return { walletCode: null, fromAddress: input.fromAddress ? normaliseAddress(input.fromAddress) : '' };
  const code = await requireWalletCodeFor(tx, input.walletCode, input.currency, 'deposit');
  return { walletCode: code.code, fromAddress: input.fromAddress ? normaliseAddress(input.fromAddress, evmOf(code.code, code.network)) : '' };
}
