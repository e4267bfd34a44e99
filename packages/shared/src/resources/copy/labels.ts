import type { Label } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The Copy trading directory (menu key `copy`). */
export const COPY_DIRECTORY = {
  key: 'copy',
  path: '/copy',
  title: { 'zh-cn': '跟单管理', en: 'Copy trading', 'zh-tw': '跟單管理' },
  icon: 'TeamOutlined',
  sort: 63,
} as const;

export const member = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員') } as const;
export const lead = { type: 'reference', resource: 'copy/lead-trader', labelField: 'nickname', label: l('带单员', 'Lead trader', '帶單員') } as const;
export const amount = (zhCn: string, en: string, zhTw: string, width = 130) => ({ type: 'money', scale: 18, label: l(zhCn, en, zhTw), readOnly: true, width }) as const;
/** A profit or loss (shown with its sign). */
export const pnl = (zhCn: string, en: string, zhTw: string, width = 130) => ({ ...amount(zhCn, en, zhTw, width), signed: true }) as const;
export const at = (zhCn: string, en: string, zhTw: string) => ({ type: 'datetime', label: l(zhCn, en, zhTw), readOnly: true, width: 170 }) as const;
