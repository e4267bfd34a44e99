import { eq, sql } from 'drizzle-orm';
import { type Language } from '@ledgerdesk/shared';
import { productMayMove, STAKING_APPROVAL_KINDS, STAKING_PRODUCT_STATUSES, type StakingProductStatus } from '@ledgerdesk/shared/resources/earn/staking-states';
import type { Db, Tx } from '../../db/client';
import { budgets, currencies, stakingProducts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { refuseIfDuplicate, type Operator } from '../../lib/review-support';
import type { ApprovalRow } from './approval-types';
import type { AreaDeps } from '../area-deps';
import { checkAmount, notAbove, scaleOf } from './staking-amounts';
import { wrongState } from './staking-refusals';

export type ProductRow = typeof stakingProducts.$inferSelect;

/** The money rules of a product: a second operator approves any change of them. */
export interface StakingTerms {
  referenceApr: string;
  minAmount: string;
  maxPerMember: string;
  totalCap: string;
  earlyRedeemRule: string;
  earlyRedeemFeeRate: string;
}

export interface ProductInput extends StakingTerms {
  code: string;
  nameZhCn: string;
  nameEn: string;
  nameZhTw: string;
  descriptionZhCn?: string;
  descriptionEn?: string;
  descriptionZhTw?: string;
  riskDisclosureZhCn?: string;
  riskDisclosureEn?: string;
  riskDisclosureZhTw?: string;
  currency: string;
  termDays: number;
  yieldSource: string;
  poolBudgetId: number;
  payoutMode: string;
  unlockDays?: number;
  autoRenewAllowed?: boolean;
}

const RULES = ['NOT_ALLOWED', 'FORFEIT_ACCRUED', 'FEE_RATE'];
const RATE = /^\d{1,2}(\.\d{1,8})?$/;
const TERM_KEYS: (keyof StakingTerms)[] = ['referenceApr', 'minAmount', 'maxPerMember', 'totalCap', 'earlyRedeemRule', 'earlyRedeemFeeRate'];

const invalidTerms = (field: string, problem: string) =>
  badRequest(`${field}: ${problem}`, { [field]: problem }, { reason: 'staking.termsInvalid', params: { problem }, issues: { [field]: { code: 'invalid' } } });

/** A decimal rate between 0 and max, as text ("0.0525" = 5.25 %). */
function checkRate(value: unknown, field: string, max: number): string {
  const text = String(value ?? '').trim();
  if (!RATE.test(text) || Number(text) > max) throw invalidTerms(field, `must be a rate from 0 to ${max} with at most 8 decimals`);
  return text;
}

const termsOf = (row: ProductRow): StakingTerms => ({
  referenceApr: row.referenceApr,
  minAmount: row.minAmount,
  maxPerMember: row.maxPerMember,
  totalCap: row.totalCap,
  earlyRedeemRule: row.earlyRedeemRule,
  earlyRedeemFeeRate: row.earlyRedeemFeeRate,
});

/** Numeric text compared as numbers ("5.0" = "5"). */
const sameTerms = (a: StakingTerms, b: StakingTerms) =>
  TERM_KEYS.every((k) => (k === 'earlyRedeemRule' ? a[k] === b[k] : Number(a[k]) === Number(b[k]) && String(Number(a[k])) === String(Number(b[k]))));

const summary = (en: string, zhCn: string, zhTw: string): Record<Language, string> => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * Staking products (catalogue §4). Created as DRAFT; a second operator activates one (its terms
 * and three-language risk disclosure as filed); terms change afterwards only through a second
 * operator; pause stops new subscriptions only; close ends them for good. Texts are edited freely.
 */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  async lock(tx: Tx, productId: number): Promise<ProductRow> {
    const [row] = await tx.select().from(stakingProducts).where(eq(stakingProducts.id, productId)).for('update');
    if (!row) throw notFound(`staking product ${productId} does not exist`, { reason: 'record.notFound', params: { id: productId } });
    return row;
  }

  /** Checks the terms against each other and the currency's scale; answers them normalised. */
  async checkTerms(reader: Db | Tx, currency: string, termDays: number, input: StakingTerms): Promise<StakingTerms> {
    const scale = await scaleOf(reader, currency);
    const terms: StakingTerms = {
      referenceApr: checkRate(input.referenceApr, 'referenceApr', 10),
      minAmount: checkAmount(currency, scale, input.minAmount, 'minAmount'),
      maxPerMember: checkAmount(currency, scale, input.maxPerMember, 'maxPerMember'),
      totalCap: checkAmount(currency, scale, input.totalCap, 'totalCap'),
      earlyRedeemRule: String(input.earlyRedeemRule ?? ''),
      earlyRedeemFeeRate: checkRate(input.earlyRedeemFeeRate ?? '0', 'earlyRedeemFeeRate', 0.99),
    };
    if (!RULES.includes(terms.earlyRedeemRule)) throw invalidTerms('earlyRedeemRule', `must be one of ${RULES.join(', ')}`);
    if (!notAbove(terms.minAmount, terms.maxPerMember)) throw invalidTerms('maxPerMember', 'must not be below the minimum amount');
    if (!notAbove(terms.maxPerMember, terms.totalCap)) throw invalidTerms('totalCap', 'must not be below the cap per member');
    if (terms.earlyRedeemRule === 'FEE_RATE' && Number(terms.earlyRedeemFeeRate) <= 0) throw invalidTerms('earlyRedeemFeeRate', 'the FEE_RATE rule needs a fee above zero');
    if (terms.earlyRedeemRule !== 'FEE_RATE' && Number(terms.earlyRedeemFeeRate) !== 0) throw invalidTerms('earlyRedeemFeeRate', 'a fee applies only with the FEE_RATE rule');
    if (termDays === 0 && terms.earlyRedeemRule !== 'FORFEIT_ACCRUED' && terms.earlyRedeemRule !== 'NOT_ALLOWED') {
      throw invalidTerms('earlyRedeemRule', 'a flexible product has no early redemption: use NOT_ALLOWED');
    }
    return terms;
  }

  async create(input: ProductInput, operator: Operator): Promise<ProductRow> {
    const termDays = Number(input.termDays);
    if (!Number.isInteger(termDays) || termDays < 0 || termDays > 3650) throw invalidTerms('termDays', 'must be a whole number of days from 0 (flexible) to 3650');
    const unlockDays = Number(input.unlockDays ?? 0);
    if (!Number.isInteger(unlockDays) || unlockDays < 0 || unlockDays > 90) throw invalidTerms('unlockDays', 'must be a whole number of days from 0 to 90');
    if (termDays === 0 && input.payoutMode !== 'DAILY') throw invalidTerms('payoutMode', 'a flexible product pays daily (it has no maturity)');
    const [currency] = await this.db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, String(input.currency ?? '')));
    if (!currency) throw badRequest(`currency ${input.currency} does not exist`, { currency: 'no such currency' }, { reason: 'request.invalid', issues: { currency: { code: 'noSuchRecord', params: { value: String(input.currency) } } } });
    const [pool] = await this.db.select().from(budgets).where(eq(budgets.id, Number(input.poolBudgetId)));
    if (!pool) throw badRequest(`budget ${input.poolBudgetId} does not exist`, { poolBudgetId: 'no such budget' }, { reason: 'finance.budgetMissing', params: { id: Number(input.poolBudgetId) } });
    if (pool.currency !== currency.code) throw invalidTerms('poolBudgetId', `the yield pool must hold ${currency.code}; budget ${pool.code} holds ${pool.currency}`);
    if (pool.status !== 'ACTIVE') throw conflict(`budget ${pool.code} is closed`, { reason: 'finance.budgetClosed', params: { code: pool.code } });
    const terms = await this.checkTerms(this.db, currency.code, termDays, input);
    try {
      const [row] = await this.db
        .insert(stakingProducts)
        .values({
          code: input.code,
          nameZhCn: input.nameZhCn,
          nameEn: input.nameEn,
          nameZhTw: input.nameZhTw,
          descriptionZhCn: input.descriptionZhCn ?? '',
          descriptionEn: input.descriptionEn ?? '',
          descriptionZhTw: input.descriptionZhTw ?? '',
          riskDisclosureZhCn: input.riskDisclosureZhCn ?? '',
          riskDisclosureEn: input.riskDisclosureEn ?? '',
          riskDisclosureZhTw: input.riskDisclosureZhTw ?? '',
          currency: currency.code,
          termDays,
          yieldSource: input.yieldSource,
          poolBudgetId: pool.id,
          ...terms,
          payoutMode: input.payoutMode,
          unlockDays,
          autoRenewAllowed: input.autoRenewAllowed ? 1 : 0,
          status: 'DRAFT',
          makerId: operator.userId,
          createdBy: operator.userId,
          updatedBy: operator.userId,
        })
        .returning();
      return row!;
    } catch (error) {
      refuseIfDuplicate(error, 'code', `product code ${input.code}`);
    }
  }

  /** The engine's edit changes texts only; a closed product is history. */
  checkEdit(current: ProductRow, input: Record<string, unknown>): Record<string, unknown> {
    if (current.status === 'CLOSED') throw wrongState('product', current.code, current.status, ['DRAFT', 'ACTIVE', 'PAUSED']);
    return input;
  }

  /** DRAFT → files the activation (terms and disclosure as they are now) for a second operator. */
  async requestActivation(productId: number, operator: Operator): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const product = await this.lock(tx, productId);
      if (product.status !== 'DRAFT') throw wrongState('product', product.code, product.status, ['DRAFT']);
      requireDisclosure(product);
      return this.approvals.request(tx, {
        kind: STAKING_APPROVAL_KINDS.activate,
        subjectType: 'STAKING_PRODUCT',
        subjectId: product.id,
        summary: summary(
          `Activate staking product ${product.code} (${product.currency}, ${product.termDays} days, reference APR ${product.referenceApr})`,
          `上线质押产品 ${product.code}（${product.currency}，${product.termDays} 天，参考年化 ${product.referenceApr}）`,
          `上線質押產品 ${product.code}（${product.currency}，${product.termDays} 天，參考年化 ${product.referenceApr}）`,
        ),
        payload: { productId: product.id, version: product.version, terms: termsOf(product) },
        makerId: operator.userId,
      });
    });
  }

  /** The approver's transaction: the product must be the draft the maker filed. */
  async applyActivation(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
    const { productId, version } = approval.payload as { productId: number; version: number };
    const product = await this.lock(tx, productId);
    if (product.status !== 'DRAFT') throw wrongState('product', product.code, product.status, ['DRAFT']);
    if (product.version !== version) throw changedSince(product.code);
    requireDisclosure(product);
    // The product's author is a maker too, even when a colleague filed the activation.
    if (approverId === product.makerId) {
      throw conflict(`the maker of product ${product.code} cannot approve its activation: a second operator must`, { reason: 'approval.sameOperator', params: {} });
    }
    await tx
      .update(stakingProducts)
      .set({ status: 'ACTIVE', approverId, version: sql`${stakingProducts.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(stakingProducts.id, product.id));
    return { productId, status: 'ACTIVE' };
  }

  /** Files a change of the money rules; running orders keep their snapshots whatever is approved. */
  async requestTermsChange(productId: number, input: StakingTerms, reason: string, operator: Operator): Promise<ApprovalRow> {
    return this.db.transaction(async (tx) => {
      const product = await this.lock(tx, productId);
      if (product.status !== 'ACTIVE' && product.status !== 'PAUSED') throw wrongState('product', product.code, product.status, ['ACTIVE', 'PAUSED']);
      const after = await this.checkTerms(tx, product.currency, product.termDays, input);
      const before = termsOf(product);
      if (sameTerms(before, after)) throw conflict('nothing would change', { reason: 'staking.termsUnchanged' });
      return this.approvals.request(tx, {
        kind: STAKING_APPROVAL_KINDS.terms,
        subjectType: 'STAKING_PRODUCT',
        subjectId: product.id,
        summary: summary(`Change the terms of staking product ${product.code}`, `变更质押产品 ${product.code} 的条款`, `變更質押產品 ${product.code} 的條款`),
        payload: { productId: product.id, version: product.version, before, after },
        makerId: operator.userId,
        makerRemark: reason,
      });
    });
  }

  async applyTermsChange(tx: Tx, approval: ApprovalRow, approverId: number): Promise<Record<string, unknown>> {
    const { productId, version, after } = approval.payload as { productId: number; version: number; after: StakingTerms };
    const product = await this.lock(tx, productId);
    if (product.version !== version) throw changedSince(product.code);
    if (product.status === 'CLOSED') throw wrongState('product', product.code, product.status, ['ACTIVE', 'PAUSED']);
    await tx
      .update(stakingProducts)
      .set({ ...after, version: sql`${stakingProducts.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(stakingProducts.id, product.id));
    return { productId, terms: after };
  }

  /** Pause (no new subscriptions), resume, close: accrual and redemption of running orders go on. */
  async move(productId: number, to: StakingProductStatus, operator: Operator): Promise<ProductRow> {
    return this.db.transaction(async (tx) => {
      const product = await this.lock(tx, productId);
      // Activation is the second operator's (requestActivation); only a paused product resumes here.
      const allowed = to === 'ACTIVE' ? product.status === 'PAUSED' : productMayMove(product.status, to);
      if (!allowed) throw wrongState('product', product.code, product.status, STAKING_PRODUCT_STATUSES.filter((s) => (to === 'ACTIVE' ? s === 'PAUSED' : productMayMove(s, to))));
      const [row] = await tx
        .update(stakingProducts)
        .set({ status: to, version: sql`${stakingProducts.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
        .where(eq(stakingProducts.id, product.id))
        .returning();
      return row!;
    });
  }
}

const DISCLOSURES = [
  ['riskDisclosureZhCn', 'zh-CN'],
  ['riskDisclosureEn', 'English'],
  ['riskDisclosureZhTw', 'zh-TW'],
] as const;

function requireDisclosure(product: ProductRow): void {
  const missing = DISCLOSURES.filter(([field]) => !product[field].trim()).map(([, language]) => language);
  if (missing.length === 0) return;
  throw conflict(`product ${product.code} needs its risk disclosure in ${missing.join(', ')} before it can be activated`, {
    reason: 'staking.disclosureMissing',
    params: { code: product.code, languages: missing.join(', ') },
  });
}

const changedSince = (code: string) =>
  conflict(`staking product ${code} changed after the request was filed`, { reason: 'staking.changedSince', params: { code } });
