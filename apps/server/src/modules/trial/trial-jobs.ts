import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import { JobFailure, type JobText } from '../../lib/job-text';
import { joinTexts } from '../../lib/text-per-language';
import type { TrialGrantService } from './trial-grant-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every minute: ACTIVE grants past their expiry become EXPIRED and give back what they did not use. */
export function trialExpiryJob(grants: TrialGrantService): JobHandler {
  return {
    name: 'trial-grant-expiry',
    title: { 'zh-cn': '体验金到期回收', en: 'Expire trial-fund grants', 'zh-tw': '體驗金到期回收' },
    description: {
      'zh-cn': '超过到期时间的生效中体验金变为已过期，余额退回预算',
      en: 'ACTIVE trial grants past expires_at: EXPIRED, the remainder back to the budget',
      'zh-tw': '超過到期時間的生效中體驗金變為已過期，餘額退回預算',
    },
    params: z.strictObject({}),
    run: async () => {
      const { expired, failed } = await grants.expireDue();
      const done: JobText = { 'zh-cn': `${expired} 笔体验金已过期`, en: `expired ${expired} trial grants`, 'zh-tw': `${expired} 筆體驗金已過期` };
      if (failed) {
        const stuck: JobText = { 'zh-cn': `${failed} 笔无法过期（请查看其钱包）`, en: `${failed} could not be expired (see their wallets)`, 'zh-tw': `${failed} 筆無法過期（請查看其錢包）` };
        throw new JobFailure(joinTexts([done, stuck])!);
      }
      return done;
    },
    builtIn: { jobName: 'trial-grant-expiry', cron: '0 * * * * *' },
  };
}
