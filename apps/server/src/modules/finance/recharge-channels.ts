import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { MANUAL_RECHARGE_CHANNEL, MANUAL_RECHARGE_CHANNEL_KEY, type RechargeChannelOption } from '@ledgerdesk/shared';
import type { Db, Tx } from '../../db/client';
import { rechargeChannels, rechargeOrders, walletCodes } from '../../db/schema';
import { badRequest, fieldRefusal } from '../../lib/errors';

/*
 * The channel a recharge order came through: MANUAL (entered by hand, no member-facing channel), or
 * a recharge channel (treasury, catalogue §3.2) by its code, which never changes once created. An
 * order names a channel of its own currency, and the order's network is the channel's.
 */

/** Channels with the asset their wallet code carries (the currency an order through them is in). */
const channelsWithAsset = <T extends SelectedFields>(db: Db | Tx, columns: T) =>
  db
    .select({ ...columns, asset: walletCodes.asset })
    .from(rechargeChannels)
    .innerJoin(walletCodes, eq(walletCodes.code, rechargeChannels.walletCode));

/** Every channel with what it carries and its names, in the channels' own order (the list's sort). */
export async function listRechargeChannels(db: Db): Promise<RechargeChannelOption[]> {
  const { code, walletCode, nameZhCn, nameEn, nameZhTw, status } = rechargeChannels;
  const rows = await channelsWithAsset(db, { code, walletCode, nameZhCn, nameEn, nameZhTw, status }).orderBy(asc(rechargeChannels.sort), asc(code));
  return rows.map((r) => ({
    code: r.code,
    walletCode: r.walletCode,
    currency: r.asset,
    names: { 'zh-cn': r.nameZhCn, en: r.nameEn, 'zh-tw': r.nameZhTw },
    active: r.status === 'ACTIVE',
  }));
}

/**
 * The channel an order in `currency` may name, and the wallet code it brings: none for MANUAL. A
 * channel of another currency, or whose network is not the one the order names, is refused with
 * the field named. A PAUSED channel takes no new member submissions, but money that arrived through
 * it is still entered, so it is accepted here.
 */
export async function requireRechargeChannel(tx: Db | Tx, code: string, currency: string, walletCode: string | null | undefined): Promise<{ walletCode: string | null }> {
  if (code === MANUAL_RECHARGE_CHANNEL) return { walletCode: null };
  const [channel] = await channelsWithAsset(tx, { walletCode: rechargeChannels.walletCode }).where(eq(rechargeChannels.code, code));
  if (!channel) throw fieldRefusal('channel', `no recharge channel ${code}`, { code: 'noSuchRecord', params: { value: code } });
  if (channel.asset !== currency) {
    throw badRequest(`recharge channel ${code} takes ${channel.asset}, not ${currency}`, { channel: `takes ${channel.asset}` }, {
      reason: 'finance.channelCurrency',
      params: { channel: code, asset: channel.asset, currency },
      issues: { channel: { code: 'invalid_value', params: { value: code } } },
    });
  }
  if (walletCode && walletCode !== channel.walletCode) {
    throw badRequest(`recharge channel ${code} receives over ${channel.walletCode}, not ${walletCode}`, { walletCode: `the channel receives over ${channel.walletCode}` }, {
      reason: 'finance.channelWalletCode',
      params: { channel: code, walletCode, channelWalletCode: channel.walletCode },
      issues: { walletCode: { code: 'invalid_value', params: { value: walletCode } } },
    });
  }
  return { walletCode: channel.walletCode };
}

/** One of the order's channel's names: a correlated look-up by the channel's unique code. */
const nameOf = (column: PgColumn) =>
  sql`(select ${column} from ${rechargeChannels} where ${rechargeChannels.code} = ${rechargeOrders.channel})`;

/** For the manual channel `manual`, else the channel's name (`otherwise` when it has none). */
const channelWords = (manual: SQL, column: PgColumn, otherwise: SQL) =>
  sql<string | null>`case when ${rechargeOrders.channel} = ${MANUAL_RECHARGE_CHANNEL} then ${manual} else coalesce(${nameOf(column)}, ${otherwise}) end`;

/**
 * The order's channel by name, worked out with the row (the resource's computed fields): the list
 * shows the reader's language, the export the export's. The manual channel is named by its
 * translation key (MANUAL_RECHARGE_CHANNEL_KEY) with no other texts, as built-in menus are; a code no
 * channel has (an order entered before channels were checked) reads as stored, its other languages
 * empty, so both fall back to the name, as `languages` fields do.
 */
export const channelNameColumns = {
  channelName: channelWords(sql`${MANUAL_RECHARGE_CHANNEL_KEY}::text`, rechargeChannels.nameZhCn, sql`${rechargeOrders.channel}`),
  channelNameEn: channelWords(sql`null`, rechargeChannels.nameEn, sql`null`),
  channelNameZhTw: channelWords(sql`null`, rechargeChannels.nameZhTw, sql`null`),
};
