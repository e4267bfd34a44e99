import type { Label } from '../../resource/definition';

export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The Marketing directory (shared by the marketing pages; key `marketing`). */
export const MARKETING_DIRECTORY = {
  key: 'marketing',
  path: '/marketing',
  title: { 'zh-cn': '营销管理', en: 'Marketing', 'zh-tw': '行銷管理' },
  icon: 'DollarOutlined',
  sort: 60,
} as const;
