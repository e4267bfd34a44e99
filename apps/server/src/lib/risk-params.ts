import type { TextPerLanguage } from '@ledgerdesk/shared';

/**
 * The automatic IP black-list rule's parameters (modules/risk reads them through AreaDeps.params on
 * every run). Here, not in the risk area, because the config area seeds every built-in parameter.
 */
export const RISK_CONFIG_KEYS = {
  autoBlockFailures: 'risk.autoBlock.failures',
  autoBlockWindowMinutes: 'risk.autoBlock.windowMinutes',
  autoBlockMinutes: 'risk.autoBlock.blockMinutes',
} as const;

/** A number parameter the rule reads (the config area's built-in parameter shape; it seeds them). */
export interface RiskParam {
  key: string;
  name: TextPerLanguage;
  type: 'number';
  value: string;
  remark: TextPerLanguage;
  range: { min: number; max: number; integer: true };
}

/** Seeded as built-in parameters by the config area (modules/config/config-keys.ts lists them). */
export const RISK_BUILT_IN_PARAMS: readonly RiskParam[] = [
  {
    key: RISK_CONFIG_KEYS.autoBlockFailures,
    name: { 'zh-cn': 'IP 自动封禁：登录失败次数', en: 'IP auto-block: failed sign-ins', 'zh-tw': 'IP 自動封鎖：登入失敗次數' },
    type: 'number',
    value: '20',
    remark: {
      'zh-cn': '同一地址在时间窗口内员工登录失败达到此次数即列入 IP 黑名单（登录范围；3–10000）。',
      en: 'Failed staff sign-ins from one address within the window that put it on the IP black list (LOGIN scope; 3–10000).',
      'zh-tw': '同一位址在時間視窗內員工登入失敗達到此次數即列入 IP 黑名單（登入範圍；3–10000）。',
    },
    range: { min: 3, max: 10_000, integer: true },
  },
  {
    key: RISK_CONFIG_KEYS.autoBlockWindowMinutes,
    name: { 'zh-cn': 'IP 自动封禁：统计窗口（分钟）', en: 'IP auto-block: window minutes', 'zh-tw': 'IP 自動封鎖：統計視窗（分鐘）' },
    type: 'number',
    value: '10',
    remark: {
      'zh-cn': '自动规则按地址统计登录失败次数时回溯的时长（1–1440）。',
      en: 'How far back the automatic rule counts failed sign-ins per address (1–1440).',
      'zh-tw': '自動規則依位址統計登入失敗次數時回溯的時長（1–1440）。',
    },
    range: { min: 1, max: 1440, integer: true },
  },
  {
    key: RISK_CONFIG_KEYS.autoBlockMinutes,
    name: { 'zh-cn': 'IP 自动封禁：封禁时长（分钟）', en: 'IP auto-block: block minutes', 'zh-tw': 'IP 自動封鎖：封鎖時長（分鐘）' },
    type: 'number',
    value: '60',
    remark: {
      'zh-cn': '自动加入的黑名单条目在过期前持续的时长（1–43200）。',
      en: 'How long an automatic black-list entry lasts before it expires (1–43200).',
      'zh-tw': '自動加入的黑名單項目在過期前持續的時長（1–43200）。',
    },
    range: { min: 1, max: 43_200, integer: true },
  },
];
