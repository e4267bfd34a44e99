import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { AppError } from './errors';

/**
 * The pieces every batch grant with per-member results shares (trial funds, coupon sendings,
 * award and points batches): the member list as operators paste it, the members it names, and an
 * item's failure as the console words it. The runner itself is lib/batch-runner.ts.
 */

/** An item's failure as the console words it: the refusal's reason and params, with the English message as fallback. */
export interface ItemError {
  msg: string;
  reason?: string;
  params?: Record<string, unknown>;
}

/** Ids or accounts, separated by commas, semicolons, spaces or new lines; each named once, in order. */
export function parseMemberRefs(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/** Why one item failed, from what its grant threw: a refusal keeps its reason and params. */
export function itemErrorOf(error: unknown): ItemError {
  if (!(error instanceof AppError)) return { msg: 'the grant failed unexpectedly' };
  const data = error.data as { reason?: string; params?: Record<string, unknown> } | null;
  return { msg: error.message, reason: data?.reason, params: data?.params };
}

/** A stored item error back as the console reads it; a plain text (rows written before errors were JSON) is its message. */
export function readItemError(stored: string): ItemError | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as ItemError;
    if (parsed && typeof parsed.msg === 'string') return parsed;
  } catch {
    // not JSON: an older row's message
  }
  return { msg: stored };
}

export interface NamedMember {
  id: number;
  /** Whether the operator's member scope reaches the member. */
  reached: boolean;
}

/**
 * The members a list names, by id or account (an account wins over another member's id), with
 * whether the caller's scope (`reach`, a condition on mem_member) reaches each.
 */
export async function resolveMemberRefs(db: Db, refs: readonly string[], reach?: SQL): Promise<Map<string, NamedMember>> {
  const byRef = new Map<string, NamedMember>();
  if (refs.length === 0) return byRef;
  const ids = refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
  const found = await db
    .select({ id: members.id, account: members.account, reached: reach ? sql<boolean>`coalesce((${reach}), false)` : sql<boolean>`true` })
    .from(members)
    .where(or(inArray(members.account, [...refs]), ids.length ? inArray(members.id, ids) : undefined));
  for (const m of found) byRef.set(m.account, { id: m.id, reached: m.reached });
  for (const m of found) if (!byRef.has(String(m.id))) byRef.set(String(m.id), { id: m.id, reached: m.reached });
  return byRef;
}

/** Why a named member cannot be granted at all (unknown, or outside the scope): the item is stored FAILED with it. */
export function unreachableError(ref: string, member: NamedMember | undefined): ItemError | null {
  if (!member) return { msg: `no member has id or account ${ref}`, reason: 'finance.memberMissing', params: { memberId: ref } };
  if (!member.reached) return { msg: `member ${ref} is outside your data scope`, reason: 'access.outsideScope', params: { ids: ref } };
  return null;
}

/** A member the list already named by another entry (an id, then the same member's account): one grant per member per list. */
export function alreadyListedError(ref: string, firstRef: string): ItemError {
  return { msg: `member ${ref} is already listed as ${firstRef}`, reason: 'member.batchAlreadyListed', params: { member: ref, first: firstRef } };
}

/**
 * A member list as batch items: each ref with its member, PENDING, or FAILED with why (unknown,
 * out of scope, or a member an earlier entry already named: the text differs, the member is the
 * same); and how many failed.
 */
export async function memberItems(db: Db, refs: readonly string[], reach?: SQL) {
  const byRef = await resolveMemberRefs(db, refs, reach);
  const firstRefOf = new Map<number, string>();
  const rows = refs.map((ref) => {
    const member = byRef.get(ref);
    const firstRef = member ? firstRefOf.get(member.id) : undefined;
    const error = unreachableError(ref, member) ?? (firstRef !== undefined ? alreadyListedError(ref, firstRef) : null);
    if (member && !error) firstRefOf.set(member.id, ref);
    return { memberRef: ref, memberId: member?.id ?? null, status: error ? 'FAILED' : 'PENDING', error: error ? JSON.stringify(error) : '' };
  });
  return { rows, failed: rows.filter((r) => r.status === 'FAILED').length };
}
