import { z } from 'zod';
import { API_PREFIX, instantSchema } from '../api';
import { INT32_MAX, INT32_MIN, wholeNumberSchema } from '../input';
import { decimalTextSchema } from './money';

/** What waits for a reviewer: the 10 s pending poll (SPEC §7) and the home page's to-do summary. */

export const PENDING_ENDPOINTS = {
  pendingCounts: `${API_PREFIX}/cwManage/rechargeWithdrawReview`,
  todoSummary: `${API_PREFIX}/cwManage/todoSummary`,
} as const;

/** `Type` is the legacy client's and changes nothing; it is still checked like any whole number. */
export const pendingCountsRequestSchema = z.object({ Type: wholeNumberSchema({ min: INT32_MIN, max: INT32_MAX }).optional() }).optional();
export const pendingCountsSchema = z.object({
  systemRechargeCount: z.number().int(),
  withdrawCount: z.number().int().describe('first and second reviews'),
  realNameAuthCount: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

export const oldestWaitingSchema = z.object({
  id: z.number().int(),
  ref: z.string().describe('order number, or the member account for a real-name application'),
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
  dayStart: instantSchema.describe('the start of the UTC day the totals cover'),
  today: z.object({ recharged: z.array(currencyTotalSchema), withdrawn: z.array(currencyTotalSchema) }),
});
export type TodoSummary = z.infer<typeof todoSummarySchema>;
