import type { EnumOption, Label, TagColor } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** An enum's options from a closed set the server also uses, each value with its words (simplified Chinese, English, traditional Chinese) and colour. */
export function optionsOf<V extends string>(values: readonly V[], words: Record<V, readonly [zhCn: string, en: string, zhTw: string, color?: TagColor]>): Array<EnumOption & { value: V }> {
  return values.map((value) => {
    const [zhCn, en, zhTw, color] = words[value];
    return { value, label: l(zhCn, en, zhTw), ...(color ? { color } : {}) };
  });
}

/** The Marketing directory (shared by the marketing pages; key `marketing`). */
export const MARKETING_DIRECTORY = {
  key: 'marketing',
  path: '/marketing',
  title: { 'zh-cn': '营销管理', en: 'Marketing', 'zh-tw': '行銷管理' },
  icon: 'DollarOutlined',
  sort: 60,
} as const;
export const member = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員') } as const;
export const operator = { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('操作员', 'Operator', '操作員'), readOnly: true } as const;
export const createdAt = { type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 } as const;
export const reasonInput = { type: 'text', label: l('原因代码', 'Reason code', '原因代碼'), required: true, maxLength: 40, help: l('如 CAMPAIGN、GOODWILL、COMPENSATION', 'e.g. CAMPAIGN, GOODWILL, COMPENSATION', '如 CAMPAIGN、GOODWILL、COMPENSATION') } as const;

