import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import { INT32_MAX, INT32_MIN, wholeNumberSchema } from '../input';
import { decimalTextSchema } from './money';
import { describedAs } from '../schema-description';

/** What waits for a reviewer: the 10 s pending poll (SPEC §7) and the home page's to-do summary. */

export const PENDING_ENDPOINTS = {
  pendingCounts: `${API_PREFIX}/cwManage/rechargeWithdrawReview`,
  todoSummary: `${API_PREFIX}/cwManage/todoSummary`,
} as const;

/** `Type` is the legacy client's and changes nothing; it is still checked like any whole number. */
export const pendingCountsRequestSchema = z.object({ Type: wholeNumberSchema({ min: INT32_MIN, max: INT32_MAX }).optional() }).optional();
export const pendingCountsSchema = z.object({
  systemRechargeCount: z.number().int(),
  withdrawCount: z.number().int().meta(describedAs('含初审与复审', 'first and second reviews', '含初審與複審')),
  realNameAuthCount: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

export const oldestWaitingSchema = z.object({
  id: z.number().int(),
  ref: z.string().meta(describedAs('订单号；实名认证申请则为会员账号', 'order number, or the member account for a real-name application', '訂單號；實名認證申請則為會員帳號')),
  createdAt: instantSchema,
  waitingSeconds: z.number().int(),
});
export type OldestWaiting = z.infer<typeof oldestWaitingSchema>;

export const currencyTotalSchema = z.object({ currency: z.string(), amount: decimalTextSchema, count: z.number().int() });
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const todoSummarySchema = pendingCountsSchema.extend({
  oldest: z.object({
    recharge: oldestWaitingSchema.nullable(),
    withdraw: oldestWaitingSchema.nullable(),
    realNameAuth: oldestWaitingSchema.nullable(),
  }),
  dayStart: instantSchema.meta(
    describedAs(
      '合计所覆盖的营业日的开始（JOBS_TIMEZONE 的零点，与每日报表相同）',
      "the start of the business day the totals cover (midnight in JOBS_TIMEZONE, as the daily statement's days)",
      '合計所涵蓋的營業日的開始（JOBS_TIMEZONE 的零點，與每日報表相同）',
    ),
  ),
  /** As the daily statement counts them: credits to and payouts from members' own balances, test accounts left out. */
  today: z.object({ recharged: z.array(currencyTotalSchema), withdrawn: z.array(currencyTotalSchema) }),
});
export type TodoSummary = z.infer<typeof todoSummarySchema>;
