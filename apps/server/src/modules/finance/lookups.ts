import { eq } from 'drizzle-orm';
import { amountScaleProblem, type Currency } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { currencies, members } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** The member a request names, or a 400 naming the field that named it. */
export async function requireMember(db: Db | Tx, memberId: number, field: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) {
    throw badRequest(`member ${memberId} does not exist`, { [field]: `no member with id ${memberId}` }, {
      reason: 'finance.memberMissing', params: { memberId }, issues: { [field]: { code: 'noSuchRecord', params: { value: memberId } } },
    });
  }
  return member;
}

export async function requireActiveCurrency(db: Db | Tx, code: string) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, code));
  if (!currency) {
    throw badRequest(`unknown currency ${code}`, { currency: `no currency ${code}` }, {
      reason: 'finance.currencyUnknown', params: { currency: code }, issues: { currency: { code: 'noSuchRecord', params: { value: code } } },
    });
  }
  if (!currency.enabled) {
    throw badRequest(`currency ${code} is disabled`, { currency: `${code} is disabled` }, {
      reason: 'finance.currencyDisabled', params: { currency: code }, issues: { currency: { code: 'disabled', params: { value: code } } },
    });
  }
  return currency;
}

/**
 * SPEC §5: an amount carries no more decimals than its currency has (the currency's displayScale,
 * the one source of its precision: CNY 2, BTC 8). A 400 naming `field` otherwise.
 */
export async function requireAmountFits(db: Db | Tx, code: string, amount: string, field: string): Promise<void> {
  const [currency] = await db.select({ scale: currencies.displayScale }).from(currencies).where(eq(currencies.code, code));
  const problem = currency ? amountScaleProblem(amount, currency.scale) : null;
  if (problem) {
    throw badRequest(`invalid input — ${field}: ${problem} (${code} has ${currency!.scale})`, { [field]: problem }, {
      reason: 'request.invalid', issues: { [field]: { code: 'maxDecimals', params: { maximum: currency!.scale } } },
    });
  }
}

/** Every currency, enabled or not, for the selects of the money pages. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(currencies.id);
  return rows.map(({ code, name, displayScale, withdrawFeeFixed, withdrawFeeRate, withdrawMin, enabled }) => ({
    code, name, displayScale, withdrawFeeFixed, withdrawFeeRate, withdrawMin, enabled,
  }));
}
