import { and, eq, sql } from 'drizzle-orm';
import { pointsExchangeResource, pointsItemResource, pointsLogResource } from '@ledgerdesk/shared/resources/marketing/points';
import { WHEEL_PRIZE_KINDS, type WheelPrizeKind } from '@ledgerdesk/shared/resources/marketing/points-states';
import { signinCampaignResource, signinRecordResource } from '@ledgerdesk/shared/resources/marketing/signin';
import { wheelChanceResource, wheelDrawResource, wheelPrizeResource, wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import type { Db } from '../../db/client';
import { pointsExchanges, pointsGrants, pointsItems, pointsLogs, signinCampaigns, signinRecords, wheelChances, wheelDraws, wheelPrizes, wheels } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { bindResource, setOnLockedRow, type ActionContext } from '../../resource';
import { memberRowsInReach, membersInReach, requestReach, type Reach } from '../access/data-scope';
import { checkBenefitTerms } from '../marketing-benefits/benefit-terms';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import type { MarketingPointsArea } from './routes';
import { GRANT_REF } from './points-service';
import type { PrizeInput } from './wheel-service';

/** "slot|name|kind|amount or template code|probability|stock" lines → prize inputs; a malformed line is named. */
export function parsePrizeLines(text: string): PrizeInput[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const [slot, name, kind, amount, probability, stock] = line.split('|').map((s) => s.trim());
      if (!/^\d+$/.test(slot ?? '') || !name || !kind || probability === undefined) {
        throw badRequest(`prize line ${index + 1} ("${line}") is not slot|name|${WHEEL_PRIZE_KINDS.join('/')}|amount or template code|probability|stock`, { prizes: `line ${index + 1}` }, { reason: 'request.invalid' });
      }
      const benefitKind = kind.toUpperCase() as WheelPrizeKind;
      // The fourth column is an amount, or for a coupon or trial-fund prize the template's code.
      const byTemplate = benefitKind === 'COUPON' || benefitKind === 'TRIAL_FUND';
      return { slot: Number(slot), name, benefitKind, benefitAmount: byTemplate ? '0' : amount || '0', templateCode: byTemplate ? amount || null : null, probability, stock: stock ? Number(stock) : null };
    });
}

export function marketingPointsBindings(db: Db, area: MarketingPointsArea) {
  const pointsLog = bindResource({
    definition: pointsLogResource,
    table: pointsLogs,
    hooks: { scope: memberRowScope(db, pointsLogs.memberId) },
    actions: {
      grant: async ({ input, user, request }) => {
        const memberId = Number(input.memberId);
        await requireMemberInReach(db, request, memberId);
        return area.points.grant({ memberId, points: Number(input.points), reasonCode: String(input.reasonCode), note: input.note ? String(input.note) : '' }, user);
      },
      // Stored, then run as a job: the console polls its progress (POINTS_BATCH_PATH).
      batchGrant: async ({ input, user, request }) => {
        const reach = membersInReach(db, await requestReach(db, request));
        const started = await area.batches.create({ members: String(input.members), points: Number(input.points), reasonCode: String(input.reasonCode) }, user, reach);
        area.batches.start(started.batchId, user.userId);
        return started;
      },
      reverse: async ({ input, user, loadRow }) => {
        const row = await loadRow(input.id!);
        if (row.source !== 'GRANT' || row.refType !== GRANT_REF) throw badRequest('only a grant row is reversed', { id: 'not a grant' }, { reason: 'request.invalid' });
        const [grant] = await db.select({ id: pointsGrants.id }).from(pointsGrants).where(eq(pointsGrants.id, row.refId));
        if (!grant) throw notFound(`grant ${row.refId} does not exist`, { reason: 'record.notFound', params: { id: row.refId } });
        return area.points.reverse(grant.id, String(input.reason), user);
      },
    },
  });
  const pointsItem = bindResource({
    definition: pointsItemResource,
    table: pointsItems,
    hooks: {
      /** A COUPON item names a published coupon template, a TRIAL_FUND item an active trial template; the other template is cleared. */
      async beforeWrite({ input, current, tx }) {
        const row = current as typeof pointsItems.$inferSelect | null;
        const kind = String(input.benefitKind ?? row?.benefitKind ?? '');
        if (kind !== 'COUPON' && kind !== 'TRIAL_FUND') return { ...input, couponTemplateId: null, trialTemplateId: null };
        const couponTemplate = ('couponTemplateId' in input ? input.couponTemplateId : row?.couponTemplateId) as number | null | undefined;
        const trialTemplate = ('trialTemplateId' in input ? input.trialTemplateId : row?.trialTemplateId) as number | null | undefined;
        const terms = await checkBenefitTerms(tx, { kind, couponTemplate, trialTemplate }, { points: 'benefitKind', couponTemplate: 'couponTemplateId', trialTemplate: 'trialTemplateId' });
        return { ...input, couponTemplateId: terms.couponTemplateId, trialTemplateId: terms.trialTemplateId };
      },
    },
    actions: {
      putOnSale: (ctx) => switchItem(ctx, 'ON'),
      takeOffSale: (ctx) => switchItem(ctx, 'OFF'),
    },
  });
  const pointsExchange = bindResource({
    definition: pointsExchangeResource,
    table: pointsExchanges,
    hooks: { scope: memberRowScope(db, pointsExchanges.memberId) },
    actions: {
      fulfil: async ({ input, user }) => area.points.fulfil(input.id!, String(input.fulfilmentRef), user),
      cancel: async ({ input, user }) => area.points.cancelExchange(input.id!, String(input.reason), user),
    },
  });
  const signinCampaign = bindResource({
    definition: signinCampaignResource,
    table: signinCampaigns,
    actions: {
      create: async ({ input, user }) => {
        const row = await area.signin.create(
          {
            code: String(input.code),
            name: String(input.name),
            rewardKind: input.rewardKind as 'POINTS' | 'ASSET',
            rewardTable: { days: String(input.days).split(/[\s,;]+/).filter(Boolean), bonusEvery: Number(input.bonusEvery ?? 0), bonus: String(input.bonus ?? '0') },
            startsOn: String(input.startsOn),
            endsOn: String(input.endsOn),
            budgetId: input.budgetId ? Number(input.budgetId) : null,
          },
          user,
        );
        return { id: row.id, code: row.code, status: row.status };
      },
      activate: async ({ input, user }) => pick(await area.signin.activate(input.id!, user)),
      close: async ({ input, user }) => pick(await area.signin.closeEarly(input.id!, user)),
    },
  });
  const signinRecord = bindResource({ definition: signinRecordResource, table: signinRecords, hooks: { scope: memberRowScope(db, signinRecords.memberId) } });
  const wheel = bindResource({
    definition: wheelResource,
    table: wheels,
    actions: {
      create: async ({ input, user }) => {
        const row = await area.wheels.create(
          {
            code: String(input.code),
            name: String(input.name),
            startsAt: new Date(String(input.startsAt)),
            endsAt: new Date(String(input.endsAt)),
            costKind: input.costKind as 'CHANCE' | 'POINTS',
            costPoints: Number(input.costPoints ?? 0),
            budgetId: input.budgetId ? Number(input.budgetId) : null,
            fallbackSlot: Number(input.fallbackSlot),
            prizes: parsePrizeLines(String(input.prizes)),
          },
          user,
        );
        return { id: row.id, code: row.code, status: row.status };
      },
      publish: async ({ input, user }) => area.wheels.requestPublish(input.id!, user),
      pause: async ({ input, user }) => area.wheels.move(input.id!, 'PAUSED', user),
      resume: async ({ input, user }) => area.wheels.move(input.id!, 'PUBLISHED', user),
      end: async ({ input, user }) => area.wheels.move(input.id!, 'ENDED', user),
      grantChances: async ({ input, user, request }) =>
        area.wheels.grantChances(
          { wheelId: input.id!, members: String(input.members), granted: Number(input.granted), source: 'GRANT', sourceRef: String(input.sourceRef) },
          user,
          membersInReach(db, await requestReach(db, request)),
        ),
    },
  });
  const wheelDraw = bindResource({
    definition: wheelDrawResource,
    table: wheelDraws,
    hooks: { scope: memberRowScope(db, wheelDraws.memberId) },
    actions: { verify: async ({ input }) => area.wheels.verify(input.id!) },
  });
  const wheelPrize = bindResource({ definition: wheelPrizeResource, table: wheelPrizes });
  const wheelChance = bindResource({ definition: wheelChanceResource, table: wheelChances, hooks: { scope: memberRowScope(db, wheelChances.memberId) } });
  return [pointsLog, pointsItem, pointsExchange, signinCampaign, signinRecord, wheelPrize, wheel, wheelDraw, wheelChance];
}

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

/**
 * The integral-records footer: the sum of change over the same member, source and time filters as
 * the list, and over the members the caller reaches, as the list's rows are (modules/access): a
 * footer over every member told an operator of one department what the others' members hold.
 */
export async function pointsSum(db: Db, reach: Reach, filter: { memberId?: number; source?: string[]; from?: string; to?: string }): Promise<{ total: number; rows: number }> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLogs.change}), 0)`, rows: sql<string>`count(*)` })
    .from(pointsLogs)
    .where(
      and(
        filter.memberId ? eq(pointsLogs.memberId, filter.memberId) : undefined,
        filter.source?.length ? sql`${pointsLogs.source} in (${sql.join(filter.source.map((s) => sql`${s}`), sql`, `)})` : undefined,
        filter.from ? sql`${pointsLogs.createdAt} >= ${filter.from}::timestamptz` : undefined,
        filter.to ? sql`${pointsLogs.createdAt} <= ${filter.to}::timestamptz` : undefined,
        memberRowsInReach(db, reach, pointsLogs.memberId),
      ),
    );
  return { total: Number(row!.total), rows: Number(row!.rows) };
}

/**
 * Puts an item on sale or takes it off, on the row `loadRow` locks, from the state the action's
 * `when` names: a second "Take off sale" is refused (409) instead of putting the item back on
 * sale, as the one "On/off" switch did.
 */
async function switchItem(ctx: ActionContext<typeof pointsItems>, to: 'ON' | 'OFF') {
  const item = await setOnLockedRow(ctx, pointsItems, { status: to });
  return { id: item.id, status: to };
}
