import { and, asc, eq, like } from 'drizzle-orm';
import { POINTS_APPROVE_PERMISSION, pointsExchangeResource, pointsItemResource, pointsLogResource } from '@ledgerdesk/shared/resources/marketing/points';
import { signinCampaignResource, signinRecordResource } from '@ledgerdesk/shared/resources/marketing/signin';
import { WHEEL_APPROVE_PERMISSION, wheelChanceResource, wheelDrawResource, wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import type { Db } from '../../client';
import { couponTemplates, members, pointsItems, users, wheels } from '../../schema';
import { PointsService } from '../../../modules/marketing-points/points-service';
import { SigninService } from '../../../modules/marketing-points/signin-service';
import { WheelService, type PrizeInput } from '../../../modules/marketing-points/wheel-service';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import type { AreaSeed } from './area-seed';

/**
 * Integral points, sign-in and the prize wheel (issue 16) under the Marketing directory (key
 * `marketing`, shared with the other marketing pages). The approve buttons stay the super role's
 * until a role is granted them, so a second operator decides.
 */
export const MARKETING_POINTS_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(pointsLogResource),
    approveButtonSeed('marketing.points', POINTS_APPROVE_PERMISSION, { title: ['复核大额积分发放', 'Approve large points grants', '覆核大額積分發放'] }),
    ...resourceMenuSeed(pointsItemResource),
    ...resourceMenuSeed(pointsExchangeResource),
    ...resourceMenuSeed(signinCampaignResource),
    ...resourceMenuSeed(signinRecordResource),
    ...resourceMenuSeed(wheelResource),
    approveButtonSeed('marketing.wheel', WHEEL_APPROVE_PERMISSION, { title: ['复核发布转盘', 'Approve publishing a wheel', '覆核發布轉盤'] }),
    ...resourceMenuSeed(wheelDrawResource),
    ...resourceMenuSeed(wheelChanceResource),
  ],
  dicts: [],
};

const DEMO_WHEEL = 'DEMO-WHEEL-ENDED';
const PRIZES: PrizeInput[] = [
  { slot: 1, name: 'Thanks for playing', benefitKind: 'NONE', probability: '0.6', stock: null },
  { slot: 2, name: '50 points', benefitKind: 'POINTS', benefitAmount: '50', probability: '0.3', stock: null },
  { slot: 3, name: '500 points', benefitKind: 'POINTS', benefitAmount: '500', probability: '0.09', stock: 5 },
  { slot: 4, name: '5000 points', benefitKind: 'POINTS', benefitAmount: '5000', probability: '0.01', stock: 1 },
];

/**
 * Points grants, a shop with exchanges, a sign-in campaign with a few days of signs, an ended wheel
 * with its seed revealed (its draws verify), a published wheel being drawn and a draft awaiting
 * publication. Everything goes through the services like an operator's or a member's action
 * would. Skipped once the demo wheel exists.
 */
export async function seedMarketingPointsDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: wheels.id }).from(wheels).where(eq(wheels.code, DEMO_WHEEL));
  if (seeded) return;
  const [admin] = await db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.userName, 'admin'));
  if (!admin) return;
  const operator = { userId: admin.id, userName: admin.userName };
  const demo = await db.select({ id: members.id }).from(members).where(like(members.account, 'demo\\_%')).orderBy(asc(members.id)).limit(4);
  if (demo.length === 0) return;
  // Nothing here reaches the four-eyes threshold, so no approval service is needed.
  const points = new PointsService(db, undefined as never);
  const signin = new SigninService(db);
  const wheelService = new WheelService(db, undefined as never);

  for (const [i, m] of demo.entries()) await points.grant({ memberId: m.id, points: 2000 + i * 500, reasonCode: 'WELCOME', note: 'Welcome points' }, operator);
  const [mug] = await db.insert(pointsItems).values({ code: 'MUG', name: 'Ledgerdesk mug', costPoints: 800, benefitKind: 'MERCH', stock: 20, perMemberLimit: 2, status: 'ON', createdBy: admin.id }).returning();
  // The points shop's coupon item issues the codes demo's published taker-fee coupon (seeded just before); without it, no coupon item.
  const [takerCoupon] = await db.select({ id: couponTemplates.id }).from(couponTemplates).where(and(eq(couponTemplates.code, 'TAKER-50'), eq(couponTemplates.status, 'PUBLISHED')));
  if (takerCoupon) {
    await db.insert(pointsItems).values({ code: 'FEE-COUPON-10', name: 'Fee coupon 10 USDT', costPoints: 1500, benefitKind: 'COUPON', couponTemplateId: takerCoupon.id, stock: 50, perMemberLimit: 1, status: 'ON', createdBy: admin.id });
  }
  const first = await points.exchange(demo[0]!.id, mug!.id);
  await points.fulfil(first.id, 'SF1234567890', operator);
  if (demo[1]) await points.exchange(demo[1].id, mug!.id);

  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const campaign = await signin.create(
    { code: 'DAILY-SIGNIN', name: 'Daily sign-in', rewardKind: 'POINTS', rewardTable: { days: ['10', '10', '20', '20', '30'], bonusEvery: 7, bonus: '100' }, startsOn: iso(new Date(today.getTime() - 30 * 86_400_000)), endsOn: iso(new Date(today.getTime() + 60 * 86_400_000)) },
    operator,
  );
  await signin.activate(campaign.id, operator);
  for (let back = 3; back >= 0; back -= 1) {
    for (const m of demo.slice(0, back === 0 ? demo.length : 2)) await signin.sign(m.id, campaign.id, new Date(today.getTime() - back * 86_400_000));
  }

  const window = { startsAt: new Date(today.getTime() - 7 * 86_400_000), endsAt: new Date(today.getTime() + 30 * 86_400_000) };
  const ended = await wheelService.create({ code: DEMO_WHEEL, name: 'Launch wheel (ended)', ...window, costKind: 'CHANCE', fallbackSlot: 1, prizes: PRIZES }, operator);
  const live = await wheelService.create({ code: 'DEMO-WHEEL-LIVE', name: 'Weekly wheel', ...window, costKind: 'POINTS', costPoints: 100, fallbackSlot: 1, prizes: PRIZES }, operator);
  await wheelService.create({ code: 'DEMO-WHEEL-DRAFT', name: 'Next month wheel', ...window, costKind: 'CHANCE', fallbackSlot: 1, prizes: PRIZES }, operator);
  for (const wheel of [ended, live]) await db.transaction((tx) => wheelService.publish(tx, wheel.id, wheel.version, admin.id));
  await wheelService.grantChances({ wheelId: ended.id, members: demo.map((m) => m.id).join(','), granted: 10, source: 'GRANT', sourceRef: 'launch' }, operator);
  for (const m of demo) for (let i = 0; i < 10; i += 1) await wheelService.draw(m.id, ended.id, `demo-${m.id}`);
  await wheelService.move(ended.id, 'ENDED', operator);
  for (const m of demo.slice(0, 2)) for (let i = 0; i < 3; i += 1) await wheelService.draw(m.id, live.id, `weekly-${m.id}`);
}
