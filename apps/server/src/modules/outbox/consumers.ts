import type { Tx } from '../../db/client';

/** The event a consumer is handed (its payload as published). */
export interface DeliveredEvent {
  id: number;
  topic: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
}

/**
 * A named consumer group. `handle` runs inside the transaction that also records the group's
 * delivery of the event (unique per group and event): its effect and the record commit together,
 * so a redelivered event is applied once. Throwing rolls both back and the event is retried.
 */
export interface ConsumerGroup {
  name: string;
  topics: readonly string[];
  handle: (tx: Tx, event: DeliveredEvent) => Promise<void>;
}

const GROUP_NAME = /^[a-z][a-z0-9-]{1,63}$/;

/** The consumer groups of this process (areas register theirs when their plugin registers). */
export class ConsumerRegistry {
  private readonly groups = new Map<string, ConsumerGroup>();

  register(group: ConsumerGroup): void {
    if (!GROUP_NAME.test(group.name)) throw new Error(`consumer group name ${group.name} is not lower-case words joined by hyphens`);
    if (this.groups.has(group.name)) throw new Error(`consumer group ${group.name} is registered twice`);
    if (group.topics.length === 0) throw new Error(`consumer group ${group.name} subscribes to no topic`);
    this.groups.set(group.name, group);
  }

  get(name: string): ConsumerGroup | undefined {
    return this.groups.get(name);
  }

  list(): ConsumerGroup[] {
    return [...this.groups.values()];
  }

  /** The groups subscribed to a topic. */
  of(topic: string): ConsumerGroup[] {
    return this.list().filter((group) => group.topics.includes(topic));
  }
}
