import { NOTHING_WAITS } from '../../lib/four-eyes';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { decimalParam, ResultCode, type Language } from '@ledgerdesk/shared';
import { DELIVERY_CYCLE_APPROVE_PERMISSION, deliveryCycleResource } from '@ledgerdesk/shared/resources/contracts/delivery-cycle';
import { INDEX_SOURCE_APPROVE_PERMISSION, indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { PRODUCT_APPROVE_PERMISSION, productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { TEST_PRODUCT_APPROVE_PERMISSION, testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import type { Db, Tx } from '../../db/client';
import { contractProducts, deliveryCycles, indexSources, termChanges } from '../../db/schema';
import { changedFieldsText } from '../../lib/change-summary';
import { conflict, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import type { AreaDeps } from '../area-deps';
import { outlierRuleText } from './index-method';

type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
export type TermSubject = 'INDEX_SOURCE' | 'PRODUCT' | 'DELIVERY_CYCLE';

/** Each kind of published terms: its table, the fields that are terms (labelled by its definition), and who approves. */
const KINDS = {
  'contract.index-source.method': { subject: 'INDEX_SOURCE', table: indexSources, definition: indexSourceResource, label: 'code', fields: ['method', 'windowSeconds', 'outlierPercent'], permission: INDEX_SOURCE_APPROVE_PERMISSION, title: ['指数计算方法', 'Index method', '指數計算方法'] },
  'contract.product.terms': { subject: 'PRODUCT', table: contractProducts, definition: productResource, label: 'symbol', fields: ['makerFeeRate', 'takerFeeRate', 'maxLeverage', 'maintenanceMarginRate'], permission: PRODUCT_APPROVE_PERMISSION, title: ['合约产品费率/杠杆/保证金', 'Product fees, leverage, margin', '合約產品費率/槓桿/保證金'] },
  'contract.test-product.terms': { subject: 'PRODUCT', table: contractProducts, definition: testProductResource, label: 'symbol', fields: ['makerFeeRate', 'takerFeeRate', 'maxLeverage', 'maintenanceMarginRate'], permission: TEST_PRODUCT_APPROVE_PERMISSION, title: ['测试合约费率/杠杆/保证金', 'Test product fees, leverage, margin', '測試合約費率/槓桿/保證金'] },
  'contract.delivery-cycle.payout': { subject: 'DELIVERY_CYCLE', table: deliveryCycles, definition: deliveryCycleResource, label: 'durationSeconds', fields: ['payoutRatio'], permission: DELIVERY_CYCLE_APPROVE_PERMISSION, title: ['交割周期赔付比例', 'Delivery cycle payout ratio', '交割週期賠付比例'] },
} as const;
export type TermKind = keyof typeof KINDS;

const tableOf = { INDEX_SOURCE: indexSources, PRODUCT: contractProducts, DELIVERY_CYCLE: deliveryCycles } as const;

type SubjectRow = { id: number; version: number } & Record<string, unknown>;
interface TermsPayload {
  kind: TermKind;
  subjectId: number;
  subjectLabel: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  effectiveAt: string;
  version: number;
  reason: string;
}

const same = (a: unknown, b: unknown) => (typeof a === 'string' || typeof b === 'string' ? decimalOrText(a) === decimalOrText(b) : a === b);
const decimalOrText = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? decimalParam(v) : String(v));
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/**
 * Changes of published terms (catalogue §1.3, §5.1, §5.3, §5.7): always four-eyes, always with a
 * future effective time. The maker files the change; the approver's decision schedules it
 * (`ctr_term_change`, the public notice of it); the `contract-term-apply` job writes it to the
 * subject at its time. Orders snapshot their terms, so a change reaches only orders opened after it.
 */
export class TermChangeService {
  constructor(
    private readonly db: Db,
    private readonly approvals: AreaDeps['approvals'],
  ) {}

  async request(kind: TermKind, subject: SubjectRow, wanted: Record<string, unknown>, effectiveAtInput: unknown, reason: string, operator: Operator, now = new Date()) {
    const spec = KINDS[kind];
    const effectiveAt = asDate(effectiveAtInput);
    if (Number.isNaN(effectiveAt.getTime()) || effectiveAt.getTime() <= now.getTime()) {
      throw refuse(ResultCode.badRequest, 'the effective time must be in the future', { reason: 'contract.effectiveInPast', params: {} }, { effectiveAt: 'must be in the future' });
    }
    const changes: TermsPayload['changes'] = {};
    for (const field of spec.fields) {
      if (wanted[field] === undefined || same(wanted[field], subject[field])) continue;
      changes[field] = { from: subject[field], to: wanted[field] };
    }
    if (Object.keys(changes).length === 0) {
      throw refuse(ResultCode.badRequest, `nothing changes: the terms given are the current ones`, { reason: 'contract.nothingChanges', params: {} }, { [spec.fields[0]]: 'same as now' });
    }
    const subjectLabel = String(subject[spec.label]);
    const text = (language: Language) => changedFieldsText(spec.definition, changes, language);
    const when = effectiveAt.toISOString();
    const approval = await this.db.transaction((tx) =>
      this.approvals.request(tx, {
        kind,
        subjectType: spec.subject,
        subjectId: subject.id,
        summary: { 'zh-cn': `${spec.title[0]} ${subjectLabel}：${text('zh-cn')}，生效 ${when}`, en: `${spec.title[1]} ${subjectLabel}: ${text('en')}, effective ${when}`, 'zh-tw': `${spec.title[2]} ${subjectLabel}：${text('zh-tw')}，生效 ${when}` },
        payload: { kind, subjectId: subject.id, subjectLabel, changes, effectiveAt: when, version: subject.version, reason } satisfies TermsPayload,
        makerId: operator.userId,
        makerRemark: reason,
      }),
    );
    return { approvalId: approval.id };
  }

  /** The approver's decision: scheduled, if the subject is as the maker saw it and the time is still ahead. */
  async schedule(tx: Tx, payload: TermsPayload, approverId: number, approvalId: number) {
    const spec = KINDS[payload.kind];
    const [subject] = await tx.select({ version: spec.table.version }).from(spec.table).where(eq(spec.table.id, payload.subjectId));
    if (!subject || subject.version !== payload.version) throw refuse(ResultCode.conflict, `${payload.subjectLabel} changed since the request was filed`, { reason: 'record.stale', params: {} });
    if (new Date(payload.effectiveAt).getTime() <= Date.now()) {
      throw conflict(`the effective time ${payload.effectiveAt} has passed: file the change again with a future time`, { reason: 'contract.effectiveInPast', params: {} });
    }
    const [row] = await tx
      .insert(termChanges)
      .values({
        subjectType: spec.subject,
        subjectId: payload.subjectId,
        subjectLabel: payload.subjectLabel,
        changes: payload.changes,
        effectiveAt: new Date(payload.effectiveAt),
        subjectVersion: payload.version,
        approvalId,
        reason: payload.reason,
        createdBy: approverId,
        updatedBy: approverId,
      })
      .returning({ id: termChanges.id });
    return { termChangeId: row!.id, effectiveAt: payload.effectiveAt };
  }

  /** The job: every scheduled change whose time has come is written to its subject (or marked STALE when the subject moved on). */
  async applyDue(now = new Date()): Promise<{ applied: number; stale: number }> {
    const due = await this.db
      .select({ id: termChanges.id })
      .from(termChanges)
      .where(and(eq(termChanges.status, 'SCHEDULED'), lte(termChanges.effectiveAt, now)))
      .orderBy(asc(termChanges.effectiveAt));
    let applied = 0;
    let stale = 0;
    for (const { id } of due) {
      const outcome = await this.db.transaction(async (tx) => {
        const [change] = await tx.select().from(termChanges).where(eq(termChanges.id, id)).for('update');
        if (!change || change.status !== 'SCHEDULED') return null;
        const table = tableOf[change.subjectType as TermSubject];
        const [subject] = await tx.select({ version: table.version }).from(table).where(eq(table.id, change.subjectId)).for('update');
        const fresh = subject?.version === change.subjectVersion;
        if (fresh) {
          const values: Record<string, unknown> = Object.fromEntries(Object.entries(change.changes).map(([field, c]) => [field, c.to]));
          if (change.subjectType === 'INDEX_SOURCE' && values.outlierPercent !== undefined) values.outlierRule = outlierRuleText(String(values.outlierPercent));
          await tx
            .update(table)
            .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
            .where(eq(table.id, change.subjectId));
        }
        await tx.update(termChanges).set({ status: fresh ? 'APPLIED' : 'STALE', appliedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(termChanges.id, id));
        return fresh ? 'APPLIED' : 'STALE';
      });
      if (outcome === 'APPLIED') applied++;
      else if (outcome === 'STALE') stale++;
    }
    return { applied, stale };
  }

  approvalHandlers(): ApprovalHandler[] {
    return (Object.keys(KINDS) as TermKind[]).map((kind) => ({
      kind,
      title: { 'zh-cn': KINDS[kind].title[0], en: KINDS[kind].title[1], 'zh-tw': KINDS[kind].title[2] },
      permission: KINDS[kind].permission,
      // The change is scheduled only on approval; filing parks nothing.
      onReject: NOTHING_WAITS,
      apply: async (tx, approval, approverId) => this.schedule(tx, approval.payload as unknown as TermsPayload, approverId, approval.id),
    }));
  }
}
