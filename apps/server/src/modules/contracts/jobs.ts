import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
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
  params: z.strictObject({}),
  run: async (_params, { scheduledFor }) => {
    const { recorded, skipped } = await ingestTick(db, feeds, scheduledFor ?? new Date());
    if (skipped.length) throw new Error(`recorded ${recorded}; not recorded: ${skipped.join('; ')}`);
    return `recorded ${recorded} samples`;
  },
  builtIn: { jobName: 'contract-index-ingest', cron: '*/2 * * * * *', paused: true, remark: 'Each ACTIVE index source: feed quotes → published method → hash-chained sample' },
});

/** Every 5 s: OPEN delivery orders past close_at settled from the sample at close (exactly once each). */
export const deliverySettleJob = (delivery: DeliveryService): JobHandler => ({
  name: 'contract-delivery-settle',
  title: { 'zh-cn': '交割合约到期结算', en: 'Settle delivery orders at close', 'zh-tw': '交割合約到期結算' },
  params: z.strictObject({}),
  run: async () => {
    const { settled, waiting } = await delivery.settleDue();
    return `settled ${settled} orders; ${waiting} due but without a final close sample`;
  },
  builtIn: { jobName: 'contract-delivery-settle', cron: '*/5 * * * * *', remark: 'Result and payout = the published rule over the recorded open and close samples' },
});

/** Every minute: approved term changes whose effective time has come are applied. */
export const termApplyJob = (terms: TermChangeService): JobHandler => ({
  name: 'contract-term-apply',
  title: { 'zh-cn': '生效已批准的条款变更', en: 'Apply approved term changes', 'zh-tw': '生效已批准的條款變更' },
  params: z.strictObject({}),
  run: async () => {
    const { applied, stale } = await terms.applyDue();
    return `applied ${applied} term changes; ${stale} stale`;
  },
  builtIn: { jobName: 'contract-term-apply', cron: '0 * * * * *', remark: 'Index methods, product fees/leverage/margin, cycle payout ratios at their effective time' },
});

/** Nightly: every hash chain and every settled order against its samples; a mismatch alerts the administrators. */
export const settlementVerifyJob = (db: Db): JobHandler => ({
  name: 'contract-settlement-verify',
  title: { 'zh-cn': '结算夜间核验', en: 'Nightly settlement verification', 'zh-tw': '結算夜間核驗' },
  params: z.strictObject({}),
  timeoutMs: 30 * 60_000,
  run: async () => {
    const check = await verifySettlements(db);
    const summary = `${check.sourcesChecked} sources, ${check.samplesChecked} samples, ${check.ordersChecked} orders`;
    if (check.status !== 'OK') throw new Error(`${check.findings.length} mismatch(es) over ${summary}; administrators notified`);
    return `all match: ${summary}`;
  },
  builtIn: { jobName: 'contract-settlement-verify', cron: '0 30 2 * * *', remark: 'Hash chains and every settled order against the sample at its time' },
});
