import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import { WHEEL_APPROVE_PERMISSION, WHEEL_PRIZE_KINDS, WHEEL_PUBLISH_KIND, wheelMayMove, type PointsRefType, type WheelChanceSource, type WheelPrizeKind, type WheelStatus } from '@ledgerdesk/shared/resources/marketing/points-states';
import type { Db, Tx } from '../../db/client';
import { budgets, wheelChances, wheelDraws, wheelPrizes, wheels } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { checkBenefitTerms, type BenefitKind } from '../marketing-benefits/benefit-terms';
import { issueBenefit } from '../marketing-benefits/issue-benefit';
import { parseMemberRefs, resolveMemberRefs, unreachableError, type ItemError } from '../../lib/batch-items';
import { postPoints } from './points-ledger';
import { businessNo } from './points-service';
import { newServerSeed, oddsBand, pickSlot, probabilitySum, probabilityUnits, rollOf, seedHash, unitsText } from './wheel-fair';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
type WheelRow = typeof wheels.$inferSelect;
export const DRAW_REF = 'WHEEL_DRAW' satisfies PointsRefType;


export interface PrizeInput {
  slot: number;
  name: string;
  benefitKind: WheelPrizeKind;
  benefitAmount?: string;
  /** COUPON / TRIAL_FUND: the template, by code (a prize line) or by id. */
  templateCode?: string | null;
  couponTemplateId?: number | null;
  trialTemplateId?: number | null;
  probability: string;
  stock?: number | null;
}
export interface WheelInput {
  code: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  costKind: 'CHANCE' | 'POINTS';
  costPoints?: number;
  budgetId?: number | null;
  fallbackSlot: number;
  prizes: PrizeInput[];
}

const wrongState = (wheel: { code: string; status: string }, to: string) =>
  refuse(ResultCode.conflict, `wheel ${wheel.code} is ${wheel.status}; it cannot become ${to}`, { reason: 'record.wrongState', params: { id: wheel.code, status: wheel.status, expected: to } });

/**
 * The prize wheel (catalogue §7.6). A DRAFT holds its prizes and odds; publishing (four-eyes)
 * validates them, freezes them and commits SHA-256 of a fresh server seed; the seed itself stays in
 * the server until ENDED reveals it. A draw costs a chance or points (never money), rolls
 * HMAC-SHA256(server_seed, `client_seed:nonce`), picks by cumulative probability, falls back to the
 * published fallback prize when the picked one is out of stock (recorded), and posts the benefit
 * keyed by the draw. No per-member odds and no way to choose a winner exist.
 */
export class WheelService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  /** Refuses a prize list whose probabilities do not sum to exactly 1 (naming the sum), or without a usable fallback. */
  validatePrizes(prizes: PrizeInput[], fallbackSlot: number, costKind: string, budgetId: number | null | undefined): void {
    if (!Array.isArray(prizes) || prizes.length === 0) throw badRequest('a wheel needs at least one prize', { prizes: 'empty' }, { reason: 'request.invalid' });
    const { sum, exact, invalid } = probabilitySum(prizes);
    if (invalid.length) {
      throw badRequest(`probability of slot(s) ${invalid.map((i) => prizes[i]!.slot).join(', ')} is not a decimal between 0 and 1 (at most 18 places)`, { prizes: 'bad probability' }, { reason: 'request.invalid' });
    }
    if (!exact) {
      throw badRequest(`the probabilities sum to ${sum}, not exactly 1`, { prizes: `sum is ${sum}` }, { reason: 'marketing.oddsSum', params: { sum } });
    }
    const slots = new Set(prizes.map((p) => p.slot));
    if (slots.size !== prizes.length) throw badRequest('each prize needs its own slot', { prizes: 'duplicate slot' }, { reason: 'request.invalid' });
    const fallback = prizes.find((p) => p.slot === fallbackSlot);
    if (!fallback || fallback.stock != null) {
      throw badRequest(`the fallback slot ${fallbackSlot} must be a prize with unlimited stock (the "no prize" row)`, { fallbackSlot: 'not an unlimited prize' }, { reason: 'request.invalid' });
    }
    for (const p of prizes) {
      if (!WHEEL_PRIZE_KINDS.includes(p.benefitKind)) throw badRequest(`slot ${p.slot}: benefit ${p.benefitKind} is not ${WHEEL_PRIZE_KINDS.join(', ')}`, { prizes: 'benefit kind' }, { reason: 'request.invalid' });
      if (p.benefitKind === 'POINTS' && !/^[1-9]\d{0,8}$/.test(String(p.benefitAmount ?? ''))) throw badRequest(`slot ${p.slot}: a points prize is a whole number above 0`, { prizes: 'points amount' }, { reason: 'request.invalid' });
      if (p.benefitKind === 'ASSET' && !(Number(p.benefitAmount) > 0)) throw badRequest(`slot ${p.slot}: an asset prize needs an amount`, { prizes: 'asset amount' }, { reason: 'request.invalid' });
      if (p.benefitKind === 'ASSET' && !budgetId) throw badRequest(`slot ${p.slot}: an asset prize is paid from the wheel's budget; choose one`, { budgetId: 'required for asset prizes' }, { reason: 'request.invalid' });
      if (p.stock != null && (!Number.isInteger(p.stock) || p.stock < 0)) throw badRequest(`slot ${p.slot}: stock is a whole number ≥ 0 or empty`, { prizes: 'stock' }, { reason: 'request.invalid' });
    }
    if (costKind !== 'CHANCE' && costKind !== 'POINTS') throw badRequest('a draw costs a CHANCE or POINTS, never money', { costKind: 'CHANCE or POINTS' }, { reason: 'request.invalid' });
  }

  /**
   * The shared benefit check for each prize that issues through another area: a COUPON names a
   * PUBLISHED coupon template, a TRIAL_FUND an ACTIVE trial template (its budget pays). Answers the
   * rows as stored, with the template ids resolved; a refusal names `prizes` and the slot.
   */
  async resolvePrizes(reader: Db | Tx, prizes: PrizeInput[]) {
    const rows = [];
    for (const p of prizes) {
      const template = p.benefitKind === 'COUPON' ? (p.couponTemplateId ?? p.templateCode) : p.benefitKind === 'TRIAL_FUND' ? (p.trialTemplateId ?? p.templateCode) : null;
      const terms =
        p.benefitKind === 'COUPON' || p.benefitKind === 'TRIAL_FUND'
          ? await checkBenefitTerms(reader, { kind: p.benefitKind, couponTemplate: template, trialTemplate: template }, { points: 'prizes', couponTemplate: 'prizes', trialTemplate: 'prizes', prefix: `slot ${p.slot}: ` })
          : null;
      rows.push({
        slot: p.slot,
        name: p.name,
        benefitKind: p.benefitKind,
        benefitAmount: p.benefitKind === 'POINTS' || p.benefitKind === 'ASSET' ? (p.benefitAmount ?? '0') : '0',
        couponTemplateId: terms?.couponTemplateId ?? null,
        trialTemplateId: terms?.trialTemplateId ?? null,
        probability: p.probability,
        stock: p.stock ?? null,
      });
    }
    return rows;
  }

  async create(input: WheelInput, operator: Operator): Promise<WheelRow> {
    this.validatePrizes(input.prizes, input.fallbackSlot, input.costKind, input.budgetId);
    const prizeRows = await this.resolvePrizes(this.db, input.prizes);
    if (input.costKind === 'POINTS' && !(Number.isInteger(input.costPoints) && input.costPoints! > 0)) {
      throw badRequest('a points-cost wheel names its cost in whole points', { costPoints: 'whole number above 0' }, { reason: 'request.invalid' });
    }
    if (!(input.endsAt > input.startsAt)) throw badRequest('the wheel ends after it starts', { endsAt: 'before the start' }, { reason: 'request.invalid' });
    return this.db.transaction(async (tx) => {
      let currency = '';
      if (input.budgetId) {
        const [budget] = await tx.select().from(budgets).where(eq(budgets.id, input.budgetId));
        if (!budget) throw badRequest(`budget ${input.budgetId} does not exist`, { budgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: input.budgetId } });
        currency = budget.currency;
      }
      const [wheel] = await tx
        .insert(wheels)
        .values({
          code: input.code,
          name: input.name,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          costKind: input.costKind,
          costPoints: input.costKind === 'POINTS' ? input.costPoints! : 0,
          budgetId: input.budgetId ?? null,
          currency,
          fallbackSlot: input.fallbackSlot,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      await tx.insert(wheelPrizes).values(prizeRows.map((p) => ({ ...p, wheelId: wheel!.id })));
      return wheel!;
    });
  }

  /** A draft's prizes replaced as a whole; refused once published (a new version is a new wheel). */
  async replacePrizes(wheelId: number, prizes: PrizeInput[], fallbackSlot: number, operator: Operator) {
    return this.db.transaction(async (tx) => {
      const wheel = await this.locked(tx, wheelId);
      if (wheel.status !== 'DRAFT') throw conflict(`wheel ${wheel.code} is ${wheel.status}; a published wheel is never edited, make a new one`, { reason: 'record.notEditable', params: { id: wheel.code } });
      this.validatePrizes(prizes, fallbackSlot, wheel.costKind, wheel.budgetId);
      const prizeRows = await this.resolvePrizes(tx, prizes);
      await tx.delete(wheelPrizes).where(eq(wheelPrizes.wheelId, wheel.id));
      await tx.insert(wheelPrizes).values(prizeRows.map((p) => ({ ...p, wheelId: wheel.id })));
      await tx.update(wheels).set({ fallbackSlot, version: sql`${wheels.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(wheels.id, wheel.id));
      return { id: wheel.id };
    });
  }

  private async locked(tx: Tx, wheelId: number): Promise<WheelRow> {
    const [wheel] = await tx.select().from(wheels).where(eq(wheels.id, wheelId)).for('update');
    if (!wheel) throw notFound(`wheel ${wheelId} does not exist`, { reason: 'record.notFound', params: { id: wheelId } });
    return wheel;
  }

  async prizesOf(db: Db | Tx, wheelId: number) {
    return db.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheelId)).orderBy(asc(wheelPrizes.slot));
  }

  /** Files the publish request (a second operator approves); the prizes are checked now and again at approval. */
  async requestPublish(wheelId: number, operator: Operator): Promise<{ approvalId: number }> {
    return this.db.transaction(async (tx) => {
      const wheel = await this.locked(tx, wheelId);
      if (!wheelMayMove(wheel.status, 'PUBLISHED') || wheel.status !== 'DRAFT') throw wrongState(wheel, 'PUBLISHED');
      const prizes = await this.prizesOf(tx, wheel.id);
      const stored = prizes.map((p) => ({ ...p, benefitKind: p.benefitKind as WheelPrizeKind }));
      this.validatePrizes(stored, wheel.fallbackSlot, wheel.costKind, wheel.budgetId);
      // A template paused or ended since the wheel was drafted is refused before anyone is asked to approve.
      await this.resolvePrizes(tx, stored);
      const odds = prizes.map((p) => `${p.name} ${unitsText(probabilityUnits(p.probability) ?? 0n)}`).join(', ');
      const approval = await this.approvals.request(tx, {
        kind: WHEEL_PUBLISH_KIND,
        subjectType: 'WHEEL',
        subjectId: wheel.id,
        summary: { 'zh-cn': `发布转盘 ${wheel.code}（${odds}）`, en: `Publish prize wheel ${wheel.code} (${odds})`, 'zh-tw': `發布轉盤 ${wheel.code}（${odds}）` },
        payload: { wheelId: wheel.id, version: wheel.version },
        makerId: operator.userId,
      });
      return { approvalId: approval.id };
    });
  }

  /** Publishing in the approver's transaction: the version asked about, a fresh seed, only its hash shown. */
  async publish(tx: Tx, wheelId: number, version: number, approverId: number) {
    const wheel = await this.locked(tx, wheelId);
    if (wheel.status !== 'DRAFT') throw wrongState(wheel, 'PUBLISHED');
    if (wheel.version !== version) throw conflict(`wheel ${wheel.code} changed after the request; file it again`, { reason: 'record.stale', params: { id: wheel.code } });
    await this.resolvePrizes(tx, (await this.prizesOf(tx, wheel.id)).map((p) => ({ ...p, benefitKind: p.benefitKind as WheelPrizeKind })));
    const seed = newServerSeed();
    const [done] = await tx
      .update(wheels)
      .set({ status: 'PUBLISHED', serverSeed: seed, serverSeedHash: seedHash(seed), publishedAt: sql`now()`, version: sql`${wheels.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(wheels.id, wheel.id))
      .returning({ id: wheels.id, serverSeedHash: wheels.serverSeedHash });
    return done!;
  }

  approvalHandler(): ApprovalHandler {
    return {
      kind: WHEEL_PUBLISH_KIND,
      title: { 'zh-cn': '发布转盘', en: 'Publish a prize wheel', 'zh-tw': '發布轉盤' },
      permission: WHEEL_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the wheel stays a DRAFT until approved
      apply: async (tx, approval, approverId) => {
        const { wheelId, version } = approval.payload as { wheelId: number; version: number };
        return this.publish(tx, wheelId, version, approverId);
      },
    };
  }

  /** PUBLISHED ↔ PAUSED, and → ENDED (which reveals the seed). */
  async move(wheelId: number, to: Exclude<WheelStatus, 'DRAFT'>, operator: Operator) {
    return this.db.transaction(async (tx) => {
      const wheel = await this.locked(tx, wheelId);
      if (to === 'PUBLISHED' && wheel.status === 'DRAFT') throw wrongState(wheel, 'PUBLISHED (publishing goes through a second operator)');
      if (!wheelMayMove(wheel.status, to)) throw wrongState(wheel, to);
      const reveal = to === 'ENDED' ? { revealedSeed: wheel.serverSeed, seedRevealAt: sql`now()` } : {};
      await tx.update(wheels).set({ status: to, ...reveal, version: sql`${wheels.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId }).where(eq(wheels.id, wheel.id));
      return { id: wheel.id, status: to, ...(to === 'ENDED' ? { revealedSeed: wheel.serverSeed } : {}) };
    });
  }

  /** Grants one chance (or `granted`) per member, keyed (wheel, member, source, source_ref); a repeat of the same key is that item's failure. */
  /**
   * Grants chances to each member named (an id or an account) within the caller's member scope
   * (`reach`, as the other batch grants take it): a member outside it, unknown, or already granted
   * under this source reference is reported FAILED with a reason the console words in its language.
   */
  async grantChances(input: { wheelId: number; members: string; granted: number; source: WheelChanceSource; sourceRef: string }, operator: Operator, reach?: SQL) {
    if (!Number.isInteger(input.granted) || input.granted <= 0 || input.granted > 100) throw badRequest('chances per member: a whole number from 1 to 100', { granted: '1–100' }, { reason: 'request.invalid' });
    if (!input.sourceRef?.trim()) throw badRequest('a chance grant names its source reference (it makes a repeat harmless)', { sourceRef: 'required' }, { reason: 'request.invalid' });
    const [wheel] = await this.db.select().from(wheels).where(eq(wheels.id, input.wheelId));
    if (!wheel) throw notFound(`wheel ${input.wheelId} does not exist`, { reason: 'record.notFound', params: { id: input.wheelId } });
    if (wheel.status === 'ENDED') throw wrongState(wheel, 'granted chances');
    const refs = parseMemberRefs(input.members);
    if (refs.length === 0) throw badRequest('name at least one member', { members: 'no member named' }, { reason: 'member.trialBatchEmpty' });
    const sourceRef = input.sourceRef.trim();
    const named = await resolveMemberRefs(this.db, refs, reach);
    const items: { memberRef: string; status: 'GRANTED' | 'FAILED'; error: ItemError | null }[] = [];
    for (const ref of refs) {
      const member = named.get(ref);
      const unreachable = unreachableError(ref, member);
      if (unreachable) {
        items.push({ memberRef: ref, status: 'FAILED', error: unreachable });
        continue;
      }
      const [row] = await this.db
        .insert(wheelChances)
        .values({ wheelId: wheel.id, memberId: member!.id, granted: input.granted, source: input.source, sourceRef, createdBy: operator.userId, updatedBy: operator.userId })
        .onConflictDoNothing()
        .returning({ id: wheelChances.id });
      items.push(
        row
          ? { memberRef: ref, status: 'GRANTED', error: null }
          : {
              memberRef: ref,
              status: 'FAILED',
              error: { msg: `member ${ref} already has chances from ${input.source} ${sourceRef}`, reason: 'marketing.chancesAlreadyGranted', params: { member: ref, sourceRef } },
            },
      );
    }
    const failed = items.filter((i) => i.status === 'FAILED').length;
    return { total: items.length, succeeded: items.length - failed, failed, items };
  }

  /**
   * Member side: one draw. The wheel row is locked (a draw and the end never interleave; nonces are
   * counted exactly), the cost is taken (a chance, or points keyed by the draw), the roll picks a
   * prize, stock is taken WHERE stock_used < stock or the published fallback is recorded, and the
   * benefit is posted keyed by the draw; a benefit that cannot be issued now records the fallback too.
   */
  async draw(memberId: number, wheelId: number, clientSeed = randomBytes(8).toString('hex'), now = new Date()) {
    if (!/^[\w.-]{1,64}$/.test(clientSeed)) throw badRequest('the client seed is 1–64 letters, digits, dots, dashes or underscores', { clientSeed: 'format' }, { reason: 'request.invalid' });
    return this.db.transaction(async (tx) => {
      const wheel = await this.locked(tx, wheelId);
      if (wheel.status !== 'PUBLISHED' || now < wheel.startsAt || now >= wheel.endsAt) {
        throw conflict(`wheel ${wheel.code} is not open for draws`, { reason: 'marketing.wheelClosed', params: { code: wheel.code } });
      }
      const [{ n }] = (await tx.select({ n: count() }).from(wheelDraws).where(and(eq(wheelDraws.wheelId, wheel.id), eq(wheelDraws.memberId, memberId)))) as [{ n: number }];
      const nonce = n + 1;
      const drawNo = businessNo('WD');
      const roll = rollOf(wheel.serverSeed, clientSeed, nonce);
      const prizes = await this.prizesOf(tx, wheel.id);
      const picked = pickSlot(prizes, roll.numerator);
      const [took] = await tx
        .update(wheelPrizes)
        .set({ stockUsed: sql`${wheelPrizes.stockUsed} + 1` })
        .where(and(eq(wheelPrizes.id, picked.id), sql`(${wheelPrizes.stock} is null or ${wheelPrizes.stockUsed} < ${wheelPrizes.stock})`))
        .returning({ id: wheelPrizes.id });
      const won = took ? picked : prizes.find((p) => p.slot === wheel.fallbackSlot)!;
      if (!took) await tx.update(wheelPrizes).set({ stockUsed: sql`${wheelPrizes.stockUsed} + 1` }).where(eq(wheelPrizes.id, won.id));
      const [draw] = await tx
        .insert(wheelDraws)
        .values({ drawNo, wheelId: wheel.id, memberId, nonce, clientSeed, roll: roll.text, prizeId: won.id, fallbackFromPrizeId: took ? null : picked.id })
        .returning();
      if (wheel.costKind === 'CHANCE') {
        const [chance] = await tx
          .select()
          .from(wheelChances)
          .where(and(eq(wheelChances.wheelId, wheel.id), eq(wheelChances.memberId, memberId), sql`${wheelChances.used} < ${wheelChances.granted}`))
          .orderBy(asc(wheelChances.id))
          .limit(1)
          .for('update');
        if (!chance) throw conflict(`member ${memberId} has no draw chance left on wheel ${wheel.code}`, { reason: 'marketing.noChance', params: { code: wheel.code } });
        await tx.update(wheelChances).set({ used: sql`${wheelChances.used} + 1`, updatedAt: sql`now()` }).where(eq(wheelChances.id, chance.id));
      } else {
        await postPoints(tx, { memberId, change: -wheel.costPoints, source: 'WHEEL_COST', refType: DRAW_REF, refId: draw!.id, operatorId: null, note: wheel.code });
      }
      const issue = async (db: Tx, prize: (typeof prizes)[number]) => {
        if (prize.benefitKind === 'NONE') return '';
        const issued = await issueBenefit(
          db,
          {
            kind: prize.benefitKind as BenefitKind,
            points: prize.benefitKind === 'POINTS' ? Number(prize.benefitAmount) : null,
            couponTemplateId: prize.couponTemplateId,
            trialTemplateId: prize.trialTemplateId,
            asset: prize.benefitKind === 'ASSET' ? { budgetId: wheel.budgetId!, currency: wheel.currency, amount: prize.benefitAmount, moneyType: 'LOTTERY_PRIZE' } : null,
          },
          { refType: DRAW_REF, refId: draw!.id, refNo: drawNo, memberId, pointsSource: 'WHEEL_PRIZE', couponVia: 'WHEEL', note: `${wheel.code} ${prize.name}` },
        );
        return issued.benefitRef;
      };
      let awarded = won;
      let benefitRef: string;
      try {
        // In a savepoint: a benefit refused half-way leaves nothing behind, and the draw goes on.
        benefitRef = won.benefitKind === 'NONE' ? '' : await tx.transaction((savepoint) => issue(savepoint, won));
      } catch (error) {
        if (!(error instanceof AppError) || won.slot === wheel.fallbackSlot) throw error;
        // The won prize's benefit cannot be issued now (its coupon template's limit reached, its
        // trial budget run dry): the draw records the published fallback, as an empty stock does,
        // rather than refusing the draw and leaving the member to roll again for a better prize.
        awarded = prizes.find((p) => p.slot === wheel.fallbackSlot)!;
        await tx.update(wheelPrizes).set({ stockUsed: sql`${wheelPrizes.stockUsed} - 1` }).where(eq(wheelPrizes.id, won.id));
        await tx.update(wheelPrizes).set({ stockUsed: sql`${wheelPrizes.stockUsed} + 1` }).where(eq(wheelPrizes.id, awarded.id));
        await tx.update(wheelDraws).set({ prizeId: awarded.id, fallbackFromPrizeId: picked.id }).where(eq(wheelDraws.id, draw!.id));
        benefitRef = await issue(tx, awarded);
      }
      if (benefitRef) await tx.update(wheelDraws).set({ benefitRef }).where(eq(wheelDraws.id, draw!.id));
      const fellBack = awarded.id !== picked.id;
      return { ...draw!, prizeId: awarded.id, fallbackFromPrizeId: fellBack ? picked.id : null, benefitRef, prize: { slot: awarded.slot, name: awarded.name }, fallbackFrom: fellBack ? { slot: picked.slot, name: picked.name } : null };
    });
  }

  /**
   * Recomputes a draw from the revealed seed (only after ENDED): the seed's hash against the
   * commitment, the roll against the stored one, the picked prize against the recorded one (or the
   * recorded fallback's origin).
   */
  async verify(drawId: number) {
    const [draw] = await this.db.select().from(wheelDraws).where(eq(wheelDraws.id, drawId));
    if (!draw) throw notFound(`draw ${drawId} does not exist`, { reason: 'record.notFound', params: { id: drawId } });
    const [wheel] = await this.db.select().from(wheels).where(eq(wheels.id, draw.wheelId));
    if (wheel!.status !== 'ENDED' || !wheel!.revealedSeed) {
      throw conflict(`wheel ${wheel!.code} has not ended; its seed is revealed only then`, { reason: 'marketing.seedNotRevealed', params: { code: wheel!.code } });
    }
    const prizes = await this.prizesOf(this.db, wheel!.id);
    const roll = rollOf(wheel!.revealedSeed, draw.clientSeed, draw.nonce);
    const expected = pickSlot(prizes, roll.numerator);
    const recordedPick = draw.fallbackFromPrizeId ?? draw.prizeId;
    const hashMatches = seedHash(wheel!.revealedSeed) === wheel!.serverSeedHash;
    const rollMatches = roll.text === draw.roll;
    const prizeMatches = expected.id === recordedPick;
    const byId = new Map(prizes.map((p) => [p.id, p]));
    return {
      drawNo: draw.drawNo,
      wheelCode: wheel!.code,
      serverSeed: wheel!.revealedSeed,
      serverSeedHash: wheel!.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      storedRoll: draw.roll,
      computedRoll: roll.text,
      expectedPrize: expected.name,
      recordedPrize: byId.get(draw.prizeId)?.name ?? '',
      fallbackFrom: draw.fallbackFromPrizeId ? (byId.get(draw.fallbackFromPrizeId)?.name ?? '') : null,
      hashMatches,
      rollMatches,
      prizeMatches,
      valid: hashMatches && rollMatches && prizeMatches,
    };
  }

  /** Observed frequency of each prize's pick (before any fallback) against its published probability, with a 95 % band. */
  async distribution(wheelId: number) {
    const prizes = await this.prizesOf(this.db, wheelId);
    const rows = await this.db
      .select({ prizeId: sql<number>`coalesce(${wheelDraws.fallbackFromPrizeId}, ${wheelDraws.prizeId})`.mapWith(Number), n: count() })
      .from(wheelDraws)
      .where(eq(wheelDraws.wheelId, wheelId))
      .groupBy(sql`1`);
    const draws = rows.reduce((s, r) => s + r.n, 0);
    return {
      draws,
      prizes: prizes.map((p) => {
        const n = rows.find((r) => r.prizeId === p.id)?.n ?? 0;
        const probability = unitsText(probabilityUnits(p.probability) ?? 0n);
        return { slot: p.slot, name: p.name, probability, count: n, ...oddsBand(probability, n, draws) };
      }),
    };
  }
}
