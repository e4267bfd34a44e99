/**
 * Revisions of the data every signed-in console mirrors. The server bumps a counter in the same
 * transaction as any write to that data; every authenticated answer carries all counters in one
 * header, so a console notices a change on its next call (the pending-count poll included) and
 * refetches what it mirrors, once per change, without a new sign-in.
 */

/** The header: `dict=7;menu=12` (names in order, each `name=revision`). */
export const REVISION_HEADER = 'x-ledgerdesk-revision';

/**
 * `menu`: menus, their grants and so the permissions; `dict`: dictionary types and data;
 * `config`: config parameters (the server's ConfigParams cache is keyed by it); `risk`: the IP
 * black list (the server's IpBlacklistCache is keyed by it).
 */
export const REVISION_NAMES = ['config', 'dict', 'menu', 'risk'] as const;
export type RevisionName = (typeof REVISION_NAMES)[number];
export type Revisions = Partial<Record<RevisionName, number>>;

export function formatRevisions(revisions: Revisions): string {
  return REVISION_NAMES.filter((name) => revisions[name] !== undefined)
    .map((name) => `${name}=${revisions[name]}`)
    .join(';');
}

/** Reads the header; unknown names and malformed parts are skipped (a newer server may send more). */
export function parseRevisions(header: string | null | undefined): Revisions {
  const revisions: Revisions = {};
  for (const part of (header ?? '').split(';')) {
    const match = /^\s*([a-z]+)=(\d+)\s*$/.exec(part);
    if (match && (REVISION_NAMES as readonly string[]).includes(match[1]!)) {
      revisions[match[1] as RevisionName] = Number(match[2]);
    }
  }
  return revisions;
}
