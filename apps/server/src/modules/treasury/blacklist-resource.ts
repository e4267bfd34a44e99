import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from '@ledgerdesk/shared';
import { addressBlacklistResource, type BlacklistImportLine, type BlacklistImportResult } from '@ledgerdesk/shared/resources/treasury/address-blacklist';
import { ADDRESS_MAX, ANY_EVM, TREASURY_APPROVAL_KINDS, TREASURY_APPROVE } from '@ledgerdesk/shared/resources/treasury/common';
import type { Tx } from '../../db/client';
import { addressBlacklist } from '../../db/schema';
import { badRequest, conflict, fieldRefusal } from '../../lib/errors';
import { bindResource, type ActionContext } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { normaliseAddress } from '../../lib/address-rules';
import { batchLines } from './csv-lines';
import { subjectsAwaiting, type TreasuryApprovalHandler } from './pending-approvals';
import { logTreasuryEvent } from './treasury-events';
import { addressProblem, normalisedFor, requireWalletCode } from '../../lib/wallet-codes';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type EntryRow = typeof addressBlacklist.$inferSelect;
const SUBJECT = 'ADDRESS_BLACKLIST';
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/;

/** An address as the list stores it for this wallet code (or ANY_EVM), or why it cannot be listed. */
async function listedForm(tx: Tx, walletCode: string, raw: string): Promise<{ address: string; problem?: string }> {
  if (walletCode === ANY_EVM) {
    const address = normaliseAddress(raw, true);
    return EVM_ADDRESS.test(address) ? { address } : { address, problem: 'is not an EVM address (0x and 40 hex digits)' };
  }
  const code = await requireWalletCode(tx, walletCode);
  const address = normalisedFor(code, raw);
  if (address.length > ADDRESS_MAX) return { address, problem: `is longer than ${ADDRESS_MAX} characters` };
  const problem = addressProblem(code, address);
  return problem ? { address, problem } : { address };
}

async function activeEntry(tx: Tx, walletCode: string, address: string) {
  const [row] = await tx
    .select({ id: addressBlacklist.id })
    .from(addressBlacklist)
    .where(and(eq(addressBlacklist.walletCode, walletCode), eq(addressBlacklist.address, address), eq(addressBlacklist.status, 'ACTIVE')));
  return row;
}

const importSchema = z.object({
  walletCode: textSchema().trim().min(1).max(32),
  direction: z.enum(['INBOUND', 'OUTBOUND', 'BOTH']),
  source: textSchema().trim().min(1).max(32),
  reason: textSchema().trim().min(1).max(500),
  lines: textSchema().max(200_000),
});
const IMPORT_MAX = 1000;

/** Adds many addresses with one source and reason; each line answers ADDED, DUPLICATE (listed already) or INVALID. */
async function importBatch(ctx: ActionContext): Promise<BlacklistImportResult> {
  const input = importSchema.parse(ctx.input);
  const parsed = batchLines(input.lines);
  if (parsed.length === 0 || parsed.length > IMPORT_MAX) {
    throw badRequest(`between 1 and ${IMPORT_MAX} addresses per import`, { lines: `must hold 1 to ${IMPORT_MAX} addresses` }, {
      issues: { lines: { code: parsed.length ? 'too_big' : 'required', params: { maximum: IMPORT_MAX } } },
    });
  }
  return ctx.db.transaction(async (tx) => {
    const lines: BlacklistImportLine[] = [];
    for (const { line, cells } of parsed) {
      const { address, problem } = await listedForm(tx, input.walletCode, cells[0] ?? '');
      if (problem) {
        lines.push({ line, address, outcome: 'INVALID', message: `the address ${problem}` });
        continue;
      }
      const [inserted] = await tx
        .insert(addressBlacklist)
        .values({ walletCode: input.walletCode, address, direction: input.direction, source: input.source, reason: input.reason, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
        .onConflictDoNothing()
        .returning({ id: addressBlacklist.id });
      lines.push({ line, address, outcome: inserted ? 'ADDED' : 'DUPLICATE', ...(inserted ? {} : { message: 'listed already' }) });
    }
    const tally = (outcome: BlacklistImportLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
    return { added: tally('ADDED'), duplicates: tally('DUPLICATE'), invalid: tally('INVALID'), lines };
  });
}

/** Lifts an entry once a second operator approves (the entry must still be ACTIVE). */
export const blacklistLiftApproval: TreasuryApprovalHandler = {
  kind: TREASURY_APPROVAL_KINDS.blacklistLift,
  title: { 'zh-cn': '解除黑名单地址', en: 'Lift a black-listed address', 'zh-tw': '解除黑名單地址' },
  permission: TREASURY_APPROVE.blacklist,
  onReject: NOTHING_WAITS, // the entry is untouched; its list reads the open request
  async apply(tx, approval, approverId) {
    const { reason } = approval.payload as { reason: string };
    const [row] = await tx.select().from(addressBlacklist).where(eq(addressBlacklist.id, approval.subjectId!)).for('update');
    if (!row || row.status !== 'ACTIVE') {
      throw conflict(`black-list entry ${approval.subjectId} is no longer active`, { reason: 'treasury.requestOutdated', params: { subject: String(approval.subjectId) } });
    }
    await tx
      .update(addressBlacklist)
      .set({ status: 'LIFTED', liftedReason: reason, version: sql`${addressBlacklist.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(addressBlacklist.id, row.id));
    await logTreasuryEvent(tx, { subjectType: SUBJECT, subjectId: row.id, action: 'lift', from: 'ACTIVE', to: 'LIFTED', operatorId: approverId, remark: reason });
    return { address: row.address, status: 'LIFTED' };
  },
};

/**
 * finance/address-blacklist: addresses are stored normalised and must fit their wallet code (any
 * EVM address under ANY_EVM); an address already ACTIVE under the same code is refused. Lifting
 * files a four-eyes request with the reason; the entry stays ACTIVE until it is approved.
 */
export function blacklistBinding(deps: AreaDeps) {
  return bindResource({
    definition: addressBlacklistResource,
    table: addressBlacklist,
    hooks: {
      async beforeWrite({ input, tx }) {
        const walletCode = String(input.walletCode ?? '');
        const { address, problem } = await listedForm(tx, walletCode, String(input.address ?? ''));
        if (problem) throw fieldRefusal('address', problem, { code: 'invalid_format' });
        if (await activeEntry(tx, walletCode, address)) throw fieldRefusal('address', `is already on the black list for ${walletCode}`, { code: 'taken' }, 409);
        return { ...input, address };
      },
      async decorateList(rows, { db }) {
        const pending = await subjectsAwaiting(db, TREASURY_APPROVAL_KINDS.blacklistLift, SUBJECT, rows.map((r) => r.id));
        return rows.map((r) => ({ ...r, liftPending: pending.has(r.id) }));
      },
    },
    actions: {
      import: importBatch,
      lift: async (ctx) =>
        ctx.db.transaction(async (tx) => {
          const row = (await ctx.loadRow(ctx.input.id!, tx)) as EntryRow;
          const reason = String(ctx.input.reason ?? '');
          const approval = await deps.approvals.request(tx, {
            kind: TREASURY_APPROVAL_KINDS.blacklistLift,
            subjectType: SUBJECT,
            subjectId: row.id,
            summary: {
              'zh-cn': `解除黑名单 ${row.walletCode} 地址 ${row.address}：${reason}`,
              en: `lift black-listed ${row.walletCode} address ${row.address}: ${reason}`,
              'zh-tw': `解除黑名單 ${row.walletCode} 地址 ${row.address}：${reason}`,
            },
            payload: { walletCode: row.walletCode, address: row.address, reason },
            makerId: ctx.user.userId,
            makerRemark: reason,
          });
          return { id: row.id, status: row.status, approvalId: approval.id };
        }),
    },
  });
}
