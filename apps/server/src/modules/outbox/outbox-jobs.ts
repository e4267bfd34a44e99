import { z } from 'zod';
import { QUEUE_RETENTION_DAYS } from '@ledgerdesk/shared/resources/infra/queue';
import type { AreaDeps } from '../area-deps';
import { DEFAULT_DISPATCH, type OutboxDispatcher } from './dispatcher';
import type { QueueService } from './queue-service';

type JobHandler = Parameters<AreaDeps['jobs']['register']>[0];

const dispatchParams = z.strictObject({
  batchSize: z.number().int().min(1).max(1000).default(DEFAULT_DISPATCH.batchSize),
  maxAttempts: z.number().int().min(1).max(100).default(DEFAULT_DISPATCH.maxAttempts),
  baseDelaySeconds: z.number().int().min(1).max(3600).default(DEFAULT_DISPATCH.baseDelaySeconds),
});

/** Every 5 seconds: due outbox events to their consumer groups (any number of instances; each event claimed by one). */
export function outboxDispatchJob(dispatcher: OutboxDispatcher): JobHandler {
  return {
    name: 'outbox-dispatch',
    title: { 'zh-cn': '投递消息队列', en: 'Deliver queued events', 'zh-tw': '投遞訊息佇列' },
    description: {
      'zh-cn': '将消息投递给其消费组；失败按指数退避重试，超过 maxAttempts 次后变为死信',
      en: 'Outbox events to their consumer groups; failures back off exponentially and become DEAD after maxAttempts',
      'zh-tw': '將訊息投遞給其消費群組；失敗依指數退避重試，超過 maxAttempts 次後變為死信',
    },
    params: dispatchParams,
    timeoutMs: 60_000,
    run: async (params, context) => {
      const parsed = dispatchParams.parse(params);
      const r = await dispatcher.run(parsed, context.signal);
      return {
        'zh-cn': `领取 ${r.claimed} 条：投递成功 ${r.delivered}，失败 ${r.failed}，死信 ${r.dead}，因消费组暂停而保留 ${r.held}`,
        en: `claimed ${r.claimed}: delivered ${r.delivered}, failed ${r.failed}, dead ${r.dead}, held for paused groups ${r.held}`,
        'zh-tw': `領取 ${r.claimed} 則：投遞成功 ${r.delivered}，失敗 ${r.failed}，死信 ${r.dead}，因消費群組暫停而保留 ${r.held}`,
      };
    },
    builtIn: {
      jobName: 'outbox-dispatch',
      cron: '*/5 * * * * *',
      params: { batchSize: DEFAULT_DISPATCH.batchSize, maxAttempts: DEFAULT_DISPATCH.maxAttempts, baseDelaySeconds: DEFAULT_DISPATCH.baseDelaySeconds },
    },
  };
}

/** Daily: DELIVERED events older than keepDays are deleted. */
export function outboxPurgeJob(service: QueueService): JobHandler {
  const params = z.strictObject({ keepDays: z.number().int().min(1).max(3650).default(QUEUE_RETENTION_DAYS) });
  return {
    name: 'outbox-purge',
    title: { 'zh-cn': '清理已投递消息', en: 'Purge delivered events', 'zh-tw': '清理已投遞訊息' },
    description: {
      'zh-cn': '删除早于 keepDays 天的已投递消息',
      en: 'DELIVERED outbox events older than keepDays are deleted',
      'zh-tw': '刪除早於 keepDays 天的已投遞訊息',
    },
    params,
    run: async (given) => {
      const purged = await service.purge(params.parse(given).keepDays);
      return { 'zh-cn': `已清理 ${purged} 条已投递消息`, en: `purged ${purged} delivered events`, 'zh-tw': `已清理 ${purged} 則已投遞訊息` };
    },
    builtIn: { jobName: 'outbox-purge', cron: '0 40 3 * * *', params: { keepDays: QUEUE_RETENTION_DAYS } },
  };
}
