import { parseRevisions, type RevisionName, type Revisions } from '@ledgerdesk/shared/revisions';

/** Told when a revision moves on: its name, the new value, the value seen before (undefined on the first sighting). */
export type RevisionListener = (name: RevisionName, revision: number, previous: number | undefined) => void;

let latest: Revisions = {};
const listeners = new Set<RevisionListener>();

/**
 * Reads REVISION_HEADER of an answer (the request client calls this for every answer). A
 * revision only moves forward: an answer that left the server before a newer one but arrived
 * after it cannot move it back, so each change is reported once.
 */
export function noteRevisions(header: string | null | undefined): void {
  for (const [name, revision] of Object.entries(parseRevisions(header)) as Array<[RevisionName, number]>) {
    const previous = latest[name];
    if (previous !== undefined && revision <= previous) continue;
    latest = { ...latest, [name]: revision };
    for (const listener of listeners) listener(name, revision, previous);
  }
}

/** The newest revisions any answer has carried so far in this page. */
export function latestRevisions(): Revisions {
  return latest;
}

export function onRevision(listener: RevisionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was seen: the next session (perhaps another server's database) starts afresh. */
export function forgetRevisions(): void {
  latest = {};
}
