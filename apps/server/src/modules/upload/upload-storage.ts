import { Transform, type Readable } from 'node:stream';
import type { DigestPair } from './digest-threads';

/** Where a session's chunks go: its id and the layout its chunks follow. */
export interface ChunkLayout {
  sessionId: number;
  totalChunks: number;
  totalSize: number;
  chunkSize: number;
}

export interface MergedObject {
  /** Bytes assembled but not yet visible as a stored object; `commit` makes them one. */
  sessionId: number;
  /** What the storage needs to commit it (a temp path, a multipart upload id…). */
  handle: string;
  size: number;
  md5: string;
  sha256: string;
}

/**
 * MD5 and SHA-256 of a session's first `chunks` chunks, hashed while the upload was still running
 * (running-digest.ts), with the version each chunk had when it was read. Only a head start: the
 * merge checks the versions and hashes everything from the start again when one changed.
 */
export interface HashedPrefix {
  chunks: number;
  versions: string[];
  digests: DigestPair;
}

/** A storage whose chunks can be hashed while the upload runs: chunks in place in one file (the local disk). */
export interface ChunkReadBack {
  /** A token that changes whenever chunk n is written again; undefined while it is not stored, or was stored without one. */
  chunkVersion(layout: ChunkLayout, chunkNumber: number): Promise<string | undefined>;
  /** The file holding every chunk at its offset in the layout. */
  dataFile(layout: ChunkLayout): string;
}

/** Thrown when a chunk's bytes do not have the length its place in the layout demands. */
export class ChunkLengthError extends Error {
  constructor(readonly received: number, readonly expected: number) {
    super(`chunk has ${received} bytes, expected ${expected}`);
  }
}

/** An inclusive byte range of a stored object, as HTTP Range asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploads live: the local disk (the embedded default, `LocalUploadStorage`) or S3-compatible
 * object storage (`S3UploadStorage`), chosen by configuration. Every name is server-made (numeric
 * session ids, chunk numbers, random object keys): nothing a client sends becomes part of a path or
 * a key. A stored chunk is always whole (its length was checked), so its presence is its status.
 */
export interface UploadStorage {
  /** Stores one chunk; a repeat (even concurrent) replaces it. Rejects with ChunkLengthError on a wrong length. */
  writeChunk(layout: ChunkLayout, chunkNumber: number, body: Readable, expectedBytes: number): Promise<void>;
  /** The 1-based numbers of the chunks stored, ascending. */
  storedChunks(layout: ChunkLayout): Promise<number[]>;
  /**
   * Puts the chunks together in order while computing MD5 and SHA-256 in the same pass, going on
   * from `prefix` when its chunks are unchanged (a storage without `readBack` never gets one).
   */
  assemble(layout: ChunkLayout, prefix?: HashedPrefix): Promise<MergedObject>;
  /** Present when chunks can be hashed as they land, so the merge only finishes the digests. */
  readonly readBack?: ChunkReadBack;
  /** Makes an assembled object a stored one under a new random key. */
  commit(merged: MergedObject): Promise<string>;
  /** Drops an assembled object that will not be committed (its digests did not match). */
  abandon(merged: MergedObject): Promise<void>;
  removePartial(sessionId: number): Promise<void>;
  removeObject(key: string): Promise<void>;
  /** The stored object's size, or undefined when it is missing. */
  objectSize(key: string): Promise<number | undefined>;
  /** The stored object's bytes, or one range of them. */
  readObject(key: string, range?: ByteRange): Promise<Readable>;
  /** Session ids that have partial data last touched before `cutoff` (the sweeper checks them against the table). */
  idlePartialSessions(cutoff: Date): Promise<number[]>;
}

/** The object keys every storage hands out. */
export const OBJECT_KEY = /^[0-9a-f-]{36}$/;

export function checkedObjectKey(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Passes bytes through, failing as soon as more than `expected` arrive; `received()` says how many came. */
export function lengthGuard(expected: number): Transform & { received(): number } {
  let received = 0;
  const guard = new Transform({
    transform(piece: Buffer, _encoding, done) {
      received += piece.length;
      // Stop early instead of storing an oversized chunk.
      if (received > expected) done(new ChunkLengthError(received, expected));
      else done(null, piece);
    },
  });
  return Object.assign(guard, { received: () => received });
}
