import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUEUE_PERMISSIONS, QUEUE_STATS_ENDPOINT, queueStatsSchema } from '@ledgerdesk/shared/resources/infra/queue';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { outboxArea } from './area';
import { outboxDispatchJob, outboxPurgeJob } from './outbox-jobs';
import { queueConsumerBinding, queueEventBinding } from './queue-resources';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * The message queue (catalogue §11, monitor → Message queue): events and consumer groups on the
 * resource engine, the per-topic summary, and the dispatch and purge jobs.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const area = outboxArea(deps.db);
  deps.jobs.register(outboxDispatchJob(area.dispatcher));
  deps.jobs.register(outboxPurgeJob(area.queue));
  app.addHook('onReady', async () => area.dispatcher.syncConsumers());

  await app.register(resourcePlugin, queueEventBinding(deps.db, area.queue));
  await app.register(resourcePlugin, queueConsumerBinding(deps.db, area.queue));

  app.get(
    QUEUE_STATS_ENDPOINT,
    {
      config: { access: { permission: QUEUE_PERMISSIONS.list }, logOperation: false },
      schema: operation('infra/queue', threeLanguages('按主题统计：各状态数量、延迟（最早未投递事件的时长）和吞吐量', 'Per topic: counts by status, lag (age of the oldest undelivered event) and throughput', '依主題統計：各狀態數量、延遲（最早未投遞事件的時長）和吞吐量'), queueStatsSchema),
    },
    async (_request, reply) => reply.ok(await area.queue.stats()),
  );
};
