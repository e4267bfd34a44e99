import { z } from 'zod';
import type { AreaDeps } from '../area-deps';
import type { RedEnvelopeService } from './red-envelope-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

/** Every minute: ACTIVE envelopes past their expiry become EXPIRED and return their unclaimed remainder to the budget. */
export function redEnvelopeExpiryJob(envelopes: RedEnvelopeService): JobHandler {
  return {
    name: 'red-envelope-expiry',
    title: { 'zh-cn': '红包到期退回', en: 'Expire red envelopes', 'zh-tw': '紅包到期退回' },
    params: z.strictObject({}),
    run: async () => {
      const { expired, failed } = await envelopes.expireDue();
      if (failed) throw new Error(`expired ${expired} red envelopes; ${failed} could not be expired`);
      return `expired ${expired} red envelopes`;
    },
    builtIn: { jobName: 'red-envelope-expiry', cron: '15 * * * * *', remark: 'ACTIVE red envelopes past expires_at: EXPIRED, the unclaimed remainder back to the budget' },
  };
}
