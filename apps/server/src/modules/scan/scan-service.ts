import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  SCAN_TICKET_TTL_MS,
  type ScanDecisionAnswer,
  type ScanInspectAnswer,
  type ScanPollAnswer,
  type ScanRefusal,
  type ScanTicket,
  type ScanTicketStatus,
} from '@ledgerdesk/shared/scan';
import type { Db } from '../../db/client';
import { scanTickets, users } from '../../db/schema';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { newToken, sha256 } from '../../lib/tokens';
import type { AreaDeps } from '../area-deps';
import { clientAgentOf } from '../../lib/user-agent';

/** Tickets one address may ask for per window: a login page left open takes one every two minutes. */
export const SCAN_TICKETS_PER_ADDRESS = 20;
const RATE_WINDOW_MS = 10 * 60_000;
const TTL = sql.raw(`interval '${SCAN_TICKET_TTL_MS / 1000} seconds'`);
/** Spent and expired tickets are kept this long (to look into a complaint), then pruned when a new one is issued. */
const KEEP_EXPIRED = sql.raw(`interval '1 day'`);

/** Statuses a ticket can still be confirmed or cancelled from. */
const OPEN = ['PENDING', 'SCANNED'];

export interface Requester {
  ip: string;
  userAgent: string;
}

type TicketRow = typeof scanTickets.$inferSelect & { expired: boolean };

/** SHA-256 hex digests compared without a timing signal. */
function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The status a row shows: the database's clock decides expiry, so every instance agrees. */
function statusOf(row: TicketRow): ScanTicketStatus {
  if (row.status === 'CONSUMED' || row.status === 'CANCELLED') return row.status;
  return row.expired ? 'EXPIRED' : (row.status as ScanTicketStatus);
}

function refused(reason: ScanRefusal): AppError {
  const messages: Record<ScanRefusal, string> = {
    expired: 'the QR code has expired',
    cancelled: 'the sign-in was cancelled',
    used: 'the QR code has already been used',
  };
  return new AppError(409, messages[reason], { reason });
}

/**
 * Sign-in by scan. Tickets and poll secrets are stored as SHA-256 only; every change of state is
 * one conditional UPDATE, so two phones (or two polls, or two instances) racing on a ticket
 * cannot both win.
 */
export class ScanSignInService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly login: AreaDeps['login'],
    private readonly consoleUrl: string | undefined,
  ) {
    this.limiter = new RateLimiter(db);
  }

  async issue(requester: Requester): Promise<ScanTicket> {
    const verdict = await this.limiter.hit(`scan:ip:${requester.ip}`, SCAN_TICKETS_PER_ADDRESS, RATE_WINDOW_MS);
    if (!verdict.allowed) {
      throw tooManyRequests('too many QR codes were requested from this address; try again in a few minutes', {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    await this.db.delete(scanTickets).where(lt(scanTickets.expiresAt, sql`now() - ${KEEP_EXPIRED}`));
    const ticket = newToken();
    const pollSecret = newToken();
    const [row] = await this.db
      .insert(scanTickets)
      .values({
        ticketHash: sha256(ticket),
        pollHash: sha256(pollSecret),
        requesterIp: requester.ip,
        requesterAgent: requester.userAgent.slice(0, 500),
        expiresAt: sql`now() + ${TTL}`,
      })
      .returning({ expiresAt: scanTickets.expiresAt });
    return { ticket, pollSecret, expiresAt: row!.expiresAt.toISOString(), consoleUrl: this.consoleUrl ?? null };
  }

  /**
   * The login page's question. A confirmed ticket is consumed here exactly once and the session
   * of its approver opened for the requester's browser (the login page's address and agent, not
   * the phone's); every later poll reads CONSUMED.
   */
  async poll(ticketToken: string, pollSecret: string): Promise<ScanPollAnswer> {
    const row = await this.find(ticketToken);
    // A wrong secret reads exactly like an unknown ticket: seeing the QR code reveals nothing more.
    if (!row || !sameHash(row.pollHash, sha256(pollSecret))) throw notFound('no such scan ticket');
    const status = statusOf(row);
    if (status !== 'CONFIRMED') return { status };

    const [claimed] = await this.db
      .update(scanTickets)
      .set({ status: 'CONSUMED', consumedAt: sql`now()` })
      .where(
        and(
          eq(scanTickets.id, row.id),
          eq(scanTickets.status, 'CONFIRMED'),
          sql`${scanTickets.consumedAt} is null`,
          gt(scanTickets.expiresAt, sql`now()`),
        ),
      )
      .returning({ approverId: scanTickets.approverId, ip: scanTickets.requesterIp, userAgent: scanTickets.requesterAgent });
    if (!claimed?.approverId) {
      // Another poll took it, or it expired in between: answer what it is now.
      const now = await this.find(ticketToken);
      const after = now ? statusOf(now) : 'EXPIRED';
      return { status: after === 'CONFIRMED' ? 'EXPIRED' : after };
    }
    const [approver] = await this.db.select({ userName: users.userName }).from(users).where(eq(users.id, claimed.approverId)).limit(1);
    const session = await this.login.signInIdentified(claimed.approverId, {
      method: 'scan',
      account: approver?.userName ?? '',
      ip: claimed.ip,
      userAgent: claimed.userAgent,
    });
    return { status: 'SIGNED_IN', token: session.token, expiresAt: session.expiresAt.toISOString() };
  }

  /** The phone opened the QR code: who asks, and a pending ticket becomes SCANNED. */
  async inspect(ticketToken: string): Promise<ScanInspectAnswer> {
    await this.db
      .update(scanTickets)
      .set({ status: 'SCANNED' })
      .where(and(eq(scanTickets.ticketHash, sha256(ticketToken)), eq(scanTickets.status, 'PENDING'), gt(scanTickets.expiresAt, sql`now()`)));
    const row = await this.find(ticketToken);
    if (!row) throw notFound('no such scan ticket');
    return {
      status: statusOf(row),
      requesterIp: row.requesterIp,
      ...clientAgentOf(row.requesterAgent),
      userAgent: row.requesterAgent,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** Binds the ticket to the operator confirming on the phone: the login page will be signed in as them. */
  async confirm(ticketToken: string, approverId: number): Promise<ScanDecisionAnswer> {
    await this.decide(ticketToken, { status: 'CONFIRMED', approverId, confirmedAt: sql`now()` });
    return { status: 'CONFIRMED' };
  }

  async cancel(ticketToken: string): Promise<ScanDecisionAnswer> {
    await this.decide(ticketToken, { status: 'CANCELLED' });
    return { status: 'CANCELLED' };
  }

  private async decide(ticketToken: string, change: PgUpdateSetSource<typeof scanTickets>): Promise<void> {
    const [changed] = await this.db
      .update(scanTickets)
      .set(change)
      .where(and(eq(scanTickets.ticketHash, sha256(ticketToken)), inArray(scanTickets.status, OPEN), gt(scanTickets.expiresAt, sql`now()`)))
      .returning({ id: scanTickets.id });
    if (changed) return;
    const row = await this.find(ticketToken);
    if (!row) throw notFound('no such scan ticket');
    const status = statusOf(row);
    throw refused(status === 'EXPIRED' ? 'expired' : status === 'CANCELLED' ? 'cancelled' : 'used');
  }

  private async find(ticketToken: string): Promise<TicketRow | undefined> {
    const [row] = await this.db
      .select({
        id: scanTickets.id,
        ticketHash: scanTickets.ticketHash,
        pollHash: scanTickets.pollHash,
        status: scanTickets.status,
        requesterIp: scanTickets.requesterIp,
        requesterAgent: scanTickets.requesterAgent,
        approverId: scanTickets.approverId,
        expiresAt: scanTickets.expiresAt,
        confirmedAt: scanTickets.confirmedAt,
        consumedAt: scanTickets.consumedAt,
        createdAt: scanTickets.createdAt,
        expired: sql<boolean>`${scanTickets.expiresAt} <= now()`,
      })
      .from(scanTickets)
      .where(eq(scanTickets.ticketHash, sha256(ticketToken)))
      .limit(1);
    return row;
  }
}
