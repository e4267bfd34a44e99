import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';
import { describedAs } from './schema-description';

/**
 * Sign-in by scanning a QR code (issue 12). The login page asks for a ticket and shows it as a QR
 * code of the console's confirmation page; an operator signed in on a phone opens that page, sees
 * which browser and address asks, and confirms; the login page, polling with a secret it alone
 * holds, then receives the session. The ticket alone never yields a session, so whoever sees the
 * QR code cannot sign in with it.
 */

export const SCAN_ENDPOINTS = {
  /** Public: a new ticket for the login page. */
  scanTicket: `${API_PREFIX}/auth/scan/ticket`,
  /** Public: the login page asks how its ticket stands (and receives the session once confirmed). */
  scanPoll: `${API_PREFIX}/auth/scan/poll`,
  /** Signed in: the phone opened the ticket; who asks, and the ticket marked as scanned. */
  scanInspect: `${API_PREFIX}/auth/scan/inspect`,
  scanConfirm: `${API_PREFIX}/auth/scan/confirm`,
  scanCancel: `${API_PREFIX}/auth/scan/cancel`,
} as const;

/** The console page the QR code opens; the ticket travels as its `ticket` query parameter. */
export const SCAN_CONFIRM_PATH = '/scan-confirm';
export const SCAN_TICKET_TTL_MS = 2 * 60_000;
/** How often the login page asks; the answer is a single indexed read while nothing happens. */
export const SCAN_POLL_INTERVAL_MS = 2_000;

/** The link a QR code carries: the confirmation page of the console at `consoleUrl`. */
export function scanConfirmUrl(consoleUrl: string, ticket: string): string {
  return `${consoleUrl.replace(/\/+$/, '')}${SCAN_CONFIRM_PATH}?${new URLSearchParams({ ticket }).toString()}`;
}

/** How a ticket stands. Stored: PENDING → SCANNED → CONFIRMED → CONSUMED, or CANCELLED; EXPIRED is read from its expiry. */
export const SCAN_TICKET_STATUSES = ['PENDING', 'SCANNED', 'CONFIRMED', 'CONSUMED', 'CANCELLED', 'EXPIRED'] as const;
export type ScanTicketStatus = (typeof SCAN_TICKET_STATUSES)[number];

const secret = z.string().min(16, 'is not a ticket').max(128, 'is not a ticket');

export const scanTicketSchema = z.object({
  /** Goes into the QR code. */
  ticket: z.string(),
  /** Stays in the login page: polling needs it. */
  pollSecret: z.string(),
  expiresAt: instantSchema,
  /** The console's public address when the server is configured with one (PUBLIC_URL); otherwise null and the login page uses its own origin. */
  consoleUrl: z.string().nullable(),
});
export type ScanTicket = z.infer<typeof scanTicketSchema>;

/**
 * The ticket in a request body. Named `ticketToken` so the operation log masks it like every
 * other token (confirming and cancelling are logged).
 */
export const scanTicketRefSchema = z.object({ ticketToken: secret });
export type ScanTicketRef = z.input<typeof scanTicketRefSchema>;

export const scanPollRequestSchema = z.object({ ticketToken: secret, pollSecret: secret });
export type ScanPollRequest = z.input<typeof scanPollRequestSchema>;

/**
 * The poll's answer: how the ticket stands, or — exactly once, for a confirmed ticket — the
 * session of the operator who confirmed it (`SIGNED_IN`).
 */
export const scanPollAnswerSchema = z.object({
  status: z.enum(['PENDING', 'SCANNED', 'CONSUMED', 'CANCELLED', 'EXPIRED', 'SIGNED_IN']),
  token: z.string().optional().meta(describedAs('Bearer 令牌，SIGNED_IN 时返回', 'the bearer token, when SIGNED_IN', 'Bearer 權杖，SIGNED_IN 時回傳')),
  expiresAt: instantSchema.optional().meta(describedAs('会话的过期时间，SIGNED_IN 时返回', 'when the session expires, when SIGNED_IN', '工作階段的到期時間，SIGNED_IN 時回傳')),
});
export type ScanPollAnswer = z.infer<typeof scanPollAnswerSchema>;

/** What the phone shows before its operator confirms: who asks, from where, since when. */
export const scanInspectAnswerSchema = z.object({
  status: z.enum(SCAN_TICKET_STATUSES),
  /** The address of the browser showing the QR code, as the server saw it. */
  requesterIp: z.string(),
  /** Its browser and system read from its user agent ('' when not recognised). */
  browser: z.string(),
  os: z.string(),
  userAgent: z.string(),
  requestedAt: instantSchema,
  expiresAt: instantSchema,
});
export type ScanInspectAnswer = z.infer<typeof scanInspectAnswerSchema>;

export const scanDecisionAnswerSchema = z.object({ status: z.enum(['CONFIRMED', 'CANCELLED']) });
export type ScanDecisionAnswer = z.infer<typeof scanDecisionAnswerSchema>;

/** Why a confirm or cancel is refused (409, as `data.reason`). */
export const SCAN_REFUSALS = ['expired', 'cancelled', 'used'] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];
export interface ScanRefusalData {
  reason: ScanRefusal;
}
