import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedObjectKey, ChunkLengthError, lengthGuard, type ByteRange, type ChunkLayout, type MergedObject, type UploadStorage } from './upload-storage';

/** Reads of the merge pass: large enough that a 1 GiB file is a few hundred reads, not 16,000. */
const READ_BYTES = 4 * 1024 * 1024;

/**
 * The upload folder on the local disk:
 *
 *   uploads/partial/<sessionId>/data        every chunk written in place at its offset
 *   uploads/partial/<sessionId>/<n>         empty marker: chunk n is in `data`, whole
 *   uploads/objects/<key>                   finished files
 *
 * Chunks go straight to their offset in one file, so the merge writes nothing: it reads the file
 * once for MD5 and SHA-256 and renames it into the object folder. (Chunks as files of their own
 * cost a second full write of the upload, the concatenation, and doubled the time of the merge.)
 * A chunk's marker is removed before its bytes are written and made after their length was checked,
 * so a marker always stands for a whole chunk; a repeat post rewrites the same range. Whatever a
 * half-written repeat leaves behind, the merge's MD5 catches.
 */
export class LocalUploadStorage implements UploadStorage {
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
    const guard = lengthGuard(expectedBytes);
    // Read-write, created when missing, never truncated: other chunks are being written beside this one.
    const flags = fs.constants.O_RDWR | fs.constants.O_CREAT;
    const out = fs.createWriteStream(this.dataPath(layout.sessionId), { flags: flags as unknown as string, start: (chunkNumber - 1) * layout.chunkSize });
    await pipeline(body, guard, out);
    if (guard.received() !== expectedBytes) throw new ChunkLengthError(guard.received(), expectedBytes);
    await fsp.writeFile(marker, '');
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

  async assemble(layout: ChunkLayout): Promise<MergedObject> {
    const dataPath = this.dataPath(layout.sessionId);
    const md5 = crypto.createHash('md5');
    const sha256 = crypto.createHash('sha256');
    let size = 0;
    const before = await fsp.stat(dataPath);
    if (layout.totalSize > 0) {
      for await (const piece of fs.createReadStream(dataPath, { highWaterMark: READ_BYTES, end: layout.totalSize - 1 })) {
        md5.update(piece as Buffer);
        sha256.update(piece as Buffer);
        size += (piece as Buffer).length;
      }
    }
    // A chunk written while we hashed would make the digests describe other bytes than the file's.
    const after = await fsp.stat(dataPath);
    if (after.mtimeMs !== before.mtimeMs || after.size !== before.size) throw new Error('a chunk was written during the merge; merge again');
    return { sessionId: layout.sessionId, handle: dataPath, size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
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
