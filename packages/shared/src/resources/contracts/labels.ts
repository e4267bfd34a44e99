import type { Label } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The Contracts directory (catalogue §5; key `contract`): instruments, index prices, delivery contracts, settlement audit. */
export const CONTRACTS_DIRECTORY = {
  key: 'contract',
  path: '/contract',
  title: { 'zh-cn': '合约管理', en: 'Contracts', 'zh-tw': '合約管理' },
  icon: 'TransactionOutlined',
  sort: 62,
} as const;

export const createdAt = { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 } as const;
export const member = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員') } as const;
export const productRef = { type: 'reference', resource: 'contract/product', labelField: 'symbol', label: l('合约产品', 'Product', '合約產品') } as const;
export const indexSourceRef = { type: 'reference', resource: 'contract/index-source', labelField: 'code', label: l('指数来源', 'Index source', '指數來源') } as const;

/** When a four-eyes change of published terms takes effect: a future time, so orders opened before keep their terms. */
export const effectiveAtInput = {
  type: 'datetime',
  label: l('生效时间', 'Effective from', '生效時間'),
  required: true,
  help: l('必须是将来的时间；之前开立的订单保持原条款。', 'Must be in the future; orders opened before it keep their terms.', '必須是將來的時間；之前開立的訂單保持原條款。'),
} as const;

/** The four-eyes kind of a delivery order's void (the term-change kinds are modules/contracts/term-changes.ts's). */
export const DELIVERY_VOID_KIND = 'contract.delivery-order.void';
