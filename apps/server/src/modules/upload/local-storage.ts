import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { chunkRange } from '@ledgerdesk/shared';
import { DigestPair } from './digest-threads';
import {
  checkedObjectKey,
  ChunkLengthError,
  type ByteRange,
  type ChunkLayout,
  type ChunkReadBack,
  type HashedPrefix,
  type MergedObject,
  type UploadStorage,
} from './upload-storage';

/**
 * The upload folder on the local disk:
 *
 *   uploads/partial/<sessionId>/data        every chunk written in place at its offset
 *   uploads/partial/<sessionId>/<n>         marker: chunk n is in `data`, whole; holds the write's version
 *   uploads/objects/<key>                   finished files
 *
 * Chunks go straight to their offset in one file, so the merge writes nothing: it hashes what the
 * running digest has not (all of it at worst, once) and links the file into the object folder.
 * (Chunks as files of their own cost a second full write of the upload, the concatenation, and
 * doubled the time of the merge.)
 * A chunk's marker is removed before its bytes are written, made after their length was checked, and
 * removed again when a write fails, so a marker always stands for a whole chunk; a repeat post
 * rewrites the same range. The marker holds a random version, new on every write, which lets chunks
 * be hashed while the upload runs (running-digest.ts) and the merge tell whether they changed since.
 * (Markers of older releases are empty: such a chunk is simply not hashed ahead.) Whatever a
 * half-written repeat leaves behind, the merge's MD5 catches.
 */
export class LocalUploadStorage implements UploadStorage, ChunkReadBack {
  readonly readBack: ChunkReadBack = this;

  readonly partialRoot: string;
  readonly objectRoot: string;

  constructor(root: string) {
    this.partialRoot = path.join(root, 'partial');
    this.objectRoot = path.join(root, 'objects');
    // Folders are made on first write, so building the app touches no disk.
  }

  private partialDir(sessionId: number): string {
    return path.join(this.partialRoot, String(Math.trunc(sessionId)));
  }

  private dataPath(sessionId: number): string {
    return path.join(this.partialDir(sessionId), 'data');
  }

  private markerPath(sessionId: number, chunkNumber: number): string {
    return path.join(this.partialDir(sessionId), String(Math.trunc(chunkNumber)));
  }

  objectPath(key: string): string {
    return path.join(this.objectRoot, checkedObjectKey(key));
  }

  async writeChunk(layout: ChunkLayout, chunkNumber: number, body: Readable, expectedBytes: number): Promise<void> {
    await fsp.mkdir(this.partialDir(layout.sessionId), { recursive: true });
    const marker = this.markerPath(layout.sessionId, chunkNumber);
    await fsp.rm(marker, { force: true });
    // Read-write, created when missing, never truncated: other chunks are being written beside this one.
    const file = await fsp.open(this.dataPath(layout.sessionId), fs.constants.O_RDWR | fs.constants.O_CREAT);
    try {
      const received = await writeGathered(file, body, (chunkNumber - 1) * layout.chunkSize, expectedBytes);
      if (received !== expectedBytes) throw new ChunkLengthError(received, expectedBytes);
    } catch (err) {
      // A concurrent repeat may have made the marker meanwhile: these bytes broke its chunk.
      await fsp.rm(marker, { force: true });
      throw err;
    } finally {
      await file.close();
    }
    await fsp.writeFile(marker, crypto.randomUUID());
  }

  async chunkVersion(layout: ChunkLayout, chunkNumber: number): Promise<string | undefined> {
    const version = await fsp.readFile(this.markerPath(layout.sessionId, chunkNumber), 'utf8').catch(() => '');
    return version || undefined;
  }

  dataFile(layout: ChunkLayout): string {
    return this.dataPath(layout.sessionId);
  }

  /**
   * Chunk markers present. No stat per chunk: a marker exists only for a chunk whose length was
   * checked, and a 1 GiB upload would otherwise cost hundreds of system calls per chunk post.
   */
  async storedChunks(layout: ChunkLayout): Promise<number[]> {
    const names = await fsp.readdir(this.partialDir(layout.sessionId)).catch(() => [] as string[]);
    return names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .filter((n) => n >= 1 && n <= layout.totalChunks)
      .sort((a, b) => a - b);
  }

  /**
   * Hashes the data file from where `prefix` ends (when every chunk it covers still has the version
   * it was read at; else from the start). The file's state is taken before the versions are looked
   * at, so a write after that look shows at the end.
   */
  async assemble(layout: ChunkLayout, prefix?: HashedPrefix): Promise<MergedObject> {
    const dataPath = this.dataPath(layout.sessionId);
    const before = await fsp.stat(dataPath);
    const usable = prefix !== undefined && (await this.unchanged(layout, prefix));
    if (prefix && !usable) prefix.digests.drop();
    const digests = usable ? prefix.digests : DigestPair.create();
    const start = usable ? chunkRange(prefix.chunks, layout.totalSize, layout.chunkSize).end : 0;
    let size = start;
    try {
      size += await digests.hashFile(dataPath, start, layout.totalSize);
    } catch (err) {
      digests.drop();
      throw err;
    }
    const hashed = await digests.digest();
    // A chunk written while we hashed would make the digests describe other bytes than the file's.
    const after = await fsp.stat(dataPath);
    if (after.mtimeMs !== before.mtimeMs || after.size !== before.size) throw new Error('a chunk was written during the merge; merge again');
    return { sessionId: layout.sessionId, handle: dataPath, size, ...hashed };
  }

  /** Whether every chunk the prefix covers still has the version it was hashed at (read 64 at a time: a 10 GiB upload has 5,000 markers). */
  private async unchanged(layout: ChunkLayout, prefix: HashedPrefix): Promise<boolean> {
    if (prefix.chunks > layout.totalChunks || prefix.versions.length !== prefix.chunks) return false;
    for (let from = 0; from < prefix.chunks; from += 64) {
      const batch = prefix.versions.slice(from, from + 64);
      const versions = await Promise.all(batch.map((_, i) => this.chunkVersion(layout, from + i + 1)));
      if (versions.some((version, i) => version !== batch[i])) return false;
    }
    return true;
  }

  /**
   * Links the assembled file into the object folder under a new random key (same disk: atomic, no
   * copy). A link, not a rename: until the session is recorded done, its data stays where another
   * instance taking the merge over expects it; removing the session's folder leaves the object.
   */
  async commit(merged: MergedObject): Promise<string> {
    const key = crypto.randomUUID();
    await fsp.mkdir(this.objectRoot, { recursive: true });
    await fsp.link(merged.handle, this.objectPath(key));
    return key;
  }

  /** The assembled file is the session's data file: removing the session's folder removes it. */
  async abandon(): Promise<void> {}

  async removePartial(sessionId: number): Promise<void> {
    await fsp.rm(this.partialDir(sessionId), { recursive: true, force: true });
  }

  async removeObject(key: string): Promise<void> {
    await fsp.rm(this.objectPath(key), { force: true });
  }

  async objectSize(key: string): Promise<number | undefined> {
    const stat = await fsp.stat(this.objectPath(key)).catch(() => null);
    return stat?.isFile() ? stat.size : undefined;
  }

  async readObject(key: string, range?: ByteRange): Promise<Readable> {
    return fs.createReadStream(this.objectPath(key), range ? { start: range.start, end: range.end } : {});
  }

  async idlePartialSessions(cutoff: Date): Promise<number[]> {
    const names = await fsp.readdir(this.partialRoot).catch(() => [] as string[]);
    const ids: number[] = [];
    for (const name of names.filter((n) => /^\d+$/.test(n))) {
      const stat = await fsp.stat(path.join(this.partialRoot, name)).catch(() => null);
      if (stat && stat.mtime < cutoff) ids.push(Number(name));
    }
    return ids;
  }
}

/** Pieces of a chunk gathered into one write: the socket hands over about 64 KiB at a time. */
const WRITE_BYTES = 1024 * 1024;

/**
 * Writes the body at `position` in writes of about WRITE_BYTES (the pieces themselves, no copy):
 * a write a piece cost the event loop more than everything else a chunk takes, a system call and a
 * thread-pool hand-over each. Fails with ChunkLengthError as soon as more than `expected` bytes
 * came; answers how many came.
 */
async function writeGathered(file: fsp.FileHandle, body: Readable, position: number, expected: number): Promise<number> {
  let received = 0;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  const flush = async () => {
    let written = 0;
    while (written < gatheredBytes) {
      const { bytesWritten } = await file.writev(written ? [Buffer.concat(gathered).subarray(written)] : gathered, position + written);
      written += bytesWritten;
    }
    position += gatheredBytes;
    gathered = [];
    gatheredBytes = 0;
  };
  for await (const piece of body as AsyncIterable<Buffer>) {
    received += piece.length;
    // Stop early instead of storing an oversized chunk.
    if (received > expected) throw new ChunkLengthError(received, expected);
    gathered.push(piece);
    gatheredBytes += piece.length;
    if (gatheredBytes >= WRITE_BYTES) await flush();
  }
  await flush();
  return received;
}

