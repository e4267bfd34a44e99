import { z } from 'zod';
import { API_PREFIX } from '../api';

/** What waits for a reviewer: the 10 s pending poll (SPEC §7) and the home page's to-do summary. */

export const PENDING_ENDPOINTS = {
  pendingCounts: `${API_PREFIX}/cwManage/rechargeWithdrawReview`,
  todoSummary: `${API_PREFIX}/cwManage/todoSummary`,
} as const;

export const pendingCountsRequestSchema = z.object({ Type: z.coerce.number().int().optional() }).optional();
export interface PendingCounts {
  systemRechargeCount: number;
  withdrawCount: number;
  realNameAuthCount: number;
}

export interface OldestWaiting {
  id: number;
  /** Order number, or the member account for a real-name application. */
  ref: string;
  createdAt: string;
  waitingSeconds: number;
}
export interface CurrencyTotal {
  currency: string;
  amount: string;
  count: number;
}
export interface TodoSummary extends PendingCounts {
  oldest: { recharge: OldestWaiting | null; withdraw: OldestWaiting | null; realNameAuth: OldestWaiting | null };
  /** The UTC day the totals cover, from its start (ISO-8601). */
  dayStart: string;
  today: { recharged: CurrencyTotal[]; withdrawn: CurrencyTotal[] };
}
