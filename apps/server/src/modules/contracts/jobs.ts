import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { JobFailure } from '../../lib/job-text';
import type { DeliveryService } from './delivery-service';
import { ingestTick } from './index-ingestion';
import type { PriceFeedRegistry } from './price-feed';
import { verifySettlements } from './settlement-verification';
import type { TermChangeService } from './term-changes';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/**
 * Every 2 s: each active index source's quotes, its published method, one recorded sample. Seeded
 * paused: the only feed out of the box is the DEMO one, and while it is paused no order opens,
 * fills or is liquidated (no sample is fresh enough: SAMPLE_FRESHNESS_MS), so nothing deals at an
 * old price unseen. Resume it once the sources have a real feed (or to demonstrate with DEMO).
 */
export const indexIngestJob = (db: Db, feeds: PriceFeedRegistry): JobHandler => ({
  name: 'contract-index-ingest',
  title: { 'zh-cn': '记录指数价格样本', en: 'Record index price samples', 'zh-tw': '記錄指數價格樣本' },
  description: {
    'zh-cn': '每个启用的指数来源：行情报价 → 已发布的计算方法 → 哈希链样本',
    en: 'Each ACTIVE index source: feed quotes → published method → hash-chained sample',
    'zh-tw': '每個啟用的指數來源：行情報價 → 已發佈的計算方法 → 雜湊鏈樣本',
  },
  params: z.strictObject({}),
  run: async (_params, { scheduledFor }) => {
    const { recorded, skipped } = await ingestTick(db, feeds, scheduledFor ?? new Date());
    if (skipped.length) {
      const reasons = skipped.join('; ');
      throw new JobFailure({
        'zh-cn': `记录 ${recorded} 个；未记录：${reasons}`,
        en: `recorded ${recorded}; not recorded: ${reasons}`,
        'zh-tw': `記錄 ${recorded} 個；未記錄：${reasons}`,
      });
    }
    return { 'zh-cn': `记录了 ${recorded} 个样本`, en: `recorded ${recorded} samples`, 'zh-tw': `記錄了 ${recorded} 個樣本` };
  },
  builtIn: { jobName: 'contract-index-ingest', cron: '*/2 * * * * *', paused: true },
});

/** Every 5 s: OPEN delivery orders past close_at settled from the sample at close (exactly once each). */
export const deliverySettleJob = (delivery: DeliveryService): JobHandler => ({
  name: 'contract-delivery-settle',
  title: { 'zh-cn': '交割合约到期结算', en: 'Settle delivery orders at close', 'zh-tw': '交割合約到期結算' },
  description: {
    'zh-cn': '结果与派付 = 已发布的规则作用于记录的开仓与收盘样本',
    en: 'Result and payout = the published rule over the recorded open and close samples',
    'zh-tw': '結果與派付 = 已發佈的規則作用於記錄的開倉與收盤樣本',
  },
  params: z.strictObject({}),
  run: async () => {
    const { settled, waiting } = await delivery.settleDue();
    return {
      'zh-cn': `结算 ${settled} 笔订单；${waiting} 笔已到期仍未结算（尚无最终收盘样本，或指数中断待作废）`,
      en: `settled ${settled} orders; ${waiting} due still open (no final close sample yet, or an index outage awaiting a void)`,
      'zh-tw': `結算 ${settled} 筆訂單；${waiting} 筆已到期仍未結算（尚無最終收盤樣本，或指數中斷待作廢）`,
    };
  },
  builtIn: { jobName: 'contract-delivery-settle', cron: '*/5 * * * * *' },
});

/** Every minute: approved term changes whose effective time has come are applied. */
export const termApplyJob = (terms: TermChangeService): JobHandler => ({
  name: 'contract-term-apply',
  title: { 'zh-cn': '生效已批准的条款变更', en: 'Apply approved term changes', 'zh-tw': '生效已批准的條款變更' },
  description: {
    'zh-cn': '指数计算方法、产品手续费/杠杆/保证金、周期派付比例在生效时间应用',
    en: 'Index methods, product fees/leverage/margin, cycle payout ratios at their effective time',
    'zh-tw': '指數計算方法、產品手續費/槓桿/保證金、週期派付比例在生效時間套用',
  },
  params: z.strictObject({}),
  run: async () => {
    const { applied, stale } = await terms.applyDue();
    return {
      'zh-cn': `应用 ${applied} 项条款变更；${stale} 项已失效`,
      en: `applied ${applied} term changes; ${stale} stale`,
      'zh-tw': `套用 ${applied} 項條款變更；${stale} 項已失效`,
    };
  },
  builtIn: { jobName: 'contract-term-apply', cron: '0 * * * * *' },
});

/** Nightly: every hash chain and every settled order against its samples; a mismatch alerts the administrators. */
export const settlementVerifyJob = (db: Db): JobHandler => ({
  name: 'contract-settlement-verify',
  title: { 'zh-cn': '结算夜间核验', en: 'Nightly settlement verification', 'zh-tw': '結算夜間核驗' },
  params: z.strictObject({}),
  description: {
    'zh-cn': '核对哈希链，以及每笔已结算订单与其时点的样本',
    en: 'Hash chains and every settled order against the sample at its time',
    'zh-tw': '核對雜湊鏈，以及每筆已結算訂單與其時點的樣本',
  },
  timeoutMs: 30 * 60_000,
  run: async () => {
    const check = await verifySettlements(db);
    const { sourcesChecked: sources, samplesChecked: samples, ordersChecked: orders } = check;
    if (check.status !== 'OK') {
      const found = check.findings.length;
      throw new JobFailure({
        'zh-cn': `在 ${sources} 个来源、${samples} 个样本、${orders} 笔订单中发现 ${found} 处不一致；已通知管理员`,
        en: `${found} mismatch(es) over ${sources} sources, ${samples} samples, ${orders} orders; administrators notified`,
        'zh-tw': `在 ${sources} 個來源、${samples} 個樣本、${orders} 筆訂單中發現 ${found} 處不一致；已通知管理員`,
      });
    }
    return {
      'zh-cn': `全部一致：${sources} 个来源、${samples} 个样本、${orders} 笔订单`,
      en: `all match: ${sources} sources, ${samples} samples, ${orders} orders`,
      'zh-tw': `全部一致：${sources} 個來源、${samples} 個樣本、${orders} 筆訂單`,
    };
  },
  builtIn: { jobName: 'contract-settlement-verify', cron: '0 30 2 * * *' },
});
