import { and, eq, inArray, sql } from 'drizzle-orm';
import { SWAP_PAIR_APPROVAL_KIND, swapPairResource, swapPairSummary, type SwapRateChange } from '@ledgerdesk/shared/resources/report/swap-pair';
import type { Db, Tx } from '../../db/client';
import { approvals, currencies, swapPairs } from '../../db/schema';
import { conflict, fieldRefusal, notFound } from '../../lib/errors';
import { bindResource, setOnLockedRow, type ActionContext, type ApiRow } from '../../resource';
import type { AreaDeps } from '../area-deps';

/** A four-eyes request as its kind's handler receives it. */
type ApprovalRow = Parameters<Parameters<AreaDeps['approvalKinds']['register']>[0]['apply']>[1];

type PairRow = typeof swapPairs.$inferSelect;

async function requireCurrency(tx: Tx, field: 'fromCode' | 'toCode', code: unknown): Promise<void> {
  const [row] = await tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, String(code)));
  if (!row) throw fieldRefusal(field, `no currency ${String(code)}`, { code: 'noSuchRecord', params: { value: String(code) } });
}

const sameDecimal = async (tx: Tx, a: string, b: string) => {
  const [row] = await tx.select({ same: sql<boolean>`${a}::numeric = ${b}::numeric` }).from(sql`(select 1) x`);
  return row!.same;
};

/** The pending fee or spread change of each pair on a page (one query). */
async function pendingChanges(db: Db, ids: number[]): Promise<Map<number, SwapRateChange>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: approvals.subjectId, payload: approvals.payload })
    .from(approvals)
    .where(and(eq(approvals.kind, SWAP_PAIR_APPROVAL_KIND), eq(approvals.status, 'PENDING'), inArray(approvals.subjectId, ids)));
  return new Map(rows.map((r) => [r.subjectId!, r.payload as unknown as SwapRateChange]));
}

/**
 * Whether a second operator approved the pair's current fee and spread: the latest decided
 * request carries exactly these values and was approved, and none waits.
 */
async function ratesApproved(tx: Tx, pair: PairRow): Promise<boolean> {
  const [latest] = await tx
    .select({ status: approvals.status, payload: approvals.payload })
    .from(approvals)
    .where(and(eq(approvals.kind, SWAP_PAIR_APPROVAL_KIND), eq(approvals.subjectId, pair.id), inArray(approvals.status, ['PENDING', 'APPROVED'])))
    .orderBy(sql`${approvals.id} desc`)
    .limit(1);
  if (!latest || latest.status !== 'APPROVED') return false;
  const change = latest.payload as unknown as SwapRateChange;
  return (await sameDecimal(tx, change.feeRate.to, pair.feeRate)) && (await sameDecimal(tx, change.maxSpread.to, pair.maxSpread));
}

/** Applies an approved fee/spread request (the approver's transaction). */
export async function applyRateChange(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
  const change = approval.payload as unknown as SwapRateChange;
  const [updated] = await tx
    .update(swapPairs)
    .set({ feeRate: change.feeRate.to, maxSpread: change.maxSpread.to, version: sql`${swapPairs.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
    .where(eq(swapPairs.id, approval.subjectId!))
    .returning({ id: swapPairs.id });
  if (!updated) throw notFound(`swap pair ${approval.subjectId} does not exist`, { reason: 'record.notFound', params: { id: approval.subjectId! } });
  return { feeRate: change.feeRate.to, maxSpread: change.maxSpread.to };
}

/**
 * Swap pairs (finance/swap-pair): CRUD plus four-eyes on the money rules. A new pair is written
 * PAUSED and its fee and spread filed for approval; an edit writes everything but fee and spread,
 * whose new values wait in an approval request (one at a time per pair). A pair is activated only
 * when its current fee and spread were approved by a second operator.
 */
export function swapPairBinding(db: Db, approvalService: AreaDeps['approvals']) {
  const file = (tx: Tx, pair: PairRow, change: SwapRateChange, makerId: number) =>
    approvalService.request(tx, {
      kind: SWAP_PAIR_APPROVAL_KIND,
      subjectType: 'SWAP_PAIR',
      subjectId: pair.id,
      summary: swapPairSummary(pair, change),
      payload: change as unknown as Record<string, unknown>,
      makerId,
    });

  return bindResource({
    definition: swapPairResource,
    table: swapPairs,
    hooks: {
      beforeWrite: async ({ op, input, current, tx, user, virtual: _virtual }) => {
        if (op === 'add') {
          await requireCurrency(tx, 'fromCode', input.fromCode);
          await requireCurrency(tx, 'toCode', input.toCode);
          if (input.fromCode === input.toCode) throw fieldRefusal('toCode', 'must differ from fromCode', { code: 'invalid' });
          return { ...input, status: 'PAUSED' };
        }
        const pair = current!;
        const fee = input.feeRate === undefined ? pair.feeRate : String(input.feeRate);
        const spread = input.maxSpread === undefined ? pair.maxSpread : String(input.maxSpread);
        const { feeRate: _fee, maxSpread: _spread, ...rest } = input;
        if (!(await sameDecimal(tx, fee, pair.feeRate)) || !(await sameDecimal(tx, spread, pair.maxSpread))) {
          await file(tx, pair, { feeRate: { from: pair.feeRate, to: fee }, maxSpread: { from: pair.maxSpread, to: spread } }, user.userId);
        }
        return rest;
      },
      afterWrite: async ({ op, row, tx, user }) => {
        if (op !== 'add' || !row) return;
        await file(tx, row, { feeRate: { from: null, to: row.feeRate }, maxSpread: { from: null, to: row.maxSpread } }, user.userId);
      },
      decorateList: async (rows: ApiRow[]) => {
        const pending = await pendingChanges(db, rows.map((r) => r.id));
        return rows.map((r) => ({ ...r, pendingChange: pending.has(r.id) ? JSON.stringify(pending.get(r.id)) : null }));
      },
    },
    actions: {
      activate: (ctx) => switchPair(ctx, 'ACTIVE'),
      pause: (ctx) => switchPair(ctx, 'PAUSED'),
    },
  });
}

/**
 * Sets a pair's state on the row `loadRow` locks, from the state the action's `when` names: a
 * second "Pause" sent while the first ran is refused (409) instead of switching the pair back on,
 * as the one "Activate / pause" switch did. A pair is activated only with approved rates.
 */
async function switchPair(ctx: ActionContext<typeof swapPairs>, to: 'ACTIVE' | 'PAUSED') {
  const pair = await setOnLockedRow(ctx, swapPairs, { status: to }, { check: to === 'ACTIVE' ? requireApprovedRates : undefined });
  return { id: pair.id, status: to };
}

async function requireApprovedRates(pair: typeof swapPairs.$inferSelect, tx: Tx) {
  if (await ratesApproved(tx, pair)) return;
  throw conflict(`the fee and spread of ${pair.fromCode} → ${pair.toCode} are not approved yet`, {
    reason: 'report.swapPairAwaitingApproval',
    params: { fromCode: pair.fromCode, toCode: pair.toCode },
  });
}
