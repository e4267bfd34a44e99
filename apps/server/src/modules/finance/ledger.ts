import { and, eq, sql } from 'drizzle-orm';
import { decimalParam, dictParam, ResultCode, type BalanceKind, type MoneyLogType, type TextPerLanguage } from '@ledgerdesk/shared';
import type { Tx } from '../../db/client';
import { moneyLogs, wallets } from '../../db/schema';
import { conflict, refuse } from '../../lib/errors';

/** A signed change of one balance kind, as a decimal string ("-12.5"). */
export interface BalanceMove {
  kind: BalanceKind;
  change: string;
}

export interface Posting {
  memberId: number;
  currency: string;
  type: MoneyLogType;
  /** The business order the change belongs to (RECHARGE, WITHDRAW, TRIAL_GRANT, SWAP…); with refId, type and kind it is the unique key. */
  refType: string;
  refId: number;
  refNo: string;
  operatorId: number | null;
  /** Why, in each console language (lib/text-per-language.ts); an operator's words through verbatimOrNull. */
  remark?: TextPerLanguage | null;
  moves: BalanceMove[];
}

/** The negative of a positive decimal string; text only, so no float rounding. */
export const negate = (amount: string): string => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/** Balances are numeric(36,18): 18 decimal places, below 10^18. Counted in units of 10^-18 as BigInt, exactly. */
const SCALE = 18;
const BALANCE_LIMIT = 10n ** 36n;
const BALANCE_MAX_TEXT = `${'9'.repeat(36 - SCALE)}.${'9'.repeat(SCALE)}`;

function unitsOf(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0') || '0');
  return negative ? -units : units;
}

/**
 * A change that would take a balance past what its column holds is refused here, as a 409 naming
 * the amount, instead of PostgreSQL failing the statement (a 500) with the transaction.
 */
function refuseOverflow(posting: Posting, balances: Record<BalanceKind, string>): void {
  for (const move of posting.moves) {
    if (unitsOf(balances[move.kind]) + unitsOf(move.change) < BALANCE_LIMIT) continue;
    const why = `would take the ${posting.currency} ${move.kind.toLowerCase()} balance of member ${posting.memberId} past ${BALANCE_MAX_TEXT}, the most a wallet holds`;
    const params = { currency: posting.currency, kind: dictParam('balance_kind', move.kind), memberId: posting.memberId, maximum: BALANCE_MAX_TEXT };
    throw refuse(ResultCode.conflict, `the amount ${why}`, { reason: 'finance.amountLimit', params, issues: { amount: { code: 'amountLimit', params } } }, { amount: why });
  }
}

/**
 * The only way a balance changes (DESIGN.md §5): locks the wallet row, applies every move in one
 * guarded UPDATE (no balance may go below zero) and writes one money-log row per move, with
 * before/after read from the database. Must run inside the caller's transaction.
 */
export async function postToWallet(tx: Tx, posting: Posting): Promise<void> {
  const { memberId, currency } = posting;
  await tx.insert(wallets).values({ memberId, currency }).onConflictDoNothing();
  const [locked] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.currency, currency)))
    .for('update');
  if (!locked) throw new Error(`wallet of member ${memberId} in ${currency} vanished`);

  refuseOverflow(posting, { AVAILABLE: locked.available, FROZEN: locked.frozen, TRIAL: locked.trial });

  const delta = (kind: BalanceKind) => posting.moves.find((m) => m.kind === kind)?.change ?? '0';
  const [after] = await tx
    .update(wallets)
    .set({
      available: sql`${wallets.available} + ${delta('AVAILABLE')}::numeric`,
      frozen: sql`${wallets.frozen} + ${delta('FROZEN')}::numeric`,
      trial: sql`${wallets.trial} + ${delta('TRIAL')}::numeric`,
      updatedAt: sql`now()`,
      updatedBy: posting.operatorId,
    })
    .where(
      and(
        eq(wallets.id, locked.id),
        sql`${wallets.available} + ${delta('AVAILABLE')}::numeric >= 0`,
        sql`${wallets.frozen} + ${delta('FROZEN')}::numeric >= 0`,
        sql`${wallets.trial} + ${delta('TRIAL')}::numeric >= 0`,
      ),
    )
    .returning();
  if (!after) {
    const available = decimalParam(locked.available);
    const frozen = decimalParam(locked.frozen);
    const needs = posting.moves.map((m) => `${m.kind.toLowerCase()} ${decimalParam(m.change)}`).join(', ');
    throw conflict(`insufficient balance: ${currency} available ${available}, frozen ${frozen}; the change needs ${needs}`, {
      reason: 'finance.insufficientBalance',
      params: { currency, available, frozen },
    });
  }
  const field = { AVAILABLE: 'available', FROZEN: 'frozen', TRIAL: 'trial' } as const;
  await tx.insert(moneyLogs).values(
    posting.moves.map((m) => ({
      memberId,
      currency,
      type: posting.type,
      balanceKind: m.kind,
      before: locked[field[m.kind]],
      change: m.change,
      after: after[field[m.kind]],
      refType: posting.refType,
      refId: posting.refId,
      refNo: posting.refNo,
      operatorId: posting.operatorId,
      remark: posting.remark ?? null,
    })),
  );
}
