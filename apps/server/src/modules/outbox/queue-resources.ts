import { hasPermission } from '@ledgerdesk/shared';
import { QUEUE_PERMISSIONS, queueConsumerResource, queueEventResource } from '@ledgerdesk/shared/resources/infra/queue';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { outboxConsumers, outboxEvents } from '../../db/schema';
import { bindResource, type ApiRow, type RequestContext } from '../../resource';
import { maskPayload, type QueueService } from './queue-service';

const canView = (context: RequestContext) => hasPermission(context.request.user?.permissions ?? [], QUEUE_PERMISSIONS.view);

/** A delivered or dead event has no next attempt (its column keeps the last lease, which would only confuse). */
const shown = (row: ApiRow): ApiRow => (row.status === 'DELIVERED' || row.status === 'DEAD' ? { ...row, nextAttemptAt: null } : row);

/** Events: list and detail; the payload only in the detail, only with infra/queue/view, masked. Retry and purge are actions. */
export function queueEventBinding(db: Db, service: QueueService) {
  return bindResource({
    definition: queueEventResource,
    table: outboxEvents,
    hooks: {
      decorateList: (rows) => rows.map((row) => ({ ...shown(row), payloadJson: null })),
      decorateRow: async (row: ApiRow, context) => ({
        ...shown(row),
        payloadJson: canView(context) ? maskPayload(context.raw.payloadJson) : null,
        consumedBy: canView(context) ? (await service.consumedBy(row.id)).join(', ') : null,
      }),
    },
    actions: {
      retry: async ({ input, loadRow }) =>
        db.transaction(async (tx) => {
          const row = await service.retry(tx, await loadRow(input.id!, tx));
          return { id: row.id, status: row.status, version: row.version };
        }),
      purge: async ({ input }) => ({ purged: await service.purge(Number(input.keepDays)) }),
    },
    actionAnswers: { purge: z.object({ purged: z.number() }) },
  });
}

/** Consumer groups: list with how many events wait for each; pause and resume. */
export function queueConsumerBinding(db: Db, service: QueueService) {
  return bindResource({
    definition: queueConsumerResource,
    table: outboxConsumers,
    hooks: {
      decorateList: async (rows) => {
        const waiting = await service.waiting(rows.map((row) => ({ groupName: String(row.groupName), topics: String(row.topics ?? '') })));
        return rows.map((row) => ({ ...row, waiting: waiting.get(String(row.groupName)) ?? 0 }));
      },
      decorateRow: async (row, { raw }) => ({ ...row, waiting: (await service.waiting([raw])).get(raw.groupName) ?? 0 }),
    },
    actions: {
      pause: async ({ input, user, loadRow }) =>
        db.transaction(async (tx) => {
          const row = await service.setPaused(tx, await loadRow(input.id!, tx), true, user.userId);
          return { id: row.id, paused: row.paused, version: row.version };
        }),
      resume: async ({ input, user, loadRow }) =>
        db.transaction(async (tx) => {
          const row = await service.setPaused(tx, await loadRow(input.id!, tx), false, user.userId);
          return { id: row.id, paused: row.paused, version: row.version };
        }),
    },
  });
}
