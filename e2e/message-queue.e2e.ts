import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { members, outboxConsumers, outboxEvents, users } from '../apps/server/src/db/schema';
import { RechargeService } from '../apps/server/src/modules/finance/recharge-service';
import { outboxArea } from '../apps/server/src/modules/outbox/area';
import { shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/message-queue';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * The message queue in Chromium against the real server (jobs off: the test runs the dispatcher
 * where the 5-second job would): the operator finds the event of a recharge just created and its
 * payload, retries the seeded DEAD event, and pauses the member-notify group so a review's event
 * waits for it. Screenshots in /tmp/shots/message-queue.
 */
describe('message queue in Chromium', () => {
  const live = useLiveConsole({ JOBS_ENABLED: 'off' });
  const signed = useSignedInPage(live);
  let page: Page;
  let rechargeId: number;
  const db = () => live.server.database.db;

  beforeAll(async () => {
    page = signed.page;
    const [member] = await db().select().from(members).limit(1);
    const [clerk] = await db().select().from(users).where(eq(users.userName, 'operator'));
    const order = await new RechargeService(db()).add(
      { memberId: member!.id, currency: 'USDT', amount: '30', channel: 'MANUAL', paymentRef: 'E2E-QUEUE', remark: '' } as Parameters<RechargeService['add']>[0],
      { userId: clerk!.id, userName: 'operator' },
    );
    rechargeId = order.id;
  });

  const events = () => page.getByTestId('queue-event-list');
  const consumers = () => page.getByTestId('queue-consumer-list');
  const filterKey = async (key: string) => {
    const filters = events().getByTestId('resource-filters');
    await filters.getByLabel('Key', { exact: true }).fill(key);
    await filters.getByRole('button', { name: 'Search' }).click();
  };

  it('shows the event a recharge just published, with its payload', async () => {
    await page.goto(`${live.server.baseUrl}/monitor/queue`);
    await expect(page.getByTestId('queue-summary')).toContainText('recharge.created');
    await filterKey(`recharge:${rechargeId}`);
    const row = events().locator('tr.ant-table-row', { hasText: `recharge:${rechargeId}` });
    await expect(row).toContainText('recharge.created');
    await expect(row).toContainText('Pending');
    await shot(page, '1-recharge-event');
    await row.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: `recharge:${rechargeId}` });
    await expect(detail).toContainText(`"rechargeId": ${rechargeId}`);
    await shot(page, '2-payload');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  it('retries the dead event: same row and key, pending again', async () => {
    const [dead] = await db().select().from(outboxEvents).where(eq(outboxEvents.key, 'demo:orphan-callback'));
    assert(dead).toMatchObject({ status: 'DEAD' });
    await filterKey('demo:orphan');
    const row = events().locator('tr.ant-table-row', { hasText: 'demo:orphan-callback' });
    await expect(row).toContainText('Dead');
    await shot(page, '3-dead-event');
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Retry' }).click();
    await expect(row).toContainText('Pending');
    const [after] = await db().select().from(outboxEvents).where(eq(outboxEvents.key, 'demo:orphan-callback'));
    assert(after).toMatchObject({ id: dead!.id, status: 'PENDING', attempts: 0 });
    await shot(page, '4-retried');
  });

  it('pauses the member-notify group: a review\'s event waits for it', async () => {
    const row = consumers().locator('tr.ant-table-row', { hasText: 'member-notify' });
    await row.getByRole('button', { name: 'Pause' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Pause' }).click();
    await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
    const [group] = await db().select().from(outboxConsumers).where(eq(outboxConsumers.groupName, 'member-notify'));
    assert(group!.paused).toBe(true);

    const [admin] = await db().select().from(users).where(eq(users.userName, 'admin'));
    await new RechargeService(db()).review({ id: rechargeId, action: 'approve' } as Parameters<RechargeService['review']>[0], { userId: admin!.id, userName: 'admin' });
    await outboxArea(db()).dispatcher.run();
    const [reviewed] = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, 'recharge.reviewed'), eq(outboxEvents.key, `recharge:${rechargeId}:APPROVED`)));
    assert(reviewed).toMatchObject({ status: 'PENDING', attempts: 0 });

    await page.reload();
    await filterKey(`recharge:${rechargeId}`);
    await expect(events().locator('tr.ant-table-row', { hasText: `recharge:${rechargeId}:APPROVED` })).toContainText('Pending');
    const paused = consumers().locator('tr.ant-table-row', { hasText: 'member-notify' });
    await expect(paused).toContainText('Yes');
    // Waiting for it: the retried orphan callback and the review.
    await expect(paused.locator('td').nth(1)).toContainText(/^2$/);
    await shot(page, '5-paused');
    assert(signed.pageErrors).toEqual([]);
  });
});
