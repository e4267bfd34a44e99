import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkRange, totalChunksOf } from '@ledgerdesk/shared';
import { LocalUploadStorage } from './local-storage';
import { RunningDigests } from './running-digest';
import type { ChunkLayout } from './upload-storage';

const CHUNK = 64 * 1024;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-running-digest-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const digestOf = (data: Buffer) => ({
  md5: crypto.createHash('md5').update(data).digest('hex'),
  sha256: crypto.createHash('sha256').update(data).digest('hex'),
});

let nextSession = 1;
/** A session of `size` random bytes in 64 KiB chunks (the last one runs to the end). */
function upload(size: number) {
  const data = crypto.randomBytes(size);
  const layout: ChunkLayout = { sessionId: nextSession++, totalChunks: totalChunksOf(size, CHUNK), totalSize: size, chunkSize: CHUNK };
  const bytesOf = (n: number, content = data) => {
    const { start, end } = chunkRange(n, size, CHUNK);
    return content.subarray(start, end);
  };
  return { data, layout, bytesOf };
}

/** One instance: its own memory (running digests) over the shared upload folder. */
function instance() {
  const storage = new LocalUploadStorage(root);
  const digests = new RunningDigests(storage.readBack);
  return {
    storage,
    digests,
    /** A chunk post as the service makes it: stored, then the running digest told (here waited for). */
    async send(layout: ChunkLayout, n: number, bytes: Buffer) {
      await storage.writeChunk(layout, n, Readable.from([bytes]), bytes.length);
      await digests.chunkStored(layout, n);
    },
    /** The merge's hashing: from the running digest's prefix when there is one. */
    async merge(layout: ChunkLayout) {
      const prefix = await digests.take(layout.sessionId);
      const merged = await storage.assemble(layout, prefix);
      return { md5: merged.md5, sha256: merged.sha256, size: merged.size, prefixChunks: prefix?.chunks ?? 0 };
    },
  };
}

describe('running digest of an upload', () => {
  it('hashes chunks arriving out of order as they become contiguous, so the merge only finishes', async () => {
    const { data, layout, bytesOf } = upload(10 * CHUNK + 1234);
    const server = instance();
    for (const n of [3, 2, 5, 1, 4, 7, 6, 10, 9, 8]) await server.send(layout, n, bytesOf(n));
    const merged = await server.merge(layout);
    expect(merged).toMatchObject({ ...digestOf(data), size: data.length });
    expect(merged.prefixChunks).toBe(layout.totalChunks);
  });

  it('stops at a gap and covers the rest at the merge', async () => {
    const { data, layout, bytesOf } = upload(6 * CHUNK);
    const server = instance();
    for (const n of [1, 2, 4, 5, 6]) await server.send(layout, n, bytesOf(n));
    // Chunk 3 lands through an instance whose memory this one does not share.
    await instance().send(layout, 3, bytesOf(3));
    const merged = await server.merge(layout);
    expect(merged).toMatchObject(digestOf(data));
    expect(merged.prefixChunks).toBe(2);
  });

  it('gives the right digests when the merging instance hashed nothing (a restart lost its memory)', async () => {
    const { data, layout, bytesOf } = upload(5 * CHUNK + 77);
    const before = instance();
    for (let n = 1; n <= layout.totalChunks; n += 1) await before.send(layout, n, bytesOf(n));
    const after = instance();
    const merged = await after.merge(layout);
    expect(merged).toMatchObject({ ...digestOf(data), size: data.length, prefixChunks: 0 });
  });

  it('starts over when a hashed chunk is sent again to the same instance', async () => {
    const { layout, bytesOf } = upload(4 * CHUNK);
    const server = instance();
    for (let n = 1; n <= layout.totalChunks; n += 1) await server.send(layout, n, bytesOf(n));
    const other = crypto.randomBytes(layout.totalSize);
    await server.send(layout, 2, bytesOf(2, other));
    const expected = Buffer.concat([bytesOf(1), bytesOf(2, other), bytesOf(3), bytesOf(4)]);
    expect(await server.merge(layout)).toMatchObject({ ...digestOf(expected), prefixChunks: 4 });
  });

  it('hashes everything again when another instance rewrote a chunk this one had hashed', async () => {
    const { layout, bytesOf } = upload(4 * CHUNK + 5);
    const server = instance();
    for (let n = 1; n <= layout.totalChunks; n += 1) await server.send(layout, n, bytesOf(n));
    // Let the running digest cover every chunk, then change chunk 2 behind its back.
    const other = crypto.randomBytes(layout.totalSize);
    const covered = await server.digests.take(layout.sessionId);
    expect(covered?.chunks).toBe(4);
    await instance().send(layout, 2, bytesOf(2, other));
    const merged = await server.storage.assemble(layout, covered);
    const expected = Buffer.concat([bytesOf(1), bytesOf(2, other), bytesOf(3), bytesOf(4)]);
    expect(merged).toMatchObject(digestOf(expected));
  });

  it('checks the versions of more chunks than one batch of marker reads, and notices a change far in', async () => {
    const { data, layout, bytesOf } = upload(130 * CHUNK);
    const server = instance();
    for (let n = 1; n <= layout.totalChunks; n += 1) await server.send(layout, n, bytesOf(n));
    const covered = await server.digests.take(layout.sessionId);
    expect(covered?.chunks).toBe(130);
    const kept = { ...covered!, digests: covered!.digests.copy() };
    expect(await server.storage.assemble(layout, kept)).toMatchObject(digestOf(data));
    const other = crypto.randomBytes(layout.totalSize);
    await instance().send(layout, 100, bytesOf(100, other));
    const changed = Buffer.from(data);
    bytesOf(100, other).copy(changed, 99 * CHUNK);
    expect(await server.storage.assemble(layout, covered)).toMatchObject(digestOf(changed));
  });

  it('does not count a chunk whose write failed: its marker goes, even one a concurrent repeat made', async () => {
    const { layout, bytesOf } = upload(3 * CHUNK);
    const server = instance();
    for (let n = 1; n <= layout.totalChunks; n += 1) await server.send(layout, n, bytesOf(n));
    expect(await server.storage.storedChunks(layout)).toEqual([1, 2, 3]);
    await expect(server.storage.writeChunk(layout, 2, Readable.from([bytesOf(2).subarray(0, 100)]), CHUNK)).rejects.toThrow(/expected/);
    expect(await server.storage.storedChunks(layout)).toEqual([1, 3]);
    expect(await server.storage.chunkVersion(layout, 2)).toBeUndefined();
  });

  it('takes an empty file', async () => {
    const { data, layout, bytesOf } = upload(0);
    const server = instance();
    await server.send(layout, 1, bytesOf(1));
    expect(await server.merge(layout)).toMatchObject({ ...digestOf(data), size: 0 });
  });
});
