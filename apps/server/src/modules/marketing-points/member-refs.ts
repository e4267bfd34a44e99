/**
 * A member list as operators paste it: ids or accounts, separated by commas, semicolons, spaces or
 * new lines; each named once, in order. The same rule as the trial batch (modules/trial/trial-batch.ts
 * parseMemberRefs), which the module layout keeps private to that module: candidates for lib/ at integration.
 */
export function parseMemberRefs(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/** An item's failure as the console words it: the refusal's reason and params, with the English message as fallback. */
export interface ItemError {
  msg: string;
  reason?: string;
  params?: Record<string, unknown>;
}
