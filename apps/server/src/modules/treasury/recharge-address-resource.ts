import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, textSchema } from '@ledgerdesk/shared';
import { ADDRESS_MAX } from '@ledgerdesk/shared/resources/treasury/common';
import {
  RECHARGE_ADDRESS_IMPORT_MAX,
  rechargeAddressResource,
  type AddressImportLine,
  type AddressImportResult,
} from '@ledgerdesk/shared/resources/treasury/recharge-address';
import { members, rechargeAddresses, rechargeChannels } from '../../db/schema';
import { badRequest, conflict, fieldRefusal } from '../../lib/errors';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import { bindResource, type ActionContext } from '../../resource';
import { batchLines } from './csv-lines';
import { logTreasuryEvent } from './treasury-events';
import { addressProblem, normalisedFor, requireWalletCode } from '../../lib/wallet-codes';

type AddressRow = typeof rechargeAddresses.$inferSelect;
const SUBJECT = 'RECHARGE_ADDRESS';

const importSchema = z.object({
  walletCode: textSchema().trim().min(1).max(32),
  custody: z.enum(['HOT', 'COLD', 'CUSTODIAN']),
  lines: textSchema().max(200_000),
});

/**
 * Imports a custody batch in one transaction: each line is added, or reported as a duplicate (in
 * the pool already, or earlier in the batch) or invalid (with why). Nothing is half-written: the
 * valid lines go in together. The answer lists every line's fate.
 */
async function importBatch(ctx: ActionContext): Promise<AddressImportResult> {
  const input = importSchema.parse(ctx.input);
  const parsed = batchLines(input.lines);
  if (parsed.length === 0) throw badRequest('no address to import', { lines: 'holds no address' }, { issues: { lines: { code: 'required' } } });
  if (parsed.length > RECHARGE_ADDRESS_IMPORT_MAX) {
    throw badRequest(`at most ${RECHARGE_ADDRESS_IMPORT_MAX} addresses per import`, { lines: `more than ${RECHARGE_ADDRESS_IMPORT_MAX} lines` }, {
      issues: { lines: { code: 'too_big', params: { maximum: RECHARGE_ADDRESS_IMPORT_MAX } } },
    });
  }
  return ctx.db.transaction(async (tx) => {
    const code = await requireWalletCode(tx, input.walletCode);
    const seen = new Set<string>();
    const lines: AddressImportLine[] = [];
    for (const { line, cells } of parsed) {
      const [rawAddress = '', memo = '', label = ''] = cells;
      const address = normalisedFor(code, rawAddress);
      const result = (outcome: AddressImportLine['outcome'], extra: Partial<AddressImportLine> = {}) => lines.push({ line, address, outcome, ...extra });
      if (address.length > ADDRESS_MAX || memo.length > 64 || label.length > 64) {
        result('INVALID', { issue: 'tooLong', message: `address at most ${ADDRESS_MAX} characters, memo and label at most 64` });
        continue;
      }
      const problem = addressProblem(code, address);
      if (problem) {
        result('INVALID', { issue: address ? 'pattern' : 'format', message: `the address ${problem}` });
        continue;
      }
      if (code.memoRequired && !memo) {
        result('INVALID', { issue: 'memoRequired', message: `${code.code} addresses need a memo` });
        continue;
      }
      const key = `${address}\u0000${memo}`;
      if (seen.has(key)) {
        result('DUPLICATE', { message: 'repeated earlier in this batch' });
        continue;
      }
      seen.add(key);
      const [inserted] = await tx
        .insert(rechargeAddresses)
        .values({ walletCode: code.code, address, memo, label, custody: input.custody, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
        .onConflictDoNothing()
        .returning({ id: rechargeAddresses.id });
      result(inserted ? 'ADDED' : 'DUPLICATE', inserted ? {} : { message: 'already in the pool' });
    }
    const tally = (outcome: AddressImportLine['outcome']) => lines.filter((l) => l.outcome === outcome).length;
    return { added: tally('ADDED'), duplicates: tally('DUPLICATE'), invalid: tally('INVALID'), lines };
  });
}

const assignSchema = z.object({ id: idSchema, memberId: idSchema });

/** Gives an AVAILABLE address to a member who has no ASSIGNED one of that wallet code (a unique index backs it). */
async function assign(ctx: ActionContext) {
  const input = assignSchema.parse(ctx.input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = (await ctx.loadRow(input.id, tx)) as AddressRow;
      const [member] = await tx.select({ id: members.id, account: members.account, status: members.status }).from(members).where(eq(members.id, input.memberId));
      if (!member) throw fieldRefusal('memberId', `no member with id ${input.memberId}`, { code: 'noSuchRecord', params: { value: input.memberId } });
      if (member.status === 'DISABLED') throw conflict(`member ${member.account} is DISABLED`, { reason: 'finance.memberDisabled', params: { account: member.account } });
      const [held] = await tx
        .select({ id: rechargeAddresses.id })
        .from(rechargeAddresses)
        .where(and(eq(rechargeAddresses.memberId, member.id), eq(rechargeAddresses.walletCode, row.walletCode), eq(rechargeAddresses.status, 'ASSIGNED')));
      if (held) throw memberHasAddress(member.account, row.walletCode);
      await tx
        .update(rechargeAddresses)
        .set({ status: 'ASSIGNED', memberId: member.id, assignedAt: sql`now()`, version: sql`${rechargeAddresses.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
        .where(eq(rechargeAddresses.id, row.id));
      await logTreasuryEvent(tx, { subjectType: SUBJECT, subjectId: row.id, action: 'assign', from: row.status, to: 'ASSIGNED', operatorId: ctx.user.userId, remark: `member ${member.id} ${member.account}` });
      return { id: row.id, status: 'ASSIGNED', memberId: member.id };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw memberHasAddress(String(input.memberId), 'this wallet code');
    throw error;
  }
}

function memberHasAddress(account: string, walletCode: string) {
  return conflict(`member ${account} already has an assigned ${walletCode} address; retire it first`, {
    reason: 'treasury.memberHasAddress',
    params: { account, walletCode },
  });
}

/**
 * Retires an address for good. An active channel's receiving account cannot be retired (change the
 * channel first). The table keeps member_id only while ASSIGNED, so the member it served is kept
 * in the review event written beside the change.
 */
async function retire(ctx: ActionContext) {
  return ctx.db.transaction(async (tx) => {
    const row = (await ctx.loadRow(ctx.input.id!, tx)) as AddressRow;
    const [channel] = await tx
      .select({ code: rechargeChannels.code })
      .from(rechargeChannels)
      .where(and(eq(rechargeChannels.receivingAddressId, row.id), eq(rechargeChannels.status, 'ACTIVE')));
    if (channel) {
      throw conflict(`this address receives the deposits of channel ${channel.code}; give the channel another account first`, {
        reason: 'treasury.addressInUse',
        params: { channel: channel.code },
      });
    }
    const reason = String(ctx.input.reason ?? '');
    await tx
      .update(rechargeAddresses)
      .set({ status: 'RETIRED', memberId: null, retiredReason: reason, version: sql`${rechargeAddresses.version} + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
      .where(eq(rechargeAddresses.id, row.id));
    await logTreasuryEvent(tx, {
      subjectType: SUBJECT, subjectId: row.id, action: 'retire', from: row.status, to: 'RETIRED', operatorId: ctx.user.userId,
      remark: row.memberId ? `${reason} (was assigned to member ${row.memberId})` : reason,
    });
    return { id: row.id, status: 'RETIRED' };
  });
}

/** finance/recharge-address: read, export, and the three actions; nothing edits an address in place. */
export const rechargeAddressBinding = bindResource({
  definition: rechargeAddressResource,
  table: rechargeAddresses,
  actions: { import: importBatch, assign, retire },
});
