import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AreaDeps } from '../area-deps';
import { markAndLiquidate } from './liquidation';
import type { ContractTradingEngine } from './trading-engine';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every 10 seconds: resting limit orders a recorded sample crossed fill at their price. */
export function limitFillJob(engine: ContractTradingEngine): JobHandler {
  return {
    name: 'contract-limit-fill',
    title: { 'zh-cn': '合约限价委托撮合', en: 'Fill crossed limit orders', 'zh-tw': '合約限價委託撮合' },
    params: z.strictObject({}),
    run: async () => {
      const { filled, rejected } = await engine.fillCrossedLimits();
      return `filled ${filled} limit orders, rejected ${rejected}`;
    },
    builtIn: { jobName: 'contract-limit-fill', cron: '*/10 * * * * *', remark: 'NEW limit orders whose price a later recorded index sample crossed fill at their own price' },
  };
}

/** Every 10 seconds: positions marked at the latest recorded sample; those past their liquidation price closed at it. */
export function liquidationJob(db: Db, engine: ContractTradingEngine): JobHandler {
  return {
    name: 'contract-mark-liquidate',
    title: { 'zh-cn': '合约标记与强平', en: 'Mark and liquidate positions', 'zh-tw': '合約標記與強平' },
    params: z.strictObject({}),
    run: async () => {
      const { marked, liquidated } = await markAndLiquidate(db, engine);
      return `marked ${marked} positions, liquidated ${liquidated}`;
    },
    builtIn: { jobName: 'contract-mark-liquidate', cron: '*/10 * * * * *', remark: 'open positions marked at the latest recorded index sample; a mark across the liquidation price closes the position at it' },
  };
}
