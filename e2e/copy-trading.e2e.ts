import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect as assert, it } from 'vitest';
import { contractPositions, copyFollows, copyOrderLinks, leadTraders, profitShareCycles } from '../apps/server/src/db/schema';
import { ContractTradingEngine } from '../apps/server/src/modules/contract-trading/trading-engine';
import { fund, setKyc, setUpMarket } from '../apps/server/src/test/trading-test-kit';
import { CopyFanOut } from '../apps/server/src/modules/copy-trading/copy-fanout';
import { FollowService } from '../apps/server/src/modules/copy-trading/follow-service';
import { computeLeadStats } from '../apps/server/src/modules/copy-trading/lead-stats';
import type { ApprovalService } from '../apps/server/src/modules/approval/approval-service';
import { LeadTraderService } from '../apps/server/src/modules/copy-trading/lead-trader-service';
import { addDays, dayOf, ProfitShareService } from '../apps/server/src/modules/copy-trading/profit-share';
import { addMember } from '../apps/server/src/modules/finance/finance-test-kit';
import { shotsInto } from './support/browser';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';

const SHOTS = '/tmp/shots/copytrade';
const shot = shotsInto(SHOTS, { atRest: true });

/**
 * Copy trading in Chromium against the real server: the operator approves a lead trader's
 * application; the lead trades (nine days ago, on the engine, against recorded samples), the
 * follower's copy is placed through the same order path, the nightly stats and the profit-share job
 * run; the operator sees the derived figures with their "as of" day, the copied order in the
 * follow logs and the settled profit-share cycle. Screenshots in /tmp/shots/copytrade.
 */
describe('copy trading in Chromium', () => {
  const live = useLiveConsole();
  const admin = useSignedInPage(live, 'admin');
  let leadId: number;
  let leadMember: number;
  let nickname: string;

  beforeAll(async () => {
    const db = live.server.database.db;
    leadMember = await addMember(db, 'e2elead');
    await setKyc(db, leadMember, 2);
    await fund(db, leadMember, '50000');
    nickname = `e2e-lead-${leadMember}`;
    // The member's application (member-side; applying files no four-eyes request).
    const leads = new LeadTraderService(db, {} as ApprovalService);
    const lead = await leads.apply({ memberId: leadMember, nickname, profitShareRate: '0.1', bio: 'Swing trades, low leverage' });
    leadId = lead.id;
  });

  it('the operator approves the lead trader application', async () => {
    const page = admin.page;
    await page.goto(`${live.server.baseUrl}/copy/lead-trader`);
    const list = page.getByTestId('resource-copy/lead-trader');
    const row = list.locator('tr', { hasText: nickname });
    await expect(row).toContainText('Applied');
    await shot(page, '1-application');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toContainText('Approved');
    await shot(page, '2-approved');
    const [lead] = await live.server.database.db.select().from(leadTraders).where(eq(leadTraders.id, leadId));
    assert(lead).toMatchObject({ status: 'APPROVED', kycLevelSnapshot: 2 });
  });

  it('after the lead trades and the nightly jobs run, the derived stats, the copied order and the settled cycle are shown', async () => {
    const db = live.server.database.db;
    // Nine days ago (UTC), so the 7-day cycle has ended: the follower follows, the lead opens at 1000 and closes at 1100.
    const day = addDays(dayOf(new Date()), -9);
    const engine = new ContractTradingEngine(db, () => new Date(`${day}T10:00:00.000Z`));
    new CopyFanOut(db, engine).attach();
    const market = await setUpMarket(db);
    const followerMember = await addMember(db, 'e2efol');
    await fund(db, followerMember, '10000');
    const follow = await new FollowService(db).follow({ followerMemberId: followerMember, leadTraderId: leadId, mode: 'FIXED_QTY', param: '1', investment: '2000' });
    await db.update(copyFollows).set({ startedAt: new Date(`${day}T00:00:00.000Z`) }).where(eq(copyFollows.id, follow.id));
    await market.price('1000');
    await engine.placeOrder({ memberId: leadMember, productId: market.productId, positionSide: 'LONG', type: 'MARKET', qty: '2', leverage: 5 });
    await market.price('1100');
    const [position] = await db.select().from(contractPositions).where(and(eq(contractPositions.memberId, leadMember), eq(contractPositions.status, 'OPEN')));
    await engine.closePosition(position!.id);
    const links = await db.select().from(copyOrderLinks).where(eq(copyOrderLinks.followId, follow.id));
    assert(links.map((l) => l.status)).toEqual(['COPIED', 'COPIED']);
    // The nightly jobs: the day's withholding, the cycle settled once it ended, the lead's figures.
    const shares = new ProfitShareService(db);
    await shares.runDay(day);
    await shares.settleDue(dayOf(new Date()));
    await computeLeadStats(db, addDays(dayOf(new Date()), -1));
    const [cycle] = await db.select().from(profitShareCycles).where(eq(profitShareCycles.followId, follow.id));
    assert(cycle).toMatchObject({ status: 'SETTLED', netRealisedPnl: '100', withheld: '10', shareAmount: '10', refunded: '0' });

    const page = admin.page;
    await page.goto(`${live.server.baseUrl}/copy/lead-trader`);
    const leadRow = page.getByTestId('resource-copy/lead-trader').locator('tr', { hasText: nickname });
    await expect(leadRow).toContainText('Active');
    await expect(leadRow).toContainText(addDays(dayOf(new Date()), -1));
    await expect(leadRow).toContainText('200');
    await shot(page, '3-derived-stats');

    await page.goto(`${live.server.baseUrl}/copy/order-link`);
    const linkList = page.getByTestId('resource-copy/order-link');
    await expect(linkList.locator('tr', { hasText: follow.followNo }).first()).toContainText('Copied');
    await shot(page, '4-copied-orders');

    await page.goto(`${live.server.baseUrl}/copy/follow`);
    await expect(page.getByTestId('resource-copy/follow').locator('tr', { hasText: follow.followNo })).toContainText('Active');
    await shot(page, '5-follow-logs');

    await page.goto(`${live.server.baseUrl}/copy/profit-share`);
    const cycleRow = page.getByTestId('resource-copy/profit-share').locator('tr', { hasText: follow.followNo });
    await expect(cycleRow).toContainText('Settled');
    await shot(page, '6-profit-share-settled');

    await page.goto(`${live.server.baseUrl}/contract/deal`);
    await expect(page.getByTestId('resource-contract/deal')).toContainText('1,100');
    await shot(page, '7-contract-deals');
    assert(admin.pageErrors).toEqual([]);
  });
});
