import { eq } from 'drizzle-orm';
import { QUEUE_PERMISSIONS, queueEventResource } from '@ledgerdesk/shared/resources/infra/queue';
import type { Db } from '../../client';
import { outboxEvents, withdrawOrders } from '../../schema';
import { publishEvent, TOPICS } from '../../../modules/outbox/publish';
import { outboxArea } from '../../../modules/outbox/area';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * The message queue (issue 16, catalogue §11) under Monitoring: the page (infra/queue/list), the
 * payload view, retry, purge and the consumer groups' pause/resume. The super role only, like the
 * directory.
 */
export const OUTBOX_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(queueEventResource),
    { key: 'monitor.queue.view', parent: 'monitor.queue', type: 'F', title: '查看消息内容', titleEn: 'View payload', titleZhTw: '查看訊息內容', permission: QUEUE_PERMISSIONS.view, sort: 3 },
    { key: 'monitor.queue.pause', parent: 'monitor.queue', type: 'F', title: '暂停/恢复消费组', titleEn: 'Pause/resume consumer groups', titleZhTw: '暫停/恢復消費組', permission: QUEUE_PERMISSIONS.pause, sort: 4 },
  ],
  dicts: [],
};

/**
 * The demo's queue: the events the demo's recharges, withdrawals, KYC applications and payouts
 * published (the flows above ran through their services) delivered by one dispatcher run, and one
 * event its consumer cannot apply (a payout callback naming no member) left DEAD, for the retry
 * button. Runs once: skipped when any event has been delivered.
 */
export async function seedOutboxDemo(db: Db): Promise<void> {
  const [delivered] = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(eq(outboxEvents.status, 'DELIVERED')).limit(1);
  if (delivered) return;
  const area = outboxArea(db);
  const [withdrawal] = await db.select({ id: withdrawOrders.id }).from(withdrawOrders).limit(1);
  await publishEvent(db, { topic: TOPICS.payoutCallback, key: 'demo:orphan-callback', payload: { withdrawId: withdrawal?.id ?? 0, memberId: null, result: 'SUCCEEDED' } });
  // One attempt allowed here, so the orphan is DEAD at once (the built-in job allows 8).
  await area.dispatcher.run({ maxAttempts: 1 });
}
