import { chunkRange } from '@ledgerdesk/shared';
import { DigestPair } from './digest-threads';
import type { ChunkLayout, ChunkReadBack, HashedPrefix } from './upload-storage';

interface Running extends HashedPrefix {
  /** The catch-up in progress (or the last one); the next waits for it. */
  busy: Promise<void>;
}

/** Sessions hashed ahead at once; past it the oldest is dropped (its merge hashes from the start). */
const MAX_RUNNING = 256;

/**
 * MD5 and SHA-256 of each upload's contiguous prefix of stored chunks, advanced as chunks land, so
 * the merge hashes only what is left instead of reading the whole file again after the last chunk.
 * Chunks arrive out of order (several in flight), so after each one the digest walks on over
 * every chunk stored next to what it covers, reading them back (from the page cache, just written).
 *
 * Memory of this instance only, and an optimisation only: another instance may receive chunks or
 * merge, and a restart forgets everything, so the merge hashes whatever is not covered here and
 * checks that every covered chunk still has the version it was read at (the storage's token, new
 * on each write), falling back to hashing everything. A chunk is read between two looks at its
 * version; a write in between (whose first step is to withdraw the version) leaves it unhashed.
 */
export class RunningDigests {
  private readonly running = new Map<number, Running>();

  constructor(private readonly readBack: ChunkReadBack | undefined) {}

  /**
   * After a chunk is stored: hash on in the background over the chunks now contiguous. Resolves
   * when that is done (never rejects: a failure only drops the running digest); nobody need wait.
   */
  chunkStored(layout: ChunkLayout, chunkNumber: number): Promise<void> {
    if (!this.readBack) return Promise.resolve();
    let entry = this.running.get(layout.sessionId);
    // A covered chunk written again cannot be taken out of the digests: start over behind it.
    if (entry && chunkNumber <= entry.chunks) entry = undefined;
    if (!entry) {
      this.forget(layout.sessionId);
      entry = { chunks: 0, versions: [], digests: DigestPair.create(), busy: Promise.resolve() };
      this.running.set(layout.sessionId, entry);
      if (this.running.size > MAX_RUNNING) this.forget(this.running.keys().next().value!);
    }
    const current = entry;
    current.busy = current.busy.then(() => this.catchUp(layout, current)).catch(() => this.forget(layout.sessionId, current));
    return current.busy;
  }

  /** For the merge: the prefix hashed so far, no longer advanced (undefined when there is none). */
  async take(sessionId: number): Promise<HashedPrefix | undefined> {
    const entry = this.running.get(sessionId);
    if (!entry) return undefined;
    this.running.delete(sessionId);
    await entry.busy;
    if (entry.chunks > 0) return { chunks: entry.chunks, versions: entry.versions, digests: entry.digests };
    entry.digests.drop();
    return undefined;
  }

  /** Drops the session's running digest (or only that one, when another replaced it meanwhile). */
  forget(sessionId: number, only?: Running): void {
    const entry = this.running.get(sessionId);
    if (!entry || (only && entry !== only)) return;
    this.running.delete(sessionId);
    // After its catch-up: that may still be feeding it.
    void entry.busy.finally(() => entry.digests.drop());
  }

  private async catchUp(layout: ChunkLayout, entry: Running): Promise<void> {
    const readBack = this.readBack!;
    while (entry.chunks < layout.totalChunks && this.running.get(layout.sessionId) === entry) {
      const chunkNumber = entry.chunks + 1;
      const version = await readBack.chunkVersion(layout, chunkNumber);
      if (version === undefined) return;
      // A copy, so a chunk rewritten while it was read leaves the digests as they were.
      const digests = entry.digests.copy();
      const { start, end } = chunkRange(chunkNumber, layout.totalSize, layout.chunkSize);
      try {
        const read = await digests.hashFile(readBack.dataFile(layout), start, end);
        if (read !== end - start) throw new Error(`chunk ${chunkNumber} of upload ${layout.sessionId} is short`);
      } catch (err) {
        digests.drop();
        throw err;
      }
      if ((await readBack.chunkVersion(layout, chunkNumber)) !== version) {
        digests.drop();
        return;
      }
      entry.digests.drop();
      Object.assign(entry, { digests, chunks: chunkNumber });
      entry.versions.push(version);
    }
  }
}
