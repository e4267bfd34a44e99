import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { addressBlacklistResource } from '@ledgerdesk/shared/resources/treasury/address-blacklist';
import { channelResource } from '@ledgerdesk/shared/resources/treasury/channel';
import { currencyResource } from '@ledgerdesk/shared/resources/treasury/currency';
import { BLACKLIST_SOURCE_DICT, TREASURY_APPROVE, WALLET_NETWORK_DICT, WITHDRAW_ADDRESS_VIEW } from '@ledgerdesk/shared/resources/treasury/common';
import { rechargeAddressResource } from '@ledgerdesk/shared/resources/treasury/recharge-address';
import { walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import { withdrawAddressResource } from '@ledgerdesk/shared/resources/treasury/withdraw-address';
import { MANUAL_RECHARGE_CHANNEL } from '@ledgerdesk/shared';
import { RECHARGE_RELEASE_PERMISSION } from '@ledgerdesk/shared/resources/finance/recharge';
import { addWithdrawAddress } from '../../../modules/treasury/withdraw-address-book';
import type { Db } from '../../client';
import { addressBlacklist, members, rechargeAddresses, rechargeChannels, walletCodes, withdrawAddresses } from '../../schema';
import type { MenuSeed } from '../menus';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/** A button of its own under a page: a permission no CRUD op or action carries (approving, seeing whole). */
const button = (parent: string, suffix: string, permission: string, titles: [string, string, string], sort: number): MenuSeed => ({
  key: `${parent}.${suffix}`,
  parent,
  type: 'F',
  title: titles[0],
  titleEn: titles[1],
  titleZhTw: titles[2],
  permission,
  sort,
});

/**
 * Menus and dictionaries of the treasury area (issue 14, catalogue §3.1–3.5), under the existing
 * finance directory: one page per resource with its buttons, plus the four-eyes approve buttons and
 * seeing a member's withdraw address whole. The super role only, until a role is granted them.
 */
export const TREASURY_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(currencyResource),
    button('finance.currency', 'approve', TREASURY_APPROVE.currency, ['批准精度/手续费/汇率变更', 'Approve decimals, fee or rate changes', '核准精度/手續費/匯率變更'], 9),
    ...resourceMenuSeed(walletCodeResource),
    button('finance.walletCode', 'approve', TREASURY_APPROVE.walletCode, ['批准精度/合约/手续费变更', 'Approve decimals, contract or fee changes', '核准精度/合約/手續費變更'], 9),
    ...resourceMenuSeed(channelResource),
    button('finance.channel', 'approve', TREASURY_APPROVE.channel, ['批准收款账户变更', 'Approve receiving account changes', '核准收款帳戶變更'], 9),
    ...resourceMenuSeed(rechargeAddressResource),
    ...resourceMenuSeed(addressBlacklistResource),
    button('finance.addressBlacklist', 'approve', TREASURY_APPROVE.blacklist, ['批准解除', 'Approve lifting', '核准解除'], 9),
    ...resourceMenuSeed(withdrawAddressResource),
    button('finance.withdrawAddress', 'view', WITHDRAW_ADDRESS_VIEW, ['查看完整地址', 'See whole addresses', '檢視完整地址'], 9),
    // The compliance decision on a recharge credited frozen for a black-listed sender (release is four-eyes).
    button('finance.recharge', 'release', RECHARGE_RELEASE_PERMISSION, ['冻结充值的合规处理', 'Decide frozen recharges (compliance)', '凍結儲值的合規處理'], 9),
  ],
  dicts: [
    {
      type: WALLET_NETWORK_DICT,
      name: ['钱包网络', 'Wallet network', '錢包網路'],
      data: [
        ['TRON', ['波场 TRON', 'TRON', '波場 TRON'], 'danger'],
        ['ETH', ['以太坊', 'Ethereum', '以太坊'], 'primary'],
        ['BSC', ['BNB 智能链', 'BNB Smart Chain', 'BNB 智能鏈'], 'warning'],
        ['BTC', ['比特币', 'Bitcoin', '比特幣'], 'warning'],
        ['BANK', ['银行', 'Bank', '銀行'], 'info'],
      ],
    },
    {
      type: BLACKLIST_SOURCE_DICT,
      name: ['黑名单来源', 'Blacklist source', '黑名單來源'],
      data: [
        ['SANCTIONS_LIST', ['制裁名单', 'Sanctions list', '制裁名單'], 'danger', true],
        ['INTERNAL_CASE', ['内部案件', 'Internal case', '內部案件'], 'warning'],
        ['LAW_ENFORCEMENT', ['执法机关', 'Law enforcement', '執法機關'], 'danger'],
        ['VENDOR_SCREENING', ['第三方筛查', 'Vendor screening', '第三方篩查'], 'info'],
      ],
    },
  ],
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Made-up but well-formed demo addresses, the same on every install (no real wallet is named). */
function demoAddress(kind: 'TRON' | 'EVM' | 'BTC' | 'BANK', n: number): string {
  const digest = createHash('sha256').update(`ledgerdesk-demo-${kind}-${n}`).digest();
  const pick = (alphabet: string, length: number) => Array.from({ length }, (_, i) => alphabet[digest[i % digest.length]! % alphabet.length]).join('');
  if (kind === 'TRON') return `T${pick(BASE58, 33)}`;
  if (kind === 'EVM') return `0x${digest.toString('hex').slice(0, 40)}`;
  if (kind === 'BTC') return `bc1q${pick(BECH32, 38)}`;
  return `6222${String(digest.readUInt32BE(0)).padStart(10, '0').slice(0, 10)}${String(n).padStart(2, '0')}`;
}

/** The demo channel a deposit in this currency comes through (none seeded for ETH: entered by hand). */
export const demoChannelOf = (currency: string): string =>
  ({ USDT: 'USDT_TRC20_SHARED', BTC: 'BTC_ONCHAIN', CNY: 'CNY_BANK_TRANSFER' })[currency] ?? MANUAL_RECHARGE_CHANNEL;

/**
 * A made-up payment reference for a demo deposit through `channel`, as its channel's reviewers would
 * find it: a transaction hash on a network, a transfer's serial at a bank; none for a manual entry.
 * The same on every install.
 */
export function demoPaymentRef(channel: string, n: number): string {
  if (channel === MANUAL_RECHARGE_CHANNEL) return '';
  const digest = createHash('sha256').update(`ledgerdesk-demo-ref-${channel}-${n}`).digest();
  return channel.startsWith('CNY_') ? `BK${String(digest.readUInt32BE(0)).padStart(10, '0')}` : digest.toString('hex');
}

/** An EVM address the demo black list names, and a member's address book holds. */
const LISTED_EVM = demoAddress('EVM', 666);

const WALLET_CODES = [
  {
    code: 'USDT_TRC20', asset: 'USDT', network: 'TRON', tokenContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, displayScale: 6,
    addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$', explorerTxUrlTemplate: 'https://tronscan.org/#/transaction/{tx}', minConfirmations: 20, minDeposit: '10', minWithdraw: '10', withdrawFee: '1',
  },
  {
    code: 'USDT_ERC20', asset: 'USDT', network: 'ETH', tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec7', decimals: 6, displayScale: 6,
    addressRegex: '^0x[0-9a-fA-F]{40}$', explorerTxUrlTemplate: 'https://etherscan.io/tx/{tx}', minConfirmations: 12, minDeposit: '20', minWithdraw: '20', withdrawFee: '5',
  },
  {
    code: 'BTC', asset: 'BTC', network: 'BTC', tokenContract: null, decimals: 8, displayScale: 8,
    addressRegex: '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$', explorerTxUrlTemplate: 'https://mempool.space/tx/{tx}', minConfirmations: 2, minDeposit: '0.0005', minWithdraw: '0.001', withdrawFee: '0.0002',
  },
  {
    code: 'ETH', asset: 'ETH', network: 'ETH', tokenContract: null, decimals: 18, displayScale: 8,
    addressRegex: '^0x[0-9a-fA-F]{40}$', explorerTxUrlTemplate: 'https://etherscan.io/tx/{tx}', minConfirmations: 12, minDeposit: '0.005', minWithdraw: '0.01', withdrawFee: '0.002',
  },
  {
    code: 'CNY_BANK', asset: 'CNY', network: 'BANK', tokenContract: null, decimals: 2, displayScale: 2,
    addressRegex: '^[0-9]{12,19}$', explorerTxUrlTemplate: '', minConfirmations: 0, minDeposit: '100', minWithdraw: '100', withdrawFee: '0', withdrawEnabled: false,
  },
];

/**
 * Demo rows the demo's orders name (SEED_DEMO, seeded before them): the five wallet codes of the
 * seeded currencies, an address pool per code, a channel per way of topping up and three black-list
 * entries. Inserted once: skipped when any wallet code exists.
 */
export async function seedTreasuryCatalogueDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: walletCodes.id }).from(walletCodes).limit(1);
    if (any) return;
    await tx.insert(walletCodes).values(WALLET_CODES);

    const pool = [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ walletCode: 'USDT_TRC20', address: demoAddress('TRON', n), custody: n <= 2 ? 'HOT' : 'COLD', label: `TRC20 #${n}` })),
      ...[1, 2, 3, 4].map((n) => ({ walletCode: 'USDT_ERC20', address: demoAddress('EVM', n), custody: 'HOT', label: `ERC20 #${n}` })),
      ...[1, 2, 3].map((n) => ({ walletCode: 'BTC', address: demoAddress('BTC', n), custody: n === 1 ? 'HOT' : 'CUSTODIAN', label: `BTC #${n}` })),
      { walletCode: 'ETH', address: demoAddress('EVM', 10), custody: 'HOT', label: 'ETH hot' },
      ...[1, 2].map((n) => ({ walletCode: 'CNY_BANK', address: demoAddress('BANK', n), custody: 'CUSTODIAN', label: `Settlement account ${n}` })),
    ];
    const addresses = await tx.insert(rechargeAddresses).values(pool).returning();
    const byLabel = new Map(addresses.map((a) => [a.label, a]));

    await tx.update(rechargeAddresses).set({ status: 'RETIRED', retiredReason: 'Key rotated by custody' }).where(eq(rechargeAddresses.id, byLabel.get('TRC20 #6')!.id));

    const name = (zhCn: string, en: string, zhTw: string) => ({ nameZhCn: zhCn, nameEn: en, nameZhTw: zhTw });
    await tx.insert(rechargeChannels).values([
      { code: 'USDT_TRC20_SHARED', ...name('USDT（TRC20）转账', 'USDT over TRC20', 'USDT（TRC20）轉帳'), walletCode: 'USDT_TRC20', kind: 'ONCHAIN_SHARED', minAmount: '10', maxAmount: '50000', feeRate: '0', requiresTxHash: true, receivingAddressId: byLabel.get('TRC20 #1')!.id, sort: 1 },
      { code: 'USDT_ERC20_MEMBER', ...name('USDT（ERC20）专属地址', 'USDT over ERC20, own address', 'USDT（ERC20）專屬地址'), walletCode: 'USDT_ERC20', kind: 'ONCHAIN_PER_MEMBER', minAmount: '20', maxAmount: '100000', feeFixed: '1', sort: 2 },
      { code: 'BTC_ONCHAIN', ...name('比特币转账', 'Bitcoin transfer', '比特幣轉帳'), walletCode: 'BTC', kind: 'ONCHAIN_SHARED', minAmount: '0.0005', maxAmount: '5', requiresTxHash: true, receivingAddressId: byLabel.get('BTC #1')!.id, sort: 3 },
      { code: 'CNY_BANK_TRANSFER', ...name('人民币银行转账', 'CNY bank transfer', '人民幣銀行轉帳'), walletCode: 'CNY_BANK', kind: 'BANK', minAmount: '100', maxAmount: '200000', feeRate: '0.002', requiresVoucher: true, dailyCapPerMember: 5, kycLevelRequired: 'PRIMARY', receivingAddressId: byLabel.get('Settlement account 1')!.id, sort: 4 },
      { code: 'CNY_PSP', ...name('第三方支付', 'Payment provider', '第三方支付'), walletCode: 'CNY_BANK', kind: 'PSP', minAmount: '100', maxAmount: '20000', feeRate: '0.006', pspProviderCode: 'SIMPAY', status: 'PAUSED', sort: 5 },
    ]);

    await tx.insert(addressBlacklist).values([
      { walletCode: 'ANY_EVM', address: LISTED_EVM, direction: 'BOTH', source: 'SANCTIONS_LIST', caseRef: 'SDN-2026-0142', reason: 'Listed by a sanctions authority (mixer)' },
      { walletCode: 'USDT_TRC20', address: demoAddress('TRON', 666), direction: 'INBOUND', source: 'INTERNAL_CASE', caseRef: 'CASE-0031', reason: 'Deposits traced to a phishing campaign' },
      { walletCode: 'BTC', address: demoAddress('BTC', 666), direction: 'OUTBOUND', source: 'LAW_ENFORCEMENT', caseRef: 'Court order 2026/88', reason: 'Freeze order on the receiving wallet' },
    ]);
  });
}

/**
 * The demo members' side (after they exist): two assigned ERC20 deposit addresses and the
 * members' address books, one entry of which the black list flags. Inserted once: skipped when any
 * withdraw address exists, or before the catalogue.
 */
export async function seedTreasuryDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: withdrawAddresses.id }).from(withdrawAddresses).limit(1);
    if (any) return;
    const erc20 = await tx.select().from(rechargeAddresses).where(inArray(rechargeAddresses.label, ['ERC20 #2', 'ERC20 #3']));
    if (erc20.length === 0) return;
    const byLabel = new Map(erc20.map((a) => [a.label, a]));
    const demo = await tx.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, ['demo_alice', 'demo_bob', 'demo_carol']));
    const memberId = new Map(demo.map((m) => [m.account, m.id]));
    // Per-member deposit addresses for the ERC20 channel.
    for (const [label, account] of [['ERC20 #2', 'demo_alice'], ['ERC20 #3', 'demo_bob']] as const) {
      const id = memberId.get(account);
      const address = byLabel.get(label);
      if (id && address?.status === 'AVAILABLE') await tx.update(rechargeAddresses).set({ status: 'ASSIGNED', memberId: id, assignedAt: sql`now()` }).where(eq(rechargeAddresses.id, address.id));
    }

    const book = [
      { account: 'demo_alice', walletCode: 'USDT_TRC20', address: demoAddress('TRON', 101), label: 'My Ledger', active: true },
      { account: 'demo_alice', walletCode: 'BTC', address: demoAddress('BTC', 101), label: 'Cold storage', active: true },
      { account: 'demo_bob', walletCode: 'USDT_ERC20', address: demoAddress('EVM', 102), label: 'Exchange account', active: true },
      { account: 'demo_bob', walletCode: 'USDT_ERC20', address: LISTED_EVM, label: 'OTC desk', active: false },
      { account: 'demo_carol', walletCode: 'CNY_BANK', address: demoAddress('BANK', 103), label: 'Salary account', active: false },
    ];
    for (const entry of book) {
      const id = memberId.get(entry.account);
      if (!id) continue;
      const row = await addWithdrawAddress(tx, { memberId: id, walletCode: entry.walletCode, address: entry.address, label: entry.label, createdIp: '10.0.0.10' });
      if (entry.active) await tx.update(withdrawAddresses).set({ status: 'ACTIVE', activatesAt: sql`now() - interval '3 days'` }).where(eq(withdrawAddresses.id, row.id));
    }
  });
}
