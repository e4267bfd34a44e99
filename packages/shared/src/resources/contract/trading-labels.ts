import type { Label } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * The Contracts directory (menu key `contract`). The product-contract area declares the same
 * directory; the integrator keeps one. The trading pages sort from 50.
 */
export const CONTRACT_TRADING_DIRECTORY = {
  key: 'contract',
  path: '/contract',
  title: { 'zh-cn': '合约管理', en: 'Contracts', 'zh-tw': '合約管理' },
  icon: 'TransactionOutlined',
  sort: 62,
} as const;

export const member = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員') } as const;
/** The product by id (the product-contract resource belongs to the contracts area). */
export const productId = { type: 'integer', label: l('合约产品 ID', 'Product id', '合約產品 ID'), required: true, readOnly: true, filter: 'exact', width: 110 } as const;
export const POSITION_SIDE_OPTIONS = [
  { value: 'LONG', label: l('多', 'Long', '多'), color: 'success' },
  { value: 'SHORT', label: l('空', 'Short', '空'), color: 'error' },
] as const;
export const money = (zhCn: string, en: string, zhTw: string, width = 130) => ({ type: 'money', scale: 18, label: l(zhCn, en, zhTw), readOnly: true, width }) as const;
/** A profit or loss (shown with its sign). */
export const pnl = (zhCn: string, en: string, zhTw: string, width = 130) => ({ ...money(zhCn, en, zhTw, width), signed: true }) as const;
