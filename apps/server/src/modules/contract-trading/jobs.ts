import { z } from 'zod';
import type { Db } from '../../db/client';
import { JobFailure, type JobText } from '../../lib/job-text';
import { joinTexts } from '../../lib/text-per-language';
import type { AreaDeps } from '../area-deps';
import { markAndLiquidate } from './liquidation';
import type { ContractTradingEngine } from './trading-engine';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every 10 seconds: resting limit orders a recorded sample crossed fill at their price. */
export function limitFillJob(engine: ContractTradingEngine): JobHandler {
  return {
    name: 'contract-limit-fill',
    title: { 'zh-cn': '合约限价委托撮合', en: 'Fill crossed limit orders', 'zh-tw': '合約限價委託撮合' },
    description: {
      'zh-cn': '价格被之后记录的指数样本穿过的新限价委托，按其自身价格成交',
      en: 'NEW limit orders whose price a later recorded index sample crossed fill at their own price',
      'zh-tw': '價格被之後記錄的指數樣本穿過的新限價委託，依其自身價格成交',
    },
    params: z.strictObject({}),
    run: async () => {
      const { filled, rejected } = await engine.fillCrossedLimits();
      return {
        'zh-cn': `成交 ${filled} 笔限价委托，拒绝 ${rejected} 笔`,
        en: `filled ${filled} limit orders, rejected ${rejected}`,
        'zh-tw': `成交 ${filled} 筆限價委託，拒絕 ${rejected} 筆`,
      };
    },
    builtIn: { jobName: 'contract-limit-fill', cron: '*/10 * * * * *' },
  };
}

/** Every 10 seconds: positions marked at the latest recorded sample; those past their liquidation price closed at it. */
export function liquidationJob(db: Db, engine: ContractTradingEngine): JobHandler {
  return {
    name: 'contract-mark-liquidate',
    title: { 'zh-cn': '合约标记与强平', en: 'Mark and liquidate positions', 'zh-tw': '合約標記與強平' },
    description: {
      'zh-cn': '持仓按最新记录的指数样本标记；标记价越过强平价的持仓按强平价平仓',
      en: 'Open positions marked at the latest recorded index sample; a mark across the liquidation price closes the position at it',
      'zh-tw': '持倉依最新記錄的指數樣本標記；標記價越過強平價的持倉依強平價平倉',
    },
    params: z.strictObject({}),
    run: async () => {
      const { marked, liquidated, failed, firstFailure } = await markAndLiquidate(db, engine);
      const done: JobText = {
        'zh-cn': `标记 ${marked} 个持仓，强平 ${liquidated} 个`,
        en: `marked ${marked} positions, liquidated ${liquidated}`,
        'zh-tw': `標記 ${marked} 個持倉，強平 ${liquidated} 個`,
      };
      // The others were marked; the run still shows failed so the stuck position is looked at.
      if (failed) throw new JobFailure(joinTexts([done, { 'zh-cn': `${failed} 个失败（${firstFailure}）`, en: `${failed} failed (${firstFailure})`, 'zh-tw': `${failed} 個失敗（${firstFailure}）` }])!);
      return done;
    },
    builtIn: { jobName: 'contract-mark-liquidate', cron: '*/10 * * * * *' },
  };
}
