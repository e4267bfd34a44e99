import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkRange, UPLOAD_CHUNK_SIZE, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { files, uploadChunkWrites, uploadSessions } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { contentOf, md5, multipartBody, UploadDriver } from './upload-test-client';

const C = UPLOAD_CHUNK_SIZE;

/**
 * A chunk still arriving when the merge is asked for. The local disk writes chunks in place in the
 * file the merge hashes and then links as the stored object, so bytes landing after the digests
 * were taken would change a stored file (and every instant upload later linked to it) behind its
 * MD5 and SHA-256: the merge waits for no such write, and no write starts once the merge has.
 */
describe.each(databaseKinds)('a merge and the chunk writes of its upload exclude each other (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-write-exclusion-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    token = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const sessionOf = async (identifier: string) => (await t.database.db.select().from(uploadSessions).where(eq(uploadSessions.identifier, identifier)))[0]!;
  const writesOf = async (sessionId: number) => t.database.db.select().from(uploadChunkWrites).where(eq(uploadChunkWrites.sessionId, sessionId));

  /** Sends chunk `n` up to half of its bytes and holds the rest until `finish` is called. */
  const trickle = (up: UploadDriver, n: number) => {
    const { start, end } = chunkRange(n, up.data.length);
    const bytes = up.data.subarray(start, end);
    const body = multipartBody(up.params(n), { name: up.filename, data: bytes });
    const held = body.payload.indexOf(bytes) + Math.floor(bytes.length / 2);
    const stream = new PassThrough();
    stream.write(body.payload.subarray(0, held));
    const answer = t.app.inject({ method: 'POST', url: api(UPLOAD_ENDPOINTS.upload), payload: stream, headers: { ...bearer(token), ...body.headers } });
    return { answer, finish: () => stream.end(body.payload.subarray(held)) };
  };

  it('refuses the merge while a chunk is arriving, changing nothing, and merges the whole file once it is stored', async () => {
    const up = new UploadDriver(t.app, token, contentOf(3 * C + 777), 'arriving.bin.txt');
    await up.send([1, 3]);
    const late = trickle(up, 2);
    const session = await sessionOf(up.identifier);
    await expect.poll(async () => (await writesOf(session.id)).length).toBe(1);

    const early = await up.merge();
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toMatchObject({ reason: 'chunkArriving' });
    expect((await sessionOf(up.identifier)).status).toBe('UPLOADING');
    expect(await t.database.db.select().from(files).where(eq(files.md5, md5(up.data)))).toEqual([]);

    late.finish();
    expect((await late.answer).statusCode).toBe(200);
    expect(await writesOf(session.id)).toEqual([]);
    const merged = await up.merge();
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.md5).toBe(md5(up.data));
    const download = await t.app.inject({ method: 'GET', url: merged.json().data.url, headers: bearer(token) });
    expect(md5(download.rawPayload)).toBe(md5(up.data));
  });

  it('refuses a chunk once the upload is merged, recording no write', async () => {
    const up = new UploadDriver(t.app, token, contentOf(2 * C + 5), 'merged.bin.txt');
    await up.send();
    expect((await up.merge()).statusCode).toBe(200);
    const again = await up.chunk(1, Buffer.alloc(C, 7));
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toMatchObject({ reason: 'alreadyMerged' });
    expect(await writesOf((await sessionOf(up.identifier)).id)).toEqual([]);
  });

  it('does not wait for a write recorded by an instance that has died', async () => {
    const up = new UploadDriver(t.app, token, contentOf(2 * C + 9), 'orphan-write.bin.txt');
    await up.send();
    const session = await sessionOf(up.identifier);
    await t.database.db.insert(uploadChunkWrites).values({ sessionId: session.id, instanceId: 'gone-host:1:crashed', chunkNumber: 2 });
    const merged = await up.merge();
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.md5).toBe(md5(up.data));
  });
});
