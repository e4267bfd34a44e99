import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import type { TrialGrantService } from './trial-grant-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every minute: ACTIVE grants past their expiry become EXPIRED and give back what they did not use. */
export function trialExpiryJob(grants: TrialGrantService): JobHandler {
  return {
    name: 'trial-grant-expiry',
    title: { 'zh-cn': '体验金到期回收', en: 'Expire trial-fund grants', 'zh-tw': '體驗金到期回收' },
    params: z.strictObject({}),
    run: async () => {
      const { expired, failed } = await grants.expireDue();
      if (failed) throw new Error(`expired ${expired} trial grants; ${failed} could not be expired (see their wallets)`);
      return `expired ${expired} trial grants`;
    },
    builtIn: { jobName: 'trial-grant-expiry', cron: '0 * * * * *', remark: 'ACTIVE trial grants past expires_at: EXPIRED, the remainder back to the budget' },
  };
}
