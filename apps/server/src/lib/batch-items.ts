import { AppError } from './errors';

/**
 * The pieces every batch grant with per-member results shares (trial funds, coupon sendings): the
 * member list as operators paste it, and an item's failure as the console words it.
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
