import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import { JobFailure, type JobText } from '../../lib/job-text';
import { joinTexts } from '../../lib/text-per-language';
import type { RedEnvelopeService } from './red-envelope-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every minute: ACTIVE envelopes past their expiry become EXPIRED and return their unclaimed remainder to the budget. */
export function redEnvelopeExpiryJob(envelopes: RedEnvelopeService): JobHandler {
  return {
    name: 'red-envelope-expiry',
    title: { 'zh-cn': '红包到期退回', en: 'Expire red envelopes', 'zh-tw': '紅包到期退回' },
    description: {
      'zh-cn': '超过到期时间的进行中红包变为已过期，未领取的余额退回预算',
      en: 'ACTIVE red envelopes past expires_at: EXPIRED, the unclaimed remainder back to the budget',
      'zh-tw': '超過到期時間的進行中紅包變為已過期，未領取的餘額退回預算',
    },
    params: z.strictObject({}),
    run: async () => {
      const { expired, failed } = await envelopes.expireDue();
      const done: JobText = { 'zh-cn': `${expired} 个红包已过期`, en: `expired ${expired} red envelopes`, 'zh-tw': `${expired} 個紅包已過期` };
      if (failed) throw new JobFailure(joinTexts([done, { 'zh-cn': `${failed} 个无法过期`, en: `${failed} could not be expired`, 'zh-tw': `${failed} 個無法過期` }])!);
      return done;
    },
    builtIn: { jobName: 'red-envelope-expiry', cron: '15 * * * * *' },
  };
}
