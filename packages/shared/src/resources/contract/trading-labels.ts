import { CONTRACTS_DIRECTORY, l, member, productRef } from '../contracts/labels';

export { l, member };

/** The trading pages sit in the one Contracts directory, after the product pages. */
export const CONTRACT_TRADING_DIRECTORY = CONTRACTS_DIRECTORY;

export const productId = { ...productRef, required: true, readOnly: true, filter: 'exact', width: 140 } as const;
export const POSITION_SIDE_OPTIONS = [
  { value: 'LONG', label: l('多', 'Long', '多'), color: 'success' },
  { value: 'SHORT', label: l('空', 'Short', '空'), color: 'error' },
] as const;
export const money = (zhCn: string, en: string, zhTw: string, width = 130) => ({ type: 'money', scale: 18, label: l(zhCn, en, zhTw), readOnly: true, width }) as const;
/** A profit or loss (shown with its sign). */
export const pnl = (zhCn: string, en: string, zhTw: string, width = 130) => ({ ...money(zhCn, en, zhTw, width), signed: true }) as const;
