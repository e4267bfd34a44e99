import { and, eq, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { SIGNIN_TIME_ZONE, type PointsRefType } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Db } from '../../db/client';
import { budgets, members, signinCampaigns, signinRecords } from '../../db/schema';
import { badRequest, conflict, notFound, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { postToBudget } from '../finance/budget-ledger';
import { postToWallet } from '../finance/ledger';
import { postPoints } from './points-ledger';
import { businessNo } from './points-service';
import { verbatim } from '../../lib/text-per-language';

export const SIGNIN_REF = 'SIGNIN_RECORD' satisfies PointsRefType;

/** day n of a streak → amount (past the end, the last); every `bonusEvery`-th day of a streak adds `bonus`. */
export interface RewardTable {
  days: string[];
  bonusEvery: number;
  bonus: string;
}

type CampaignRow = typeof signinCampaigns.$inferSelect;

export interface CampaignInput {
  code: string;
  name: string;
  rewardKind: 'POINTS' | 'ASSET';
  rewardTable: RewardTable;
  startsOn: string;
  endsOn: string;
  budgetId?: number | null;
}

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** The business date (YYYY-MM-DD) of an instant in the fixed sign-in zone. */
export function businessDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SIGNIN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The reward of the n-th day of a streak: an exact decimal sum (bonus added on every bonusEvery-th day). */
export function rewardFor(table: RewardTable, streak: number): string {
  const base = table.days[Math.min(streak, table.days.length) - 1]!;
  const withBonus = table.bonusEvery > 0 && streak % table.bonusEvery === 0 ? [base, table.bonus] : [base];
  const scale = 10n ** 18n;
  const units = withBonus.reduce((sum, text) => {
    const [w = '0', f = ''] = text.split('.');
    return sum + BigInt(w) * scale + BigInt(f.padEnd(18, '0'));
  }, 0n);
  const frac = (units % scale).toString().padStart(18, '0').replace(/0+$/, '');
  return frac ? `${units / scale}.${frac}` : `${units / scale}`;
}

/**
 * Sign-in campaigns and the member-side sign (catalogue §7.5). A campaign is DRAFT → ACTIVE →
 * ENDED; closing early is allowed only while it is underway (ACTIVE and inside its window). The
 * sign writes one record per (member, campaign, business date) — the unique key refuses a second
 * one, however many arrive at once — and posts its reward keyed by the record id: points through
 * the points ledger, or an asset from the campaign's funded budget (budget SPEND + SIGNIN_REWARD).
 */
export class SigninService {
  constructor(private readonly db: Db) {}

  validate(input: CampaignInput): void {
    const problems: Record<string, string> = {};
    const t = input.rewardTable;
    if (!t || !Array.isArray(t.days) || t.days.length === 0 || t.days.some((d) => !DECIMAL.test(String(d)))) problems.rewardTable = 'days must list at least one amount';
    else if (input.rewardKind === 'POINTS' && [...t.days, t.bonus].some((d) => !/^\d+$/.test(String(d)))) problems.rewardTable = 'points rewards are whole numbers';
    if (t && (!Number.isInteger(t.bonusEvery) || t.bonusEvery < 0 || !DECIMAL.test(String(t.bonus)))) problems.rewardTable = 'bonusEvery is a whole number ≥ 0 and bonus an amount';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.startsOn) || !/^\d{4}-\d{2}-\d{2}$/.test(input.endsOn) || input.endsOn < input.startsOn) problems.endsOn = 'the window ends on or after it starts';
    if (input.rewardKind === 'ASSET' && !input.budgetId) problems.budgetId = 'an asset reward is paid from a budget';
    if (Object.keys(problems).length) {
      throw badRequest(`invalid campaign: ${Object.entries(problems).map(([k, v]) => `${k}: ${v}`).join('; ')}`, problems, { reason: 'request.invalid' });
    }
  }

  async create(input: CampaignInput, operator: Operator): Promise<CampaignRow> {
    this.validate(input);
    let currency = '';
    if (input.rewardKind === 'ASSET') {
      const [budget] = await this.db.select().from(budgets).where(eq(budgets.id, input.budgetId!));
      if (!budget) throw badRequest(`budget ${input.budgetId} does not exist`, { budgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: input.budgetId! } });
      currency = budget.currency;
    }
    const [row] = await this.db
      .insert(signinCampaigns)
      .values({ ...input, budgetId: input.rewardKind === 'ASSET' ? input.budgetId! : null, currency, createdBy: operator.userId, updatedBy: operator.userId })
      .returning();
    return row!;
  }

  async activate(id: number, operator: Operator): Promise<CampaignRow> {
    return this.move(id, 'DRAFT', { status: 'ACTIVE' }, operator);
  }

  /** Early close: only while underway (ACTIVE, today inside the window). */
  async closeEarly(id: number, operator: Operator, now = new Date()): Promise<CampaignRow> {
    const today = businessDate(now);
    const [row] = await this.db.select().from(signinCampaigns).where(eq(signinCampaigns.id, id));
    if (row && row.status === 'ACTIVE' && (today < row.startsOn || today > row.endsOn)) {
      throw conflict(`campaign ${row.code} is not underway on ${today} (${row.startsOn} – ${row.endsOn}); only an underway campaign closes early`, {
        reason: 'marketing.notUnderway',
        params: { code: row.code, today },
      });
    }
    return this.move(id, 'ACTIVE', { status: 'ENDED', closedEarlyAt: now }, operator);
  }

  private async move(id: number, from: string, set: Partial<CampaignRow>, operator: Operator): Promise<CampaignRow> {
    const [moved] = await this.db
      .update(signinCampaigns)
      .set({ ...set, version: sql`${signinCampaigns.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(and(eq(signinCampaigns.id, id), eq(signinCampaigns.status, from)))
      .returning();
    if (moved) return moved;
    const [now] = await this.db.select().from(signinCampaigns).where(eq(signinCampaigns.id, id));
    if (!now) throw notFound(`sign-in campaign ${id} does not exist`, { reason: 'record.notFound', params: { id } });
    throw refuse(ResultCode.conflict, `campaign ${now.code} is ${now.status}; this needs ${from}`, { reason: 'record.wrongState', params: { id: now.code, status: now.status, expected: from } });
  }

  /** Member side: sign today (business date of `now` in SIGNIN_TIME_ZONE). A second sign the same day is refused. */
  async sign(memberId: number, campaignId: number, now = new Date()) {
    const signDate = businessDate(now);
    return this.db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(signinCampaigns).where(eq(signinCampaigns.id, campaignId)).for('update');
      if (!campaign) throw notFound(`sign-in campaign ${campaignId} does not exist`, { reason: 'record.notFound', params: { id: campaignId } });
      if (campaign.status !== 'ACTIVE' || signDate < campaign.startsOn || signDate > campaign.endsOn) {
        throw conflict(`campaign ${campaign.code} is not open on ${signDate}`, { reason: 'marketing.notUnderway', params: { code: campaign.code, today: signDate } });
      }
      const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      if (!member) throw badRequest(`member ${memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId } });
      const [already] = await tx
        .select({ id: signinRecords.id })
        .from(signinRecords)
        .where(and(eq(signinRecords.memberId, memberId), eq(signinRecords.campaignId, campaignId), eq(signinRecords.signDate, signDate)));
      if (already) throw conflict(`member ${memberId} already signed in on ${signDate}`, { reason: 'marketing.alreadySigned', params: { date: signDate } });
      const [yesterday] = await tx
        .select({ streak: signinRecords.streak })
        .from(signinRecords)
        .where(and(eq(signinRecords.memberId, memberId), eq(signinRecords.campaignId, campaignId), eq(signinRecords.signDate, dayBefore(signDate))));
      const streak = (yesterday?.streak ?? 0) + 1;
      const reward = rewardFor(campaign.rewardTable as RewardTable, streak);
      const rewardRef = businessNo('SG');
      const [record] = await tx.insert(signinRecords).values({ memberId, campaignId, signDate, streak, reward, rewardRef }).returning();
      if (Number(reward) > 0) {
        if (campaign.rewardKind === 'POINTS') {
          await postPoints(tx, { memberId, change: Number(reward), source: 'SIGNIN', refType: SIGNIN_REF, refId: record!.id, operatorId: null, note: campaign.code });
        } else {
          const ref = { refType: SIGNIN_REF, refId: record!.id, refNo: rewardRef, operatorId: null };
          await postToBudget(tx, { budgetId: campaign.budgetId!, type: 'SPEND', amount: reward, ...ref, remark: { 'zh-cn': `签到 ${campaign.code}`, en: `sign-in ${campaign.code}`, 'zh-tw': `簽到 ${campaign.code}` } });
          await postToWallet(tx, { memberId, currency: campaign.currency, type: 'SIGNIN_REWARD', ...ref, moves: [{ kind: 'AVAILABLE', change: reward }], remark: verbatim(campaign.code) });
        }
        await tx.update(signinCampaigns).set({ budgetUsed: sql`${signinCampaigns.budgetUsed} + ${reward}::numeric` }).where(eq(signinCampaigns.id, campaign.id));
      }
      return { ...record!, reward: decimalParam(reward) };
    });
  }
}
