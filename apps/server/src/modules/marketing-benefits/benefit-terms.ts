import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponTemplates, trialTemplates } from '../../db/schema';
import { fieldRefusal } from '../../lib/errors';

export const BENEFIT_KINDS = ['ASSET', 'POINTS', 'COUPON', 'TRIAL_FUND'] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

/** What a campaign promises per unit (a code, a prize, an item), before it is checked. */
export interface BenefitTermsInput {
  kind: BenefitKind;
  /** POINTS: whole points. */
  points?: number | string | null;
  /** COUPON: the template, by id or by its code. */
  couponTemplate?: number | string | null;
  /** TRIAL_FUND: the trial template (it names the trial budget), by id or by its code. */
  trialTemplate?: number | string | null;
}

/** Checked terms: the template ids resolved, and the cash-equivalent of one unit where it has one. */
export interface BenefitTerms {
  kind: BenefitKind;
  points: number | null;
  couponTemplateId: number | null;
  trialTemplateId: number | null;
  /** COUPON: the template's cap; TRIAL_FUND: the trial amount (the four-eyes measure of a batch). */
  currency: string | null;
  unitValue: string | null;
}

/** Which field a refusal names: a form names its own (couponTemplateId), a prize list names `prizes` and the slot. */
export interface TermsFields {
  points: string;
  couponTemplate: string;
  trialTemplate: string;
  /** Prefix of every message (e.g. "slot 3: "). */
  prefix?: string;
}

/** A template named by id (a form's reference) or by code (a prize line). */
const byIdOrCode = (value: number | string): { id: number; code?: undefined } | { id?: undefined; code: string } =>
  typeof value === 'number' || /^\d{1,15}$/.test(value) ? { id: Number(value) } : { code: String(value).trim() };

/**
 * The one check of a non-cash benefit's terms, shared by redemption batches, wheel prizes and
 * points items: POINTS are whole points above 0; a COUPON names an existing PUBLISHED coupon
 * template; a TRIAL_FUND names an existing ACTIVE trial template (whose budget pays it). A refusal is
 * a 400 naming the field. ASSET terms (a budget and an amount) stay with each caller, whose money
 * type and budget differ.
 */
export async function checkBenefitTerms(reader: Db | Tx, input: BenefitTermsInput, fields: TermsFields): Promise<BenefitTerms> {
  const prefix = fields.prefix ?? '';
  const terms: BenefitTerms = { kind: input.kind, points: null, couponTemplateId: null, trialTemplateId: null, currency: null, unitValue: null };
  if (input.kind === 'POINTS') {
    const points = String(input.points ?? '');
    if (!/^[1-9]\d{0,8}$/.test(points)) throw fieldRefusal(fields.points, `${prefix}points are a whole number above 0`, { code: 'positive' });
    return { ...terms, points: Number(points) };
  }
  if (input.kind === 'COUPON') {
    if (input.couponTemplate == null || input.couponTemplate === '') throw fieldRefusal(fields.couponTemplate, `${prefix}a coupon benefit names its coupon template`, { code: 'required' });
    const key = byIdOrCode(input.couponTemplate);
    const [template] = await reader.select().from(couponTemplates).where(key.id !== undefined ? eq(couponTemplates.id, key.id) : eq(couponTemplates.code, key.code));
    if (!template) throw fieldRefusal(fields.couponTemplate, `${prefix}coupon template ${String(input.couponTemplate)} does not exist`, { code: 'noSuchRecord', params: { value: String(input.couponTemplate) } });
    if (template.status !== 'PUBLISHED') {
      throw fieldRefusal(fields.couponTemplate, `${prefix}coupon template ${template.code} is ${template.status}; only a PUBLISHED template issues coupons`, { code: 'notChoosable', params: { value: template.code } });
    }
    return { ...terms, couponTemplateId: template.id, currency: template.currency, unitValue: template.valueCap };
  }
  if (input.kind === 'TRIAL_FUND') {
    if (input.trialTemplate == null || input.trialTemplate === '') throw fieldRefusal(fields.trialTemplate, `${prefix}a trial-fund benefit names its trial template (and so its budget)`, { code: 'required' });
    const key = byIdOrCode(input.trialTemplate);
    const [template] = await reader.select().from(trialTemplates).where(key.id !== undefined ? eq(trialTemplates.id, key.id) : eq(trialTemplates.code, key.code));
    if (!template) throw fieldRefusal(fields.trialTemplate, `${prefix}trial template ${String(input.trialTemplate)} does not exist`, { code: 'noSuchRecord', params: { value: String(input.trialTemplate) } });
    if (template.status !== 'ACTIVE') {
      throw fieldRefusal(fields.trialTemplate, `${prefix}trial template ${template.code} is ${template.status}; only an ACTIVE template grants`, { code: 'notChoosable', params: { value: template.code } });
    }
    return { ...terms, trialTemplateId: template.id, currency: template.currency, unitValue: template.amount };
  }
  return terms;
}
