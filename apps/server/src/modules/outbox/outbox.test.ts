import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, type ResourceDefinition } from '@ledgerdesk/shared';
import { PAYOUT_ENDPOINTS } from '@ledgerdesk/shared/finance/payout';
import { QUEUE_STATS_ENDPOINT, queueConsumerResource, queueEventResource } from '@ledgerdesk/shared/resources/infra/queue';
import { memberNotifications, outboxConsumers, outboxDeliveries, outboxEvents, payoutAttempts } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, addSuperOperator, financeClient } from '../finance/finance-test-kit';
import { KycService } from '../member/kyc-service';
import { signPayload } from '../payout/hmac-signature';
import { ConsumerRegistry, type DeliveredEvent } from './consumers';
import { backoffSeconds, OutboxDispatcher } from './dispatcher';
import { publishEvent } from './publish';
import { outboxArea } from './area';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

let serial = 0;
/** A topic of this test alone, so dispatchers of other tests never hand it to their groups. */
const topicOf = (name: string) => `test.${name}${++serial}`;

describe.each(databaseKinds)('message queue (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let call: ReturnType<typeof financeClient>['call'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ call } = financeClient(t));
    await addSuperOperator(t.database.db, 'queue_checker');
    admin = await t.signIn('admin');
    clerk = await t.signIn('operator');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const send = async (token: string, method: string, path: string, payload?: object): Promise<Answer> => {
    const res = await t.app.inject(
      method === 'GET'
        ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) }
        : { method: method as 'POST', url: api(path), headers: bearer(token), payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  const act = (token: string, definition: ResourceDefinition, name: string, payload: object) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
    return send(token, method, path, payload);
  };
  const op = (token: string, definition: ResourceDefinition, name: 'list' | 'get', payload: Record<string, unknown>) => {
    const { method, path } = endpointOf(definition, name);
    return send(token, method, path, payload);
  };
  const eventsOf = (topic: string) => db().select().from(outboxEvents).where(eq(outboxEvents.topic, topic)).orderBy(outboxEvents.id);
  const eventOf = async (topic: string, key: string) => (await db().select().from(outboxEvents).where(and(eq(outboxEvents.topic, topic), eq(outboxEvents.key, key))))[0];
  /** Time passes: the event is due now (instead of waiting out its backoff or lease). */
  const makeDue = (id: number) => db().update(outboxEvents).set({ nextAttemptAt: sql`now()` }).where(eq(outboxEvents.id, id));

  /** A group whose effect is counted per event; `failures` makes its first N calls throw. */
  const counting = (name: string, topics: string[], failures = 0) => {
    const applied: number[] = [];
    let calls = 0;
    return {
      applied,
      calls: () => calls,
      group: {
        name,
        topics,
        handle: async (_tx: unknown, event: DeliveredEvent) => {
          calls += 1;
          if (calls <= failures) throw new Error(`${name} is down (call ${calls})`);
          applied.push(event.id);
        },
      },
    };
  };
  const dispatcherWith = (...groups: ReturnType<typeof counting>['group'][]) => {
    const registry = new ConsumerRegistry();
    for (const group of groups) registry.register(group);
    return new OutboxDispatcher(db(), registry);
  };

  it('publishes atomically with the producer: a rolled-back transaction leaves no event', async () => {
    const topic = topicOf('atomic');
    await expect(
      db().transaction(async (tx) => {
        expect(await publishEvent(tx, { topic, key: 'k1', payload: { orderId: 1 } })).toBe(true);
        throw new Error('the producer failed after publishing');
      }),
    ).rejects.toThrow(/producer failed/);
    expect(await eventsOf(topic)).toEqual([]);
    await db().transaction((tx) => publishEvent(tx, { topic, key: 'k1', payload: { orderId: 1 } }));
    expect(await eventsOf(topic)).toHaveLength(1);
    // A real producer refused half-way (a disabled member's recharge) publishes nothing either.
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(outboxEvents).where(eq(outboxEvents.topic, 'recharge.created'));
    const refused = await call(clerk, 'POST', 'rechargeAdd', { memberId: 99_999_999, currency: 'USDT', amount: '10' });
    expect(refused.body.code).not.toBe(0);
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(outboxEvents).where(eq(outboxEvents.topic, 'recharge.created'));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a repeated publish with the same topic and key is one event, even concurrently; bad topics and payloads are refused', async () => {
    const topic = topicOf('dedupe');
    const answers = await Promise.all(Array.from({ length: 6 }, () => db().transaction((tx) => publishEvent(tx, { topic, key: 'same', payload: { orderId: 7 } }))));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await eventsOf(topic)).toHaveLength(1);
    // The same key on another topic is another event.
    await publishEvent(db(), { topic: `${topic}.other`, key: 'same', payload: {} });
    expect(await eventsOf(`${topic}.other`)).toHaveLength(1);
    await expect(publishEvent(db(), { topic: 'NoDots', key: 'x', payload: {} })).rejects.toThrow(/topic/);
    await expect(publishEvent(db(), { topic, key: 'y', payload: { balance: '10' } })).rejects.toThrow(/balance/);
    await expect(publishEvent(db(), { topic, key: '', payload: {} })).rejects.toThrow(/key/);
  });

  it('delivers at least once: a failing consumer is retried with exponential backoff, then the event is DELIVERED and applied once', async () => {
    const topic = topicOf('flaky');
    const flaky = counting('test-flaky', [topic], 2);
    const dispatcher = dispatcherWith(flaky.group);
    await publishEvent(db(), { topic, key: 'a', payload: { orderId: 1 } });
    const [event] = await eventsOf(topic);

    await dispatcher.run({ baseDelaySeconds: 10 });
    let row = (await eventOf(topic, 'a'))!;
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, lastError: expect.stringContaining('test-flaky is down (call 1)') });
    const wait1 = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait1).toBeGreaterThan(7);
    expect(wait1).toBeLessThan(12);
    // Not due yet: a run does not touch it.
    await dispatcher.run({ baseDelaySeconds: 10 });
    expect(flaky.calls()).toBe(1);

    await makeDue(event!.id);
    await dispatcher.run({ baseDelaySeconds: 10 });
    row = (await eventOf(topic, 'a'))!;
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
    const wait2 = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait2).toBeGreaterThan(17);
    expect(wait2).toBeLessThan(22);

    await makeDue(event!.id);
    await dispatcher.run({ baseDelaySeconds: 10 });
    expect(await eventOf(topic, 'a')).toMatchObject({ status: 'DELIVERED', attempts: 2, lastError: '', deliveredAt: expect.any(Date) });
    expect(flaky.applied).toEqual([event!.id]);
    expect(backoffSeconds(1, 5)).toBe(5);
    expect(backoffSeconds(4, 5)).toBe(40);
    expect(backoffSeconds(30, 5)).toBe(3600);
  });

  it('an event becomes DEAD after the configured number of failed attempts and is not claimed again', async () => {
    const topic = topicOf('dead');
    const broken = counting('test-broken', [topic], 1000);
    const dispatcher = dispatcherWith(broken.group);
    await publishEvent(db(), { topic, key: 'd', payload: {} });
    const id = (await eventOf(topic, 'd'))!.id;
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await dispatcher.run({ maxAttempts: 3 });
    }
    expect(await eventOf(topic, 'd')).toMatchObject({ status: 'DEAD', attempts: 3 });
    await makeDue(id);
    await dispatcher.run({ maxAttempts: 3 });
    expect(broken.calls()).toBe(3);
    expect(await eventOf(topic, 'd')).toMatchObject({ status: 'DEAD', attempts: 3 });
  });

  it('a redelivered event (the dispatcher stopped before recording DELIVERED) is consumed once per group', async () => {
    const topic = topicOf('redeliver');
    const one = counting('test-redeliver-a', [topic]);
    const two = counting('test-redeliver-b', [topic]);
    const dispatcher = dispatcherWith(one.group, two.group);
    await publishEvent(db(), { topic, key: 'r', payload: {} });
    await dispatcher.run();
    const id = (await eventOf(topic, 'r'))!.id;
    // As if the lease had lapsed after the consumers committed: the row is due and PENDING again.
    await db().update(outboxEvents).set({ status: 'PENDING', deliveredAt: null, nextAttemptAt: sql`now()` }).where(eq(outboxEvents.id, id));
    await dispatcher.run();
    await makeDue(id);
    await db().update(outboxEvents).set({ status: 'PENDING' }).where(eq(outboxEvents.id, id));
    await dispatcher.run();
    expect([one.applied, two.applied]).toEqual([[id], [id]]);
    expect(await eventOf(topic, 'r')).toMatchObject({ status: 'DELIVERED' });
    const deliveries = await db().select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, id));
    expect(deliveries.map((d) => d.groupName).sort()).toEqual(['test-redeliver-a', 'test-redeliver-b']);
  });

  it('two dispatchers running at once deliver each event once to each group', async () => {
    const topic = topicOf('race');
    const a = counting('test-race-a', [topic]);
    const b = counting('test-race-b', [topic]);
    const registry = new ConsumerRegistry();
    registry.register(a.group);
    registry.register(b.group);
    const first = new OutboxDispatcher(db(), registry);
    const second = new OutboxDispatcher(db(), registry);
    for (let i = 0; i < 40; i++) await publishEvent(db(), { topic, key: `e${i}`, payload: { n: i } });
    const results = await Promise.all([first.run({ batchSize: 5 }), second.run({ batchSize: 5 }), first.run({ batchSize: 7 }), second.run({ batchSize: 3 })]);
    const ids = (await eventsOf(topic)).map((e) => e.id).sort((x, y) => x - y);
    expect([...a.applied].sort((x, y) => x - y)).toEqual(ids);
    expect([...b.applied].sort((x, y) => x - y)).toEqual(ids);
    expect((await eventsOf(topic)).every((e) => e.status === 'DELIVERED')).toBe(true);
    // Each event was claimed by one run only (SKIP LOCKED and the lease), not merely deduplicated.
    const claimedOfTopic = results.reduce((sum, r) => sum + r.delivered, 0);
    expect(claimedOfTopic).toBeGreaterThanOrEqual(40);
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(outboxDeliveries).where(inArray(outboxDeliveries.eventId, ids))) as [{ n: number }];
    expect(n).toBe(80);
  });

  it('pausing a group (persisted, through the page action) holds its delivery; resuming delivers; other groups are not held', async () => {
    const topic = topicOf('pause');
    const held = counting('test-paused', [topic]);
    const free = counting('test-free', [topic]);
    const dispatcher = dispatcherWith(held.group, free.group);
    await dispatcher.syncConsumers();
    const [consumer] = await db().select().from(outboxConsumers).where(eq(outboxConsumers.groupName, 'test-paused'));
    const paused = await act(admin, queueConsumerResource, 'pause', { id: consumer!.id });
    expect(paused.body.code, paused.body.msg).toBe(0);
    expect((await act(admin, queueConsumerResource, 'pause', { id: consumer!.id })).status).toBe(409);
    const listed = await op(admin, queueConsumerResource, 'list', { pageSize: 100 });
    expect(listed.body.code, listed.body.msg).toBe(0);
    expect(listed.body.data.list.find((r: { groupName: string }) => r.groupName === 'test-paused')).toMatchObject({ paused: true });

    await publishEvent(db(), { topic, key: 'p', payload: {} });
    await dispatcher.run();
    const id = (await eventOf(topic, 'p'))!.id;
    expect(await eventOf(topic, 'p')).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect([held.applied, free.applied]).toEqual([[], [id]]);
    const waiting = await op(admin, queueConsumerResource, 'list', { pageSize: 100 });
    const rowsOf = (name: string) => waiting.body.data.list.find((r: { groupName: string }) => r.groupName === name);
    expect([rowsOf('test-paused').waiting, rowsOf('test-free').waiting]).toEqual([1, 0]);
    // A new dispatcher (another instance, a restart) reads the pause from the database.
    await makeDue(id);
    await dispatcherWith(counting('test-paused', [topic]).group).run();
    expect(await eventOf(topic, 'p')).toMatchObject({ status: 'PENDING' });

    expect((await act(admin, queueConsumerResource, 'resume', { id: consumer!.id })).body.code).toBe(0);
    await dispatcher.run();
    expect([held.applied, free.applied]).toEqual([[id], [id]]);
    expect(await eventOf(topic, 'p')).toMatchObject({ status: 'DELIVERED' });
  });

  it('retries a DEAD event with the same key: the group that had it does not apply it again; retry is refused on a delivered one', async () => {
    const topic = topicOf('retry');
    const good = counting('test-retry-good', [topic]);
    const bad = counting('test-retry-bad', [topic], 1);
    const dispatcher = dispatcherWith(good.group, bad.group);
    await publishEvent(db(), { topic, key: 'x', payload: {} });
    await dispatcher.run({ maxAttempts: 1 });
    const dead = (await eventOf(topic, 'x'))!;
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 1 });

    const retried = await act(admin, queueEventResource, 'retry', { id: dead.id });
    expect(retried.body.code, retried.body.msg).toBe(0);
    expect(await eventOf(topic, 'x')).toMatchObject({ id: dead.id, key: 'x', status: 'PENDING', attempts: 0 });
    await dispatcher.run({ maxAttempts: 1 });
    expect(await eventOf(topic, 'x')).toMatchObject({ status: 'DELIVERED' });
    expect([good.applied, bad.applied, bad.calls()]).toEqual([[dead.id], [dead.id], 2]);

    const again = await act(admin, queueEventResource, 'retry', { id: dead.id });
    expect(again.status).toBe(409);
    expect(await eventsOf(topic)).toHaveLength(1);
  });

  it('purges DELIVERED events older than the retention (page action and the daily job); others stay', async () => {
    const topic = topicOf('purge');
    const dispatcher = dispatcherWith(counting('test-purge', [topic]).group);
    for (const key of ['old', 'new']) await publishEvent(db(), { topic, key, payload: {} });
    await dispatcher.run();
    await publishEvent(db(), { topic, key: 'waiting', payload: {} });
    await db().update(outboxEvents).set({ deliveredAt: sql`now() - interval '10 days'` }).where(and(eq(outboxEvents.topic, topic), eq(outboxEvents.key, 'old')));
    await db().update(outboxEvents).set({ createdAt: sql`now() - interval '30 days'` }).where(and(eq(outboxEvents.topic, topic), eq(outboxEvents.key, 'waiting')));

    const refused = await act(admin, queueEventResource, 'purge', { keepDays: 0 });
    expect(refused.status).toBe(400);
    expect(await eventsOf(topic)).toHaveLength(3);
    const purged = await act(admin, queueEventResource, 'purge', { keepDays: 7 });
    expect(purged.body.code, purged.body.msg).toBe(0);
    expect(purged.body.data.purged).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(topic)).map((e) => e.key)).toEqual(['new', 'waiting']);

    await db().update(outboxEvents).set({ deliveredAt: sql`now() - interval '10 days'` }).where(and(eq(outboxEvents.topic, topic), eq(outboxEvents.key, 'new')));
    const job = t.services.jobs;
    expect(job).toBeDefined();
    const area = outboxArea(db());
    expect(await area.queue.purge(7)).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(topic)).map((e) => e.key)).toEqual(['waiting']);
  });

  it('the page: per-topic counts, lag and throughput; events newest first filtered by topic, status and key; the payload masked in the detail', async () => {
    const topic = topicOf('page');
    const dispatcher = dispatcherWith(counting('test-page', [topic]).group);
    await publishEvent(db(), { topic, key: 'done-1', payload: { orderId: 1 } });
    await dispatcher.run();
    await publishEvent(db(), { topic, key: 'wait-1', payload: { orderId: 2 } });
    await publishEvent(db(), { topic, key: 'wait-2', payload: { orderId: 3 } });
    // A producer's mistake (written around publishEvent's checks) is still masked in the view.
    await db().insert(outboxEvents).values({ topic, key: 'leaky', payloadJson: { orderId: 4, apiToken: 'abc123', nested: { password: 'pw' } }, status: 'DEAD', createdAt: sql`now() - interval '2 minutes'` });
    await db().update(outboxEvents).set({ createdAt: sql`now() - interval '90 seconds'` }).where(and(eq(outboxEvents.topic, topic), eq(outboxEvents.key, 'wait-1')));

    const stats = await send(admin, 'GET', QUEUE_STATS_ENDPOINT);
    expect(stats.body.code, stats.body.msg).toBe(0);
    const mine = stats.body.data.topics.find((r: { topic: string }) => r.topic === topic);
    expect(mine).toMatchObject({ pending: 2, delivered: 1, failed: 0, dead: 1, deliveredLastHour: 1 });
    expect(mine.lagSeconds).toBeGreaterThanOrEqual(89);
    expect(mine.perMinute).toBeCloseTo(1 / 15, 1);

    const list = await op(admin, queueEventResource, 'list', { topic, pageIndex: 1, pageSize: 10 });
    expect(list.body.code, list.body.msg).toBe(0);
    expect(list.body.data.list.map((r: { key: string }) => r.key)).toEqual(['leaky', 'wait-2', 'wait-1', 'done-1']);
    expect(list.body.data.list.every((r: { payloadJson: unknown }) => r.payloadJson === null)).toBe(true);
    const byStatus = await op(admin, queueEventResource, 'list', { topic, status: ['PENDING'] });
    expect(byStatus.body.data.list.map((r: { key: string }) => r.key)).toEqual(['wait-2', 'wait-1']);
    const byKey = await op(admin, queueEventResource, 'list', { topic, key: 'wait' });
    expect(byKey.body.data.list).toHaveLength(2);

    const leaky = (await eventOf(topic, 'leaky'))!;
    const detail = await op(admin, queueEventResource, 'get', { id: String(leaky.id) });
    expect(detail.body.data.payloadJson).toEqual({ orderId: 4, apiToken: '******', nested: { password: '******' } });
    const done = (await eventOf(topic, 'done-1'))!;
    expect((await op(admin, queueEventResource, 'get', { id: String(done.id) })).body.data).toMatchObject({ consumedBy: 'test-page', payloadJson: { orderId: 1 } });
    // No edit or delete exists: payloads are never changed.
    expect((await t.app.inject({ method: 'PUT', url: api('infra/queue'), headers: bearer(admin), payload: { id: leaky.id, payloadJson: {} } })).statusCode).toBe(404);
  });

  it('needs the queue permissions: an operator without them is refused', async () => {
    expect((await send(clerk, 'GET', QUEUE_STATS_ENDPOINT)).status).toBe(403);
    expect((await op(clerk, queueEventResource, 'list', {})).status).toBe(403);
    expect((await act(clerk, queueEventResource, 'purge', { keepDays: 7 })).status).toBe(403);
  });

  describe('the producers publish in their own transactions', () => {
    const payloadOf = async (topic: string, key: string) => (await eventOf(topic, key))?.payloadJson;

    it('recharge created and reviewed', async () => {
      const memberId = await addMember(db());
      const created = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '25' });
      const id = created.body.data.id as number;
      expect(await payloadOf('recharge.created', `recharge:${id}`)).toEqual({ rechargeId: id, memberId, status: 'PENDING' });
      await call(admin, 'POST', 'rechargeReview', { id, action: 'approve' });
      expect(await payloadOf('recharge.reviewed', `recharge:${id}:APPROVED`)).toEqual({ rechargeId: id, memberId, status: 'APPROVED' });
    });

    it('withdrawal created and reviewed (a refused review publishes nothing)', async () => {
      const memberId = await addMember(db());
      const recharge = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '500' });
      await call(admin, 'POST', 'rechargeReview', { id: recharge.body.data.id, action: 'approve' });
      const order = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '100', address: 'TQueueAddr' });
      const id = order.body.data.id as number;
      expect(await payloadOf('withdraw.created', `withdraw:${id}`)).toEqual({ withdrawId: id, memberId, status: 'PENDING_REVIEW' });
      // admin entered it: its own review is refused, and nothing is published.
      expect((await call(admin, 'POST', 'withdrawReview', { id, action: 'approve' })).body.code).not.toBe(0);
      expect(await db().select().from(outboxEvents).where(and(eq(outboxEvents.topic, 'withdraw.reviewed'), like(outboxEvents.key, `withdraw:${id}:%`)))).toEqual([]);
      await call(clerk, 'POST', 'withdrawReview', { id, action: 'reject', remark: 'address check' });
      expect(await payloadOf('withdraw.reviewed', `withdraw:${id}:REJECTED`)).toEqual({ withdrawId: id, memberId, status: 'REJECTED' });
    });

    it('KYC submitted and reviewed', async () => {
      const memberId = await addMember(db());
      const kyc = new KycService(db());
      const application = await kyc.submit({ memberId, level: 'PRIMARY', realName: 'Q', idNumber: `1101011990030${String(Date.now()).slice(-5)}` });
      const submitted = await payloadOf('kyc.submitted', `kyc:${application.id}`);
      expect(submitted).toEqual({ kycId: application.id, memberId, level: 'PRIMARY', status: 'PENDING' });
      expect(JSON.stringify(submitted)).not.toContain('1101011990');
      await kyc.review({ id: application.id, action: 'approve', remark: '' }, { userId: 1, userName: 'admin' });
      expect(await payloadOf('kyc.reviewed', `kyc:${application.id}:APPROVED`)).toEqual({ kycId: application.id, memberId, level: 'PRIMARY', status: 'APPROVED' });
    });

    it('payout callback; the member-notify consumer turns the decisions into one notification each', async () => {
      const checker = await t.signIn('queue_checker');
      const memberId = await addMember(db());
      const recharge = await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '5000' });
      await call(admin, 'POST', 'rechargeReview', { id: recharge.body.data.id, action: 'approve' });
      const order = await call(admin, 'POST', 'withdrawAdd', { memberId, currency: 'USDT', amount: '840', address: 'TQueuePayout' });
      const id = order.body.data.id as number;
      const review = await call(checker, 'POST', 'withdrawReview', { id, action: 'approve' });
      expect(review.body.data.status).toBe('APPROVED');
      expect((await send(admin, 'POST', PAYOUT_ENDPOINTS.dispatch, { withdrawId: id })).body.code).toBe(0);
      const [attempt] = await db().select().from(payoutAttempts).where(eq(payoutAttempts.withdrawId, id));
      const eventId = `evt_${crypto.randomUUID()}`;
      const raw = JSON.stringify({ eventId, providerRef: attempt!.providerRef, status: 'SUCCEEDED', retryable: false, errorCode: '' });
      const stamp = Math.floor(Date.now() / 1000);
      const hook = await t.app.inject({
        method: 'POST',
        url: api(`${PAYOUT_ENDPOINTS.callback}/SIMULATED`),
        headers: { 'content-type': 'application/json', 'x-payout-timestamp': String(stamp), 'x-payout-signature': signPayload(t.config.payoutSim.secret, stamp, raw) },
        payload: raw,
      });
      expect(hook.json().code, hook.body).toBe(0);
      expect(await payloadOf('payout.callback', `SIMULATED:${eventId}`)).toMatchObject({ withdrawId: id, memberId, attemptId: attempt!.id, result: 'SUCCEEDED', settled: 'APPLIED', status: 'COMPLETED' });

      const area = outboxArea(db());
      await area.dispatcher.run();
      await area.dispatcher.run();
      const notes = await db().select().from(memberNotifications).where(eq(memberNotifications.memberId, memberId)).orderBy(memberNotifications.id);
      expect(notes.map((n) => `${n.refType}/${n.messageKey}`)).toEqual([
        'RECHARGE/notify.recharge.reviewed.approved',
        'WITHDRAW/notify.withdraw.reviewed.approved',
        'WITHDRAW/notify.payout.callback.completed',
      ]);
      // Redelivering everything applies nothing twice.
      await db().update(outboxEvents).set({ status: 'PENDING', nextAttemptAt: sql`now()` }).where(inArray(outboxEvents.id, notes.map((n) => n.eventId)));
      await area.dispatcher.run();
      expect(await db().select().from(memberNotifications).where(eq(memberNotifications.memberId, memberId))).toHaveLength(3);
    });
  });
});
