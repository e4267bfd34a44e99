import type { Label } from '../../resource/definition';

/** The treasury area's pages (catalogue §3.1–3.5): shared labels, permissions and dictionary types. */
export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Dictionary of networks (operators may add one without a release). */
export const WALLET_NETWORK_DICT = 'wallet_network';
/** Dictionary of where a black-list entry came from. */
export const BLACKLIST_SOURCE_DICT = 'address_blacklist_source';

/** A black-list entry under this pseudo wallet code matches the address on every EVM network. */
export const ANY_EVM = 'ANY_EVM';
/** Networks whose addresses are hex and case-insensitive (EIP-55 case is only a checksum): lower-cased before comparing. */
export const EVM_NETWORKS: readonly string[] = ['ETH', 'BSC', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'AVAX', 'BASE'];

/** Four-eyes permissions: seeded as buttons, held by whoever approves the kind's requests. */
export const TREASURY_APPROVE = {
  currency: 'finance/currency/approve',
  walletCode: 'finance/wallet-code/approve',
  channel: 'finance/channel/approve',
  blacklist: 'finance/address-blacklist/approve',
} as const;

/** The four-eyes kinds this area files (deps.approvals). */
export const TREASURY_APPROVAL_KINDS = {
  currencyEdit: 'currency.edit',
  walletCodeEdit: 'wallet-code.edit',
  channelReceivingAccount: 'channel.receiving-account',
  blacklistLift: 'address-blacklist.lift',
} as const;

/** Whole withdraw addresses in a detail (lists and exports always mask the middle). */
export const WITHDRAW_ADDRESS_VIEW = 'finance/withdraw-address/view';

/** The screening outcome stored on orders and member addresses. */
export const SCREENING_RESULTS = ['CLEAR', 'FLAGGED', 'PENDING'] as const;
export type ScreeningResult = (typeof SCREENING_RESULTS)[number];
export const screeningOptions = [
  { value: 'CLEAR', label: l('通过', 'Clear', '通過'), color: 'success' },
  { value: 'FLAGGED', label: l('命中黑名单', 'Flagged', '命中黑名單'), color: 'error' },
  { value: 'PENDING', label: l('待筛查', 'Pending', '待篩查'), color: 'default' },
] as const;

/** Longest address any network uses here (bank accounts and bech32 included). */
export const ADDRESS_MAX = 128;
