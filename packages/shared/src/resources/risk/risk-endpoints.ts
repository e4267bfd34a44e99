import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { SHARED_WINDOW_DAYS_DEFAULT, SHARED_WINDOW_DAYS_MAX } from './ip-record';

/** The risk pages' hand-written calls (beside their resources' engine calls). */
export const RISK_ENDPOINTS = {
  /** GET: the caller's own address as the server sees it (the self-block guard compares with it). */
  myAddress: `${API_PREFIX}/risk/ip-blacklist/my-address`,
  /** POST (its reads are logged): addresses or devices shared by several members. */
  shared: `${API_PREFIX}/risk/ip-record/shared`,
  /** GET: the addresses with the most failed sign-ins in the last hour. */
  topOffenders: `${API_PREFIX}/risk/login-error/top-ips`,
} as const;

export const sharedQuerySchema = z.strictObject({
  by: z.enum(['ip', 'device']).default('ip'),
  windowDays: z.coerce.number().int().min(1).max(SHARED_WINDOW_DAYS_MAX).default(SHARED_WINDOW_DAYS_DEFAULT),
  /** An address or CIDR range the addresses must lie in. */
  cidr: z.string().trim().max(60).optional(),
});
export type SharedQueryInput = z.input<typeof sharedQuerySchema>;

export const sharedRowSchema = z.object({
  key: z.string(),
  members: z.number().int(),
  events: z.number().int(),
  failures: z.number().int(),
  lastAt: z.string(),
  countries: z.array(z.string()),
  accounts: z.array(z.string()),
});
export type SharedRowData = z.infer<typeof sharedRowSchema>;

export const offenderSchema = z.object({
  ip: z.string(),
  memberFailures: z.number().int(),
  staffFailures: z.number().int(),
  accounts: z.number().int(),
});
export type OffenderData = z.infer<typeof offenderSchema>;
