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
  name: string;
  type: 'number';
  value: string;
  remark: string;
  range: { min: number; max: number; integer: true };
}

/** Seeded as built-in parameters by the config area (modules/config/config-keys.ts lists them). */
export const RISK_BUILT_IN_PARAMS: readonly RiskParam[] = [
  {
    key: RISK_CONFIG_KEYS.autoBlockFailures,
    name: 'IP auto-block: failed sign-ins',
    type: 'number',
    value: '20',
    remark: 'Failed staff sign-ins from one address within the window that put it on the IP black list (LOGIN scope; 3–10000).',
    range: { min: 3, max: 10_000, integer: true },
  },
  {
    key: RISK_CONFIG_KEYS.autoBlockWindowMinutes,
    name: 'IP auto-block: window minutes',
    type: 'number',
    value: '10',
    remark: 'How far back the automatic rule counts failed sign-ins per address (1–1440).',
    range: { min: 1, max: 1440, integer: true },
  },
  {
    key: RISK_CONFIG_KEYS.autoBlockMinutes,
    name: 'IP auto-block: block minutes',
    type: 'number',
    value: '60',
    remark: 'How long an automatic black-list entry lasts before it expires (1–43200).',
    range: { min: 1, max: 43_200, integer: true },
  },
];
