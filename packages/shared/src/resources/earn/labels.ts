import type { Label } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The Earn directory (catalogue §4): staking products, records, income records and daily rates. */
export const EARN_DIRECTORY = {
  key: 'earn',
  path: '/earn',
  title: { 'zh-cn': '理财质押', en: 'Earn', 'zh-tw': '理財質押' },
  icon: 'BankOutlined',
  sort: 61,
} as const;

export const memberRef = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員') } as const;
export const productRef = { type: 'reference', resource: 'earn/product', labelField: 'code', label: l('产品', 'Product', '產品') } as const;
export const businessDateHelp = l('业务日（UTC），格式 YYYY-MM-DD', 'Business date (UTC), YYYY-MM-DD', '業務日（UTC），格式 YYYY-MM-DD');
