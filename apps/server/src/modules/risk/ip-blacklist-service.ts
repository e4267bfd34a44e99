import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import {
  CONSOLE_SCOPES,
  IP_BLACKLIST_APPROVE_PERMISSION,
  IP_BLACKLIST_BATCH_MAX,
  IP_BLACKLIST_REMOVE_KIND,
  type IpBlacklistScope,
} from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import type { Db, Tx } from '../../db/client';
import { ipBlacklist } from '../../db/schema';
import { conflict, fieldRefusal, refuse } from '../../lib/errors';
import type { Operator } from '../../lib/review-support';
import { bumpRevision } from '../../lib/revisions';
import type { AreaDeps } from '../area-deps';
import { cidrContains, MIN_PREFIX, parseAddress, parseCidr, type Cidr } from './cidr';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { verbatim } from '../../lib/text-per-language';

type EntryRow = typeof ipBlacklist.$inferSelect;
type ApprovalService = AreaDeps['approvals'];
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

export interface CreateEntries {
  /** One address or range per line; CSV lines "address,reason" (a header line is skipped). */
  entries: string;
  scope: IpBlacklistScope;
  source: 'MANUAL' | 'COMPLIANCE';
  reason: string;
  expiresAt?: string | null;
}

interface ParsedLine {
  cidr: Cidr;
  reason: string;
}

/** Lines of a batch: addresses with their own reason if the CSV gives one; the problem lines by number. */
function parseEntries(text: string, fallbackReason: string): { lines: ParsedLine[]; bad: number[] } {
  const lines: ParsedLine[] = [];
  const bad: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [first = '', ...rest] = line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    const cidr = parseCidr(first);
    if ('problem' in cidr) {
      // A CSV header ("ip,reason") is no entry.
      if (index === 0 && /^[A-Za-z_ ]+$/.test(first)) return;
      bad.push(index + 1);
      return;
    }
    lines.push({ cidr, reason: (rest.join(', ').trim() || fallbackReason).slice(0, 500) });
  });
  return { lines, bad };
}

/** The self-block guard: an entry that would keep the operator's own address out of this console. */
function refuseSelfBlock(cidrs: readonly Cidr[], scope: string, operatorIp: string): void {
  if (!(CONSOLE_SCOPES as readonly string[]).includes(scope)) return;
  const own = parseAddress(operatorIp);
  if (own && cidrs.some((c) => cidrContains(c, own))) {
    // Bad input, not a conflict with someone else's change: a 400 the dialog shows as it is.
    throw refuse(ResultCode.badRequest, `this entry would block your own address ${operatorIp} from the console`, { reason: 'risk.selfBlock', params: { ip: operatorIp } });
  }
}

function refuseTooWide(cidr: Cidr): void {
  const minimum = MIN_PREFIX[cidr.family];
  if (cidr.prefix < minimum) {
    throw refuse(ResultCode.badRequest, `the range ${cidr.text} is too wide to block (at least /${minimum})`, {
      reason: 'risk.rangeTooWide',
      params: { cidr: cidr.text, minimum },
      issues: { entries: { code: 'invalid' } },
    }, { entries: `${cidr.text} is wider than /${minimum}` });
  }
}

/**
 * The IP black list's writes (catalogue §9.1). Each write bumps the 'risk' revision in its
 * transaction, so every instance's IpBlacklistCache follows it on its next request. Disabling or
 * removing a COMPLIANCE entry files a four-eyes request instead (kind IP_BLACKLIST_REMOVE_KIND);
 * the second operator's approval applies it, provided the entry is still as it was filed.
 */
export class IpBlacklistService {
  constructor(
    private readonly db: Db,
    private readonly approvals: ApprovalService,
  ) {}

  async create(input: CreateEntries, operator: Operator, operatorIp: string): Promise<{ added: number; skipped: string[]; ids: number[] }> {
    const { lines, bad } = parseEntries(input.entries, input.reason);
    if (bad.length) {
      const shown = bad.slice(0, 10).join(', ') + (bad.length > 10 ? ', …' : '');
      throw refuse(ResultCode.badRequest, `line ${shown} holds no valid IPv4 or IPv6 address or CIDR range`, {
        reason: 'risk.entriesInvalid',
        params: { lines: shown },
        issues: { entries: { code: 'invalid' } },
      }, { entries: `line ${shown}: not an address or CIDR range` });
    }
    if (lines.length === 0) throw fieldRefusal('entries', 'holds no address', { code: 'required' });
    if (lines.length > IP_BLACKLIST_BATCH_MAX) {
      throw fieldRefusal('entries', `holds ${lines.length} entries; at most ${IP_BLACKLIST_BATCH_MAX} at once`, { code: 'too_big', params: { maximum: IP_BLACKLIST_BATCH_MAX } });
    }
    lines.forEach((l) => refuseTooWide(l.cidr));
    refuseSelfBlock(lines.map((l) => l.cidr), input.scope, operatorIp);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw fieldRefusal('expiresAt', 'must lie in the future', { code: 'invalid' });

    return this.db.transaction(async (tx) => {
      const texts = [...new Set(lines.map((l) => l.cidr.text))];
      // An address already listed for the scope and still in force is not listed twice.
      const existing = await tx
        .select({ ipCidr: ipBlacklist.ipCidr })
        .from(ipBlacklist)
        .where(and(inArray(ipBlacklist.ipCidr, texts), eq(ipBlacklist.scope, input.scope), eq(ipBlacklist.status, 'ACTIVE'), sql`(${ipBlacklist.expiresAt} is null or ${ipBlacklist.expiresAt} > now())`));
      const skip = new Set(existing.map((e) => e.ipCidr));
      const fresh = new Map<string, ParsedLine>();
      for (const line of lines) if (!skip.has(line.cidr.text) && !fresh.has(line.cidr.text)) fresh.set(line.cidr.text, line);
      const rows = fresh.size
        ? await tx
            .insert(ipBlacklist)
            .values(
              [...fresh.values()].map((l) => ({
                ipCidr: l.cidr.text,
                scope: input.scope,
                source: input.source,
                reason: verbatim(l.reason),
                expiresAt,
                createdBy: operator.userId,
                updatedBy: operator.userId,
              })),
            )
            .returning({ id: ipBlacklist.id })
        : [];
      if (rows.length) await bumpRevision(tx, 'risk');
      return { added: rows.length, skipped: [...skip], ids: rows.map((r) => r.id) };
    });
  }

  /** Disables (or, for a COMPLIANCE entry, asks a second operator to). */
  async disable(tx: Tx, row: EntryRow, reason: string, operator: Operator) {
    if (row.source === 'COMPLIANCE') return this.fileRemoval(tx, row, 'disable', reason, operator);
    await this.setStatus(tx, row, 'DISABLED', operator.userId);
    return { id: row.id, status: 'DISABLED', pending: false };
  }

  async enable(tx: Tx, row: EntryRow, operator: Operator, operatorIp: string) {
    const cidr = parseCidr(row.ipCidr);
    if (!('problem' in cidr)) refuseSelfBlock([cidr], row.scope, operatorIp);
    await this.setStatus(tx, row, 'ACTIVE', operator.userId);
    return { id: row.id, status: 'ACTIVE', pending: false };
  }

  /** Removes (or, for a COMPLIANCE entry, asks a second operator to). The operation log keeps the removed row's call. */
  async remove(tx: Tx, row: EntryRow, reason: string, operator: Operator) {
    if (row.source === 'COMPLIANCE') return this.fileRemoval(tx, row, 'remove', reason, operator);
    await tx.delete(ipBlacklist).where(eq(ipBlacklist.id, row.id));
    await bumpRevision(tx, 'risk');
    return { id: row.id, removed: true, pending: false };
  }

  /** How an approved request is applied: only to the entry as it was when filed (same version). */
  approvalHandler(): ApprovalHandler {
    return {
      kind: IP_BLACKLIST_REMOVE_KIND,
      title: { 'zh-cn': '停用或删除合规 IP 黑名单条目', en: 'Disable or remove a compliance IP block', 'zh-tw': '停用或刪除合規 IP 黑名單條目' },
      permission: IP_BLACKLIST_APPROVE_PERMISSION,
      onReject: NOTHING_WAITS, // the entry is untouched until approved
      apply: async (tx, approval, approverId) => {
        const payload = approval.payload as { action: 'disable' | 'remove'; version: number };
        const id = approval.subjectId!;
        const [row] = await tx.select().from(ipBlacklist).where(eq(ipBlacklist.id, id)).for('update');
        if (!row || row.version !== payload.version) {
          throw conflict(`black-list entry ${id} changed since the request was filed`, { reason: 'risk.entryChanged', params: { id } });
        }
        if (payload.action === 'remove') {
          await tx.delete(ipBlacklist).where(eq(ipBlacklist.id, id));
          await bumpRevision(tx, 'risk');
          return { id, removed: true };
        }
        await this.setStatus(tx, row, 'DISABLED', approverId);
        return { id, status: 'DISABLED' };
      },
    };
  }

  private async fileRemoval(tx: Tx, row: EntryRow, action: 'disable' | 'remove', reason: string, operator: Operator) {
    const approval = await this.approvals.request(tx, {
      kind: IP_BLACKLIST_REMOVE_KIND,
      subjectType: 'IP_BLACKLIST',
      subjectId: row.id,
      summary: {
        'zh-cn': `${action === 'disable' ? '停用' : '删除'}合规 IP 黑名单条目 ${row.ipCidr}（${row.scope}）`,
        en: `${action} compliance black-list entry ${row.ipCidr} (${row.scope})`,
        'zh-tw': `${action === 'disable' ? '停用' : '刪除'}合規 IP 黑名單條目 ${row.ipCidr}（${row.scope}）`,
      },
      payload: { action, version: row.version, ipCidr: row.ipCidr, scope: row.scope },
      makerId: operator.userId,
      makerRemark: reason,
    });
    return { id: row.id, pending: true, approvalId: approval.id };
  }

  private async setStatus(tx: Tx, row: EntryRow, status: 'ACTIVE' | 'DISABLED', userId: number) {
    await tx
      .update(ipBlacklist)
      .set({ status, version: sql`${ipBlacklist.version} + 1`, updatedAt: sql`now()`, updatedBy: userId })
      .where(eq(ipBlacklist.id, row.id));
    await bumpRevision(tx, 'risk');
  }
}
