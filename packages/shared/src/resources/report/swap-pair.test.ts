import { describe, expect, it } from 'vitest';
import { swapPairSummary } from './swap-pair';

describe("a swap pair's fee and spread request as the approver reads it", () => {
  it('gives both in percent, as the pair’s page shows them, and a new pair’s old values as a dash', () => {
    const summary = swapPairSummary({ fromCode: 'USDT', toCode: 'ETH' }, { feeRate: { from: '0.00100000', to: '0.002' }, maxSpread: { from: null, to: '0.008' } });
    expect(summary).toEqual({
      'zh-cn': 'USDT → ETH：手续费率 0.1% → 0.2%，最大价差 — → 0.8%',
      en: 'USDT → ETH: fee 0.1% → 0.2%, max spread — → 0.8%',
      'zh-tw': 'USDT → ETH：手續費率 0.1% → 0.2%，最大價差 — → 0.8%',
    });
  });
});
