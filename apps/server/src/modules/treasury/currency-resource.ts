import { eq, sql } from 'drizzle-orm';
import { compareDecimal } from '@ledgerdesk/shared';
import { TREASURY_APPROVAL_KINDS, TREASURY_APPROVE } from '@ledgerdesk/shared/resources/treasury/common';
import { CURRENCY_CODE_PATTERN, CURRENCY_GUARDED_FIELDS, currencyResource } from '@ledgerdesk/shared/resources/treasury/currency';
import type { Tx } from '../../db/client';
import { currencies } from '../../db/schema';
import { conflict, fieldRefusal } from '../../lib/errors';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { assetHasLedgerRows } from '../../lib/wallet-codes';
import { bindResource, setOnLockedRow, type ActionContext } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { changeSummary } from '../../lib/change-summary';
import { changePendingOf, type TreasuryApprovalHandler } from './pending-approvals';

type CurrencyRow = typeof currencies.$inferSelect;
type GuardedField = (typeof CURRENCY_GUARDED_FIELDS)[number];
type GuardedChange = Partial<Pick<CurrencyRow, GuardedField>>;

const SUBJECT = 'CURRENCY';

/** A decimal as written, or null for an empty one (a rate left empty). */
const decimalOrNull = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim());

/** Whether a guarded field's wanted value differs from the row's (decimals compared by value: 1 = 1.000). */
function differs(field: GuardedField, wanted: unknown, current: unknown): boolean {
  if (field === 'displayScale') return Number(wanted) !== current;
  const [a, b] = [decimalOrNull(wanted), decimalOrNull(current)];
  if (a === null || b === null) return a !== b;
  return compareDecimal(a, b) !== 0;
}

/** A reference rate of zero would value every amount at nothing: past the four-eyes threshold and every withdrawal limit. */
function checkRate(value: string | null) {
  if (value !== null && compareDecimal(value, '0') <= 0) throw fieldRefusal('usdRate', 'must be greater than 0, or empty when unknown', { code: 'positive' });
}

/** Amounts already written keep their decimals: once the currency has ledger rows its precision may only grow. */
async function checkScale(tx: Tx, row: CurrencyRow, displayScale: number) {
  if (displayScale < row.displayScale && (await assetHasLedgerRows(tx, row.code))) {
    throw conflict(`the decimals of ${row.code} can only grow: it already has ledger rows at ${row.displayScale} decimals`, {
      reason: 'treasury.scaleLocked',
      params: { currency: row.code, scale: row.displayScale },
      issues: { displayScale: { code: 'too_small', params: { minimum: row.displayScale } } },
    });
  }
}

/** Applies an approved change of a currency's money rules, if the currency still has the values the request started from. */
export const currencyEditApproval: TreasuryApprovalHandler = {
  kind: TREASURY_APPROVAL_KINDS.currencyEdit,
  title: { 'zh-cn': '币种精度/手续费/汇率变更', en: 'Currency decimals, fees or rate change', 'zh-tw': '幣種精度/手續費/匯率變更' },
  permission: TREASURY_APPROVE.currency,
  onReject: NOTHING_WAITS, // the currency is untouched; its list reads the open request
  async apply(tx: Tx, approval, approverId) {
    const { change, before } = approval.payload as { change: GuardedChange; before: GuardedChange };
    const [row] = await tx.select().from(currencies).where(eq(currencies.id, approval.subjectId!)).for('update');
    if (!row) throw conflict(`currency ${approval.subjectId} no longer exists`, { reason: 'record.notFound', params: { id: approval.subjectId! } });
    const moved = (Object.keys(change) as GuardedField[]).some((field) => differs(field, before[field], row[field]));
    if (moved) throw conflict(`${row.code} changed after this request was filed`, { reason: 'treasury.requestOutdated', params: { subject: row.code } });
    if (change.displayScale !== undefined) await checkScale(tx, row, Number(change.displayScale));
    await tx
      .update(currencies)
      .set({ ...change, version: sql`${currencies.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(currencies.id, row.id));
    return { currency: row.code, applied: change as Record<string, unknown> };
  },
};

/**
 * finance/currency: the code is upper case letters and digits; a reference rate is positive or
 * empty. On edit, the money rules (CURRENCY_GUARDED_FIELDS) are not written: a change of any of
 * them is filed as one four-eyes request, and the rest of the edit (name, minimum) applies at once.
 * A smaller precision is refused outright once the currency has ledger rows.
 */
export function currencyBinding(deps: AreaDeps) {
  return bindResource({
    definition: currencyResource,
    table: currencies,
    hooks: {
      async beforeWrite({ op, input, current, tx, user }) {
        const row = current as CurrencyRow | null;
        const values = { ...input };
        if ('usdRate' in values) {
          values.usdRate = decimalOrNull(values.usdRate);
          checkRate(values.usdRate as string | null);
        }
        if (op === 'add' || !row) {
          if (!CURRENCY_CODE_PATTERN.test(String(values.code ?? ''))) {
            throw fieldRefusal('code', 'must be 2 to 16 upper case letters and digits, starting with a letter (USDT)', { code: 'invalid_format' });
          }
          return values;
        }
        const change: GuardedChange = {};
        const before: GuardedChange = {};
        for (const field of CURRENCY_GUARDED_FIELDS) {
          if (!(field in values)) continue;
          if (differs(field, values[field], row[field])) {
            Object.assign(change, { [field]: values[field] });
            Object.assign(before, { [field]: row[field] });
          }
          delete values[field];
        }
        if (change.displayScale !== undefined) await checkScale(tx, row, Number(change.displayScale));
        if (Object.keys(change).length > 0) {
          await deps.approvals.request(tx, {
            kind: TREASURY_APPROVAL_KINDS.currencyEdit,
            subjectType: SUBJECT,
            subjectId: row.id,
            summary: changeSummary(currencyResource, row.code, change, before),
            payload: { currency: row.code, change, before },
            makerId: user.userId,
          });
        }
        return values;
      },
      decorateList: changePendingOf(TREASURY_APPROVAL_KINDS.currencyEdit, SUBJECT),
    },
    actions: {
      enable: (ctx) => setEnabled(ctx, true),
      disable: (ctx) => setEnabled(ctx, false),
    },
  });
}

async function setEnabled(ctx: ActionContext<typeof currencies>, to: boolean) {
  const row = await setOnLockedRow(ctx, currencies, { enabled: to });
  return { id: row.id, code: row.code, enabled: to };
}
