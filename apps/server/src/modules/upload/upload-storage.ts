import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface MergedObject {
  /** The merged bytes, still inside the session's partial folder until `commit`. */
  tempPath: string;
  size: number;
  md5: string;
  sha256: string;
}

/** Thrown when a chunk's bytes do not have the length its place in the layout demands. */
export class ChunkLengthError extends Error {
  constructor(readonly received: number, readonly expected: number) {
    super(`chunk has ${received} bytes, expected ${expected}`);
  }
}

/**
 * The upload folder. Every path is built here from server-made parts (numeric session ids, chunk
 * numbers, random object keys), so nothing a client sends ever becomes part of a path:
 *
 *   uploads/partial/<sessionId>/<chunkNumber>          stored chunks
 *   uploads/partial/<sessionId>/<anything>.part        writes in progress (temp names)
 *   uploads/objects/<key>                              finished files
 */
export class UploadStorage {
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

  private chunkPath(sessionId: number, chunkNumber: number): string {
    return path.join(this.partialDir(sessionId), String(Math.trunc(chunkNumber)));
  }

  private tempPath(sessionId: number, label: string): string {
    return path.join(this.partialDir(sessionId), `${label}.${crypto.randomUUID()}.part`);
  }

  objectPath(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.objectRoot, key);
  }

  /**
   * Streams one chunk to a temp name and renames it into place only when its length is right, so
   * a stored chunk is always whole and re-posting (even concurrently) just replaces it atomically.
   */
  async writeChunk(sessionId: number, chunkNumber: number, body: Readable, expectedBytes: number): Promise<void> {
    await fsp.mkdir(this.partialDir(sessionId), { recursive: true });
    const temp = this.tempPath(sessionId, `chunk-${chunkNumber}`);
    let received = 0;
    const counter = new Transform({
      transform(piece: Buffer, _encoding, done) {
        received += piece.length;
        // Stop early instead of writing an oversized chunk to disk.
        if (received > expectedBytes) done(new ChunkLengthError(received, expectedBytes));
        else done(null, piece);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(temp));
      if (received !== expectedBytes) throw new ChunkLengthError(received, expectedBytes);
      await fsp.rename(temp, this.chunkPath(sessionId, chunkNumber));
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  /**
   * The 1-based numbers of the chunks on disk. A chunk only gets its final name once its length
   * was checked (writeChunk), so its presence is enough: no stat per chunk, which would make
   * every chunk post of a 1 GiB upload cost hundreds of system calls.
   */
  async storedChunks(sessionId: number, totalChunks: number): Promise<number[]> {
    const names = await fsp.readdir(this.partialDir(sessionId)).catch(() => [] as string[]);
    return names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .filter((n) => n >= 1 && n <= totalChunks)
      .sort((a, b) => a - b);
  }

  /** Concatenates chunks 1..N in order into a temp file, hashing in the same pass. */
  async concatenate(sessionId: number, totalChunks: number): Promise<MergedObject> {
    const tempPath = this.tempPath(sessionId, 'merged');
    const md5 = crypto.createHash('md5');
    const sha256 = crypto.createHash('sha256');
    let size = 0;
    const chunkPath = (n: number) => this.chunkPath(sessionId, n);
    // One pipeline over a generator of every chunk's bytes: back-pressure and errors are handled
    // once for the whole file, whatever the number of chunks.
    async function* chunkBytes() {
      for (let n = 1; n <= totalChunks; n += 1) {
        for await (const piece of fs.createReadStream(chunkPath(n))) {
          const bytes = piece as Buffer;
          md5.update(bytes);
          sha256.update(bytes);
          size += bytes.length;
          yield bytes;
        }
      }
    }
    try {
      await pipeline(chunkBytes, fs.createWriteStream(tempPath));
    } catch (err) {
      await fsp.rm(tempPath, { force: true });
      throw err;
    }
    return { tempPath, size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
  }

  /** Moves a merged file into the object folder under a new random key (same disk: an atomic rename). */
  async commit(merged: MergedObject): Promise<string> {
    const key = crypto.randomUUID();
    await fsp.mkdir(this.objectRoot, { recursive: true });
    await fsp.rename(merged.tempPath, this.objectPath(key));
    return key;
  }

  async removePartial(sessionId: number): Promise<void> {
    await fsp.rm(this.partialDir(sessionId), { recursive: true, force: true });
  }

  async removeObject(key: string): Promise<void> {
    await fsp.rm(this.objectPath(key), { force: true });
  }

  /** Session folders on disk (numeric names) last touched before `cutoff`. */
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
