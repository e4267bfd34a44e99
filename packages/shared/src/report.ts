import { API_PREFIX } from './api';
import { isIsoDate } from './input';

/**
 * The report area's calls beside its resources (catalogue §10): a day's statement lines, the
 * chart's series, the team drill-down's members and the swap totals per pair.
 */
export const REPORT_ENDPOINTS = {
  statementLines: `${API_PREFIX}/report/daily-statement/lines`,
  statementSeries: `${API_PREFIX}/report/daily-statement/series`,
  swapTotals: `${API_PREFIX}/report/swap/totals`,
} as const;

/** One line of a day's statement: OPENING, CLOSING, DIFFERENCE, CREDIT:<type>, DEBIT:<type>, TRIAL:<type>, FEE:*, PENDING:*, TEST:*, NEW_MEMBERS. */
export interface StatementLine {
  line: string;
  amount: string;
  count: number;
}

/** One point of the chart: a currency's day. */
export interface StatementPoint {
  currency: string;
  businessDate: string;
  status: string;
  opening: string;
  credits: string;
  debits: string;
  closing: string;
  difference: string;
  /** When the close last ran for this day (ISO-8601): a provisional day's figures are as of then. */
  checkedAt: string | null;
}

/** A team's member at depth 1 or 2 under its root, with the fees they were charged and the commission the root earned on them. */
export interface TeamMemberFigure {
  memberId: number;
  account: string;
  depth: number;
  currency: string;
  feesPaid: string;
  commissionPaid: string;
}

export interface SwapPairTotal {
  fromCode: string;
  toCode: string;
  count: number;
  fromAmount: string;
  toAmount: string;
  fee: string;
  maxSpread: string;
}

/** Config parameters of referral commissions (rates per level and the cap on both together, as fractions of the fee). */
export const COMMISSION_PARAM_KEYS = {
  level1Rate: 'report.commission.level1Rate',
  level2Rate: 'report.commission.level2Rate',
  maxTotalRate: 'report.commission.maxTotalRate',
} as const;

/** Referral depth is at most 2 (catalogue §10.2): anything deeper is a pyramid. */
export const COMMISSION_MAX_DEPTH = 2;

/** A business date as the close takes it. */
export const BUSINESS_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the text is a business date that names a real calendar day: 2024-02-30 is not one. The
 * years are isIsoDate's (1–9999): 0000-01-01 reads as a day in JavaScript, and PostgreSQL's calendar
 * has no year 0.
 */
export function isCalendarDate(text: string): boolean {
  return BUSINESS_DATE_PATTERN.test(text) && isIsoDate(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}
