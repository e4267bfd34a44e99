import { sql } from 'drizzle-orm';
import type { RevisionName } from '@ledgerdesk/shared/revisions';
import type { Db, Tx } from '../db/client';
import { revisions } from '../db/schema';

/**
 * Moves a revision on, inside the caller's transaction, so the counter changes exactly when the
 * write commits (see packages/shared/src/revisions.ts). An upsert: a missing row starts at 1.
 */
export async function bumpRevision(tx: Db | Tx, name: RevisionName): Promise<void> {
  await tx
    .insert(revisions)
    .values({ name, revision: 1 })
    .onConflictDoUpdate({ target: revisions.name, set: { revision: sql`${revisions.revision} + 1` } });
}

/**
 * All counters as the header spells them, as one SQL expression: the session query selects it
 * beside the session row, so carrying the revisions costs no extra round trip per request.
 */
export const revisionsHeaderSql = sql<string>`(select coalesce(string_agg(${revisions.name} || '=' || ${revisions.revision}, ';' order by ${revisions.name}), '') from ${revisions})`;
