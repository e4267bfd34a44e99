import { describe, expect, it } from 'vitest';
import { namespaceOf, SECRET_REF, SETTING_REGISTRY, settingProblem } from './setting-registry';

/**
 * Catalogue §8.6 "Ethics": the settings registry has no keys for wagering (turnover required before
 * a withdrawal), recharge rebates, multi-level rebates or outcome control. Walks every key, its
 * schema name and its description.
 */
const FORBIDDEN = [
  /wager/i,
  /turnover/i,
  /rollover/i,
  /bet(ting)?\b/i,
  /mosaic/i,
  /rebate/i,
  /multi.?level/i,
  /referral.?level/i,
  /commission.?tier/i,
  /outcome/i,
  /win.?rate/i,
  /kill.?rate/i,
  /\brig/i,
  /control.?(result|price|profit)/i,
];

describe('settings registry', () => {
  it('holds no key for wagering, recharge rebates, multi-level rebates or outcome control', () => {
    expect(SETTING_REGISTRY.length).toBeGreaterThan(5);
    for (const spec of SETTING_REGISTRY) {
      for (const text of [spec.key, spec.schemaRef, ...Object.values(spec.description)]) {
        for (const pattern of FORBIDDEN) expect(pattern.test(text), `${spec.key}: "${text}" matches ${pattern}`).toBe(false);
      }
    }
  });

  it('the walk itself catches such keys', () => {
    for (const key of ['promo.wagering.multiplier', 'finance.rechargeRebate.rate', 'agent.multiLevel.rebates', 'trading.outcomeControl.enabled']) {
      expect(FORBIDDEN.some((p) => p.test(key)), key).toBe(true);
    }
  });

  it('keys are unique and namespaced; every default passes its own schema; secrets default to references', () => {
    const keys = SETTING_REGISTRY.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const spec of SETTING_REGISTRY) {
      expect(spec.key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
      expect(namespaceOf(spec.key)).toBe(spec.key.split('.')[0]);
      expect(settingProblem(spec, spec.default), spec.key).toBeNull();
      if (spec.secret) expect(spec.default).toMatch(SECRET_REF);
    }
  });

  it('a secret given as a plain value is refused; a reference is accepted', () => {
    const secret = SETTING_REGISTRY.find((s) => s.secret)!;
    expect(settingProblem(secret, 'hunter2')).toMatch(/reference/);
    expect(settingProblem(secret, 'secret:/smtp')).toMatch(/reference/);
    expect(settingProblem(secret, 'secret://smtp/password-2')).toBeNull();
  });
});
