import type { Db } from '../../db/client';
import { ConsumerRegistry } from './consumers';
import { OutboxDispatcher } from './dispatcher';
import { memberNotifyConsumer } from './member-notify';
import { QueueService } from './queue-service';

/** The message queue's services on a database, with the platform's consumer groups registered. */
export function outboxArea(db: Db, registry = new ConsumerRegistry()) {
  if (!registry.get(memberNotifyConsumer.name)) registry.register(memberNotifyConsumer);
  return { registry, dispatcher: new OutboxDispatcher(db, registry), queue: new QueueService(db, registry) };
}
export type OutboxArea = ReturnType<typeof outboxArea>;
