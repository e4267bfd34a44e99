import { asc, eq, like, sql } from 'drizzle-orm';
import { awardCampaignResource } from '@ledgerdesk/shared/resources/marketing/award-campaign';
import { awardGrantResource } from '@ledgerdesk/shared/resources/marketing/award-grant';
import { RED_ENVELOPE_APPROVE_PERMISSION, redEnvelopeResource } from '@ledgerdesk/shared/resources/marketing/red-envelope';
import { redEnvelopeClaimResource } from '@ledgerdesk/shared/resources/marketing/red-envelope-claim';
import type { Db } from '../../client';
import { budgets, members, redEnvelopes, users } from '../../schema';
import { postToBudget } from '../../../modules/finance/budget-ledger';
import { ConfigParams } from '../../../modules/config/config-params';
import type { AreaDeps } from '../../../modules/area-deps';
import { AwardService } from '../../../modules/marketing-awards/award-service';
import { RedEnvelopeService } from '../../../modules/marketing-awards/red-envelope-service';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import type { AreaSeed } from './area-seed';
import { verbatim } from '../../../lib/text-per-language';

/**
 * Awards and red envelopes (issue 16, catalogue §7.1, §7.7). The demo operator's role gets the
 * pages and every button including approve: the services refuse an approver who is the maker, so
 * a second operator always decides. Approving a red envelope's funding (a four-eyes request on the
 * Approvals page) stays the super role's until a role is granted it.
 */
export const MARKETING_AWARDS_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(awardCampaignResource),
    ...resourceMenuSeed(awardGrantResource),
    ...resourceMenuSeed(redEnvelopeResource),
    approveButtonSeed('marketing.redEnvelope', RED_ENVELOPE_APPROVE_PERMISSION),
    ...resourceMenuSeed(redEnvelopeClaimResource),
  ],
  dicts: [],
};

const DEMO_BUDGET = 'DEMO-MARKETING-USDT';
const noApprovals = {} as AreaDeps['approvals'];

/**
 * A funded USDT budget, three campaigns (two active, one draft), awards in each state that matters
 * (paid, awaiting the second operator, reversed) and three envelopes (active with claims, draft,
 * expired with its remainder back in the budget). Every amount moves through the services like an
 * operator's or a member's action would. Skipped once the demo budget exists.
 */
export async function seedMarketingAwardsDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: budgets.id }).from(budgets).where(eq(budgets.code, DEMO_BUDGET));
  if (seeded) return;
  const userOf = async (userName: string) => (await db.select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, userName)))[0];
  const admin = await userOf('admin');
  const maker = (await userOf('operator')) ?? admin;
  if (!admin || !maker) return;
  const demoMembers = await db.select({ id: members.id }).from(members).where(like(members.account, 'demo\\_%')).orderBy(asc(members.id)).limit(4);
  if (demoMembers.length < 3) return;
  const params = new ConfigParams(db);
  const awards = new AwardService(db, params);
  const envelopes = new RedEnvelopeService(db, noApprovals, params);

  const [budget] = await db.insert(budgets).values({ code: DEMO_BUDGET, name: 'Marketing awards and red envelopes (USDT)', currency: 'USDT', remark: 'Demo budget' }).returning();
  await db.transaction(async (tx) => {
    await postToBudget(tx, { budgetId: budget!.id, type: 'FUND', amount: '20000', refType: 'BUDGET_FUND', refId: 1, refNo: `${DEMO_BUDGET}-F1`, operatorId: admin.userId, remark: verbatim('Opening funding') });
    await tx.update(budgets).set({ version: 1 }).where(eq(budgets.id, budget!.id));
  });

  const campaign = async (code: string, name: string, kind: string, total: string, activate: boolean) => {
    const row = await awards.createCampaign({ code, name, kind, budgetId: budget!.id, budgetTotal: total, rulesUrl: 'https://example.com/terms/' + code.toLowerCase() }, maker);
    if (!activate) return row;
    await db.transaction((tx) => awards.moveCampaign(tx, row.id, 'PENDING_APPROVAL', maker));
    return db.transaction((tx) => awards.moveCampaign(tx, row.id, 'ACTIVE', admin));
  };
  const cup = await campaign('CUP-2026Q4', 'Q4 trading cup prizes', 'COMPETITION', '5000', true);
  const incident = await campaign('INCIDENT-1107', 'Compensation: 7 Nov matching outage', 'COMPENSATION', '2000', true);
  await campaign('REFERRAL-DEC', 'December referral fee share', 'REFERRAL_FEE_SHARE', '3000', false);

  const [m1, m2, m3] = demoMembers;
  const grant = (campaignId: number, memberId: number, amount: string, evidenceRef: string, reason: string) =>
    awards.createGrant({ campaignId, memberId, amount, evidenceRef, reason }, maker);
  // Below the threshold a prize is approved on creation; paid by the second operator.
  const first = await grant(cup.id, m1!.id, '300', 'RANK-1', 'Q4 cup, 1st place');
  await db.transaction((tx) => awards.pay(tx, first.id, admin));
  // Compensation always waits for a second operator.
  await grant(incident.id, m2!.id, '25', 'INC-1107-0042', 'Stop order missed during the outage');
  // Paid, then reversed (the member still held it): the campaign's use and the budget are restored.
  const wrong = await grant(cup.id, m3!.id, '50', 'RANK-9', 'Q4 cup, 9th place (entered twice)');
  await db.transaction((tx) => awards.pay(tx, wrong.id, admin));
  await db.transaction((tx) => awards.reverse(tx, wrong.id, 'Duplicate ranking entry', admin));

  const hour = 3_600_000;
  const envelope = (title: string, total: string, count: number, split: 'EQUAL' | 'RANDOM', startsAt: number, expiresAt: number) =>
    envelopes.create(
      { title, budgetId: budget!.id, totalAmount: total, count, split, minShare: split === 'RANDOM' ? '1' : '0', maxShare: split === 'RANDOM' ? '30' : '0', eligibility: 'ALL', startsAt: new Date(startsAt).toISOString(), expiresAt: new Date(expiresAt).toISOString() },
      maker,
    );
  const now = Date.now();
  const festival = await envelope('Listing celebration', '100', 10, 'RANDOM', now - hour, now + 72 * hour);
  await db.transaction((tx) => envelopes.applyFund(tx, festival.id, admin.userId));
  await envelopes.claim(festival.id, m1!.id);
  await envelopes.claim(festival.id, m2!.id);
  await envelope('New year envelope', '500', 50, 'EQUAL', now + 24 * hour, now + 96 * hour);
  const past = await envelope('Weekend envelope', '60', 6, 'EQUAL', now - 2 * hour, now + hour);
  await db.transaction((tx) => envelopes.applyFund(tx, past.id, admin.userId));
  await envelopes.claim(past.id, m3!.id);
  // Its expiry passed: the job returned the unclaimed 50 to the budget.
  await db.update(redEnvelopes).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(redEnvelopes.id, past.id));
  await envelopes.expireDue();
}
