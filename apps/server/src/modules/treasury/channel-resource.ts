import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { compareDecimal } from '@ledgerdesk/shared';
import { channelResource } from '@ledgerdesk/shared/resources/treasury/channel';
import { TREASURY_APPROVAL_KINDS, TREASURY_APPROVE } from '@ledgerdesk/shared/resources/treasury/common';
import type { Db, Tx } from '../../db/client';
import { rechargeAddresses, rechargeChannels } from '../../db/schema';
import { conflict, fieldRefusal } from '../../lib/errors';
import { maskIdNumber } from '../../lib/mask';
import { bindResource, setOnLockedRow, type ActionContext } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { subjectsAwaiting, type TreasuryApprovalHandler } from './pending-approvals';
import { logTreasuryEvent } from './treasury-events';
import { receivingAccountNotice } from './security-notices';
import { requireWalletCode } from '../../lib/wallet-codes';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type ChannelRow = typeof rechargeChannels.$inferSelect;
const SUBJECT = 'CHANNEL';

/** A receiving account must be a platform address of the channel's wallet code that is not retired. */
async function requireReceivingAddress(tx: Tx, id: number, walletCode: string) {
  const [address] = await tx.select().from(rechargeAddresses).where(eq(rechargeAddresses.id, id));
  if (!address || address.walletCode !== walletCode || address.status === 'RETIRED') {
    throw fieldRefusal('receivingAddressId', `must be a ${walletCode} recharge address that is not retired`, { code: 'notChoosable', params: { value: id } });
  }
  return address;
}

/** Files the four-eyes request for a new receiving account and logs it as a security event. */
async function requestReceivingChange(deps: AreaDeps, tx: Tx, channel: { id: number; code: string; receivingAddressId: number | null }, to: number | null, makerId: number) {
  await deps.approvals.request(tx, {
    kind: TREASURY_APPROVAL_KINDS.channelReceivingAccount,
    subjectType: SUBJECT,
    subjectId: channel.id,
    summary: {
      'zh-cn': `充值通道 ${channel.code}：收款账户 ${channel.receivingAddressId ?? '—'} → ${to ?? '—'}`,
      en: `recharge channel ${channel.code}: receiving account ${channel.receivingAddressId ?? '—'} → ${to ?? '—'}`,
      'zh-tw': `儲值通道 ${channel.code}：收款帳戶 ${channel.receivingAddressId ?? '—'} → ${to ?? '—'}`,
    },
    payload: { channel: channel.code, from: channel.receivingAddressId, to },
    makerId,
  });
  await logTreasuryEvent(tx, {
    subjectType: SUBJECT,
    subjectId: channel.id,
    action: 'receiving-account-requested',
    from: String(channel.receivingAddressId ?? ''),
    to: String(to ?? ''),
    operatorId: makerId,
  });
  await receivingAccountNotice(tx, { channel: channel.code, from: accountRef(channel.receivingAddressId), to: accountRef(to), stage: 'filed', operatorId: makerId });
}

const accountRef = (id: number | null) => (id === null ? '' : `#${id}`);

/** Applies an approved receiving account, if the channel still has the account the request started from. */
export const channelReceivingApproval: TreasuryApprovalHandler = {
  kind: TREASURY_APPROVAL_KINDS.channelReceivingAccount,
  title: { 'zh-cn': '充值通道收款账户变更', en: 'Recharge channel receiving account change', 'zh-tw': '儲值通道收款帳戶變更' },
  permission: TREASURY_APPROVE.channel,
  onReject: NOTHING_WAITS, // the channel is untouched; its list reads the open request
  async apply(tx, approval, approverId) {
    const { from, to } = approval.payload as { from: number | null; to: number | null };
    const [channel] = await tx.select().from(rechargeChannels).where(eq(rechargeChannels.id, approval.subjectId!)).for('update');
    if (!channel) throw conflict(`recharge channel ${approval.subjectId} no longer exists`, { reason: 'record.notFound', params: { id: approval.subjectId! } });
    if (channel.receivingAddressId !== from) {
      throw conflict(`the receiving account of ${channel.code} changed since this request was filed`, { reason: 'treasury.requestOutdated', params: { subject: channel.code } });
    }
    if (to !== null) await requireReceivingAddress(tx, to, channel.walletCode);
    await tx
      .update(rechargeChannels)
      .set({ receivingAddressId: to, version: sql`${rechargeChannels.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(rechargeChannels.id, channel.id));
    await logTreasuryEvent(tx, {
      subjectType: SUBJECT, subjectId: channel.id, action: 'receiving-account-changed', from: String(from ?? ''), to: String(to ?? ''), operatorId: approverId,
    });
    await receivingAccountNotice(tx, { channel: channel.code, from: accountRef(from), to: accountRef(to), stage: 'applied', operatorId: approverId });
    return { channel: channel.code, receivingAddressId: to };
  },
};

/** The receiving accounts of a page of channels, masked (the list shows which one, never the whole address). */
async function maskedAccounts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: rechargeAddresses.id, address: rechargeAddresses.address }).from(rechargeAddresses).where(inArray(rechargeAddresses.id, ids));
  return new Map(rows.map((r) => [r.id, maskIdNumber(r.address)]));
}

/** A new channel's receiving account, set aside between the write hooks of one request. */
const requestedOnAdd = new WeakMap<FastifyRequest, number>();

/**
 * finance/channel: the wallet code must exist, the maximum not fall below the minimum, and the
 * receiving account is never written by the add or edit itself: a new one (on a new channel too)
 * is a four-eyes request, logged when filed and when applied.
 */
export function channelBinding(deps: AreaDeps) {
  return bindResource({
    definition: channelResource,
    table: rechargeChannels,
    hooks: {
      async beforeWrite({ op, input, current, tx, request, user }) {
        const row = current as ChannelRow | null;
        const values = { ...input };
        const walletCode = String(values.walletCode ?? row?.walletCode ?? '');
        if (op === 'add') await requireWalletCode(tx, walletCode);
        const min = String(values.minAmount ?? row?.minAmount ?? '0');
        const max = values.maxAmount !== undefined ? (values.maxAmount as string | null) : (row?.maxAmount ?? null);
        if (max !== null && max !== '' && compareDecimal(max, min) < 0) {
          throw fieldRefusal('maxAmount', `must not be below the minimum ${min}`, { code: 'too_small', params: { minimum: min } });
        }
        if (!('receivingAddressId' in values)) return values;
        const to = (values.receivingAddressId as number | null) ?? null;
        delete values.receivingAddressId;
        if (to !== null) await requireReceivingAddress(tx, to, walletCode);
        if (op === 'add') {
          if (to !== null) requestedOnAdd.set(request, to);
        } else if (row && to !== row.receivingAddressId) {
          await requestReceivingChange(deps, tx, row, to, user.userId);
        }
        return values;
      },
      async afterWrite({ op, row, tx, request, user }) {
        const to = requestedOnAdd.get(request);
        if (op !== 'add' || to === undefined || !row) return;
        requestedOnAdd.delete(request);
        await requestReceivingChange(deps, tx, row as ChannelRow, to, user.userId);
      },
      async decorateList(rows, { db }) {
        const [accounts, pending] = await Promise.all([
          maskedAccounts(db, rows.map((r) => r.receivingAddressId).filter((id): id is number => typeof id === 'number')),
          subjectsAwaiting(db, TREASURY_APPROVAL_KINDS.channelReceivingAccount, SUBJECT, rows.map((r) => r.id)),
        ]);
        // The reference's label is the whole address: the list carries only the masked one.
        return rows.map((r) => {
          const masked = accounts.get(r.receivingAddressId as number) ?? '';
          return { ...r, receivingAddressIdLabel: masked || null, receivingAccount: masked, receivingChangePending: pending.has(r.id) };
        });
      },
    },
    actions: {
      pause: (ctx) => setStatus(ctx, 'PAUSED'),
      resume: (ctx) => setStatus(ctx, 'ACTIVE'),
    },
  });
}

async function setStatus(ctx: ActionContext<typeof rechargeChannels>, to: 'ACTIVE' | 'PAUSED') {
  const row = await setOnLockedRow(ctx, rechargeChannels, { status: to });
  return { id: row.id, code: row.code, status: to };
}
