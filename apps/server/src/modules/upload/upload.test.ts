import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_SIZE, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { contentOf, md5, multipartBody, sha256, UploadDriver } from './upload-test-client';

const C = UPLOAD_CHUNK_SIZE;

describe.each(databaseKinds)('chunked upload protocol (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  const objectsDir = () => path.join(dataDir, 'uploads', 'objects');
  const partialDir = () => path.join(dataDir, 'uploads', 'partial');
  const objectCount = () => (fs.existsSync(objectsDir()) ? fs.readdirSync(objectsDir()).length : 0);
  const driver = (data: Buffer, filename?: string, identifier?: string) => new UploadDriver(t.app, token, data, filename, identifier);

  beforeAll(async () => {
    // One level below a folder of its own, so "outside DATA_DIR" is a place nobody else writes to.
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-upload-')), 'data');
    fs.mkdirSync(dataDir);
    t = await createTestApp(kind, { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(40 * C) });
    token = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['chunk − 1', C - 1],
    ['one chunk', C],
    ['chunk + 1', C + 1],
    ['many chunks', 5 * C + 12_345],
  ])('uploads a %s file (%i bytes) and stores exactly its bytes', async (_label, size) => {
    const up = driver(contentOf(size), `size-${size}.bin.txt`);
    const test = (await up.test()).json();
    expect(test).toMatchObject({ code: 0, data: { skipUpload: false, uploaded: [], needMerge: false, identifier: up.identifier } });
    await up.send();
    const status = (await up.test()).json();
    expect(status.data.uploaded).toEqual(Array.from({ length: up.totalChunks }, (_, i) => i + 1));
    expect(status.data.needMerge).toBe(true);

    const merged = await up.merge();
    expect(merged.statusCode).toBe(200);
    const file = merged.json().data;
    expect(file).toMatchObject({ name: `size-${size}.bin.txt`, size, md5: md5(up.data), sha256: sha256(up.data), ext: 'txt', category: 'document' });

    // Asked as a browser asks: a stored file goes as it is (no Content-Encoding), its length and ranges intact.
    const download = await t.app.inject({ method: 'GET', url: `${file.url}`, headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Number(download.headers['content-length'])).toBe(size);
    expect(md5(download.rawPayload)).toBe(md5(up.data));
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''size-${size}.bin.txt`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the chunk test for a resumed upload with the chunks already stored', async () => {
    const up = driver(contentOf(4 * C + 7));
    await up.send([1, 3]);
    expect((await up.test()).json().data).toMatchObject({ uploaded: [1, 3], needMerge: false });
    await up.send([2, 4]);
    expect((await up.test()).json().data).toMatchObject({ uploaded: [1, 2, 3, 4], needMerge: true });
    expect((await up.merge()).json().data.md5).toBe(up.identifier);
  });

  it('accepts the chunk test as a POST without a file, like simple-uploader with testMethod POST', async () => {
    const up = driver(contentOf(2 * C + 3));
    await up.send([2]);
    const body = multipartBody(up.params(1));
    const res = await t.app.inject({ method: 'POST', url: api(UPLOAD_ENDPOINTS.upload), payload: body.payload, headers: { ...bearer(token), ...body.headers } });
    expect(res.json().data).toMatchObject({ skipUpload: false, uploaded: [2], needMerge: false });
  });

  it('refuses a chunk of the wrong length and keeps nothing of it', async () => {
    const up = driver(contentOf(3 * C));
    const short = await up.chunk(1, up.data.subarray(0, C - 1));
    expect(short.statusCode).toBe(400);
    expect(short.json().data.reason).toBe('chunkSizeMismatch');
    const long = await up.chunk(2, up.data.subarray(0, C + 1));
    expect(long.statusCode).toBe(400);
    expect((await up.test()).json().data.uploaded).toEqual([]);
  });

  it('refuses to merge with a chunk missing, then merges once it arrives', async () => {
    const up = driver(contentOf(3 * C + 1));
    await up.send([1, 3]);
    const res = await up.merge();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: { reason: 'chunkMissing', missing: [2] } });
    await up.send([2]);
    expect((await up.merge()).json().data.md5).toBe(up.identifier);
  });

  it('fails the merge of a corrupted chunk and leaves no final file', async () => {
    const before = objectCount();
    const up = driver(contentOf(3 * C + 99));
    await up.send([1, 3]);
    const bad = Buffer.from(up.data.subarray(C, 2 * C));
    bad.writeUInt8(bad.readUInt8(1000) ^ 0xff, 1000);
    expect((await up.chunk(2, bad)).statusCode).toBe(200);
    const res = await up.merge();
    expect(res.statusCode).toBe(400);
    expect(res.json().data.reason).toBe('checksumMismatch');
    expect(objectCount()).toBe(before);
    const listed = await t.app.inject({ method: 'GET', url: `${api(UPLOAD_ENDPOINTS.fileList)}?name=${up.filename}`, headers: bearer(token) });
    expect(listed.json().data.list.find((f: { md5: string }) => f.md5 === up.identifier)).toBeUndefined();
    // The broken upload is discarded whole: the next attempt starts clean and succeeds.
    expect((await up.test()).json().data.uploaded).toEqual([]);
    await up.send();
    expect((await up.merge()).statusCode).toBe(200);
  });

  it('stores one chunk once however many identical posts race', async () => {
    const up = driver(contentOf(2 * C + 5));
    const answers = await Promise.all(Array.from({ length: 6 }, () => up.chunk(1)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const session = fs.readdirSync(partialDir()).map((d) => path.join(partialDir(), d)).find((d) => fs.existsSync(path.join(d, '1')) && fs.statSync(path.join(d, 'data')).size === C);
    expect(session).toBeDefined();
    expect(fs.readdirSync(session!).filter((n) => n.endsWith('.part'))).toEqual([]);
    await up.send([2]);
    expect((await up.merge()).json().data.md5).toBe(up.identifier);
  });

  it('lets exactly one of two concurrent merges build the file', async () => {
    const before = objectCount();
    const up = driver(contentOf(6 * C + 1));
    await up.send();
    const answers = await Promise.all([up.merge(), up.merge(), up.merge()]);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json());
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((f) => f.id)).size).toBe(1);
    for (const r of refused) expect(r).toMatchObject({ code: 409, data: { reason: 'mergeInProgress' } });
    expect(objectCount()).toBe(before + 1);
    // A repeat after the fact answers the same file rather than a second copy.
    expect((await up.merge()).json().data.id).toBe(ok[0].id);
    const download = await t.app.inject({ method: 'GET', url: ok[0].url, headers: bearer(token) });
    expect(md5(download.rawPayload)).toBe(up.identifier);
  });

  it('links an already stored file instead of uploading it again (instant upload)', async () => {
    const data = contentOf(2 * C + 10);
    const first = driver(data, 'first.png');
    await first.send();
    const original = (await first.merge()).json().data;
    const before = objectCount();

    const again = driver(data, 'again.png');
    expect((await again.test()).json().data).toMatchObject({ skipUpload: true, needMerge: true });
    const linked = (await again.merge()).json().data;
    expect(linked).toMatchObject({ name: 'again.png', md5: original.md5, sha256: original.sha256, size: data.length });
    expect(linked.id).not.toBe(original.id);
    expect(objectCount()).toBe(before);

    // The shared object outlives the first record and goes with the last one.
    const del = (ids: number[]) => t.app.inject({ method: 'DELETE', url: api(UPLOAD_ENDPOINTS.fileDelete), headers: bearer(token), payload: { ids } });
    expect((await del([original.id])).json().data.deleted).toBe(1);
    expect(md5((await t.app.inject({ method: 'GET', url: linked.url, headers: bearer(token) })).rawPayload)).toBe(original.md5);
    await del([linked.id]);
    expect(objectCount()).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: linked.url, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('keeps every client-given name out of the paths it writes', async () => {
    const outside = path.dirname(dataDir);
    const siblingsBefore = fs.readdirSync(outside).sort();
    const names = ['../../../escape.txt', '/etc/passwd.txt', '..\\..\\windows.txt', 'a\u0000b\r\nc.txt', 'quote";x=1.txt', '\u202etxt.exe.pdf', '报表 2026.xlsx'];
    for (const name of names) {
      const up = driver(contentOf(100 + names.indexOf(name)), name);
      await up.send();
      const file = (await up.merge()).json().data;
      // eslint-disable-next-line no-control-regex -- asserting control characters are gone
      expect(file.name).not.toMatch(/[\\/\u0000-\u001f\u202e]/);
      const download = await t.app.inject({ method: 'GET', url: file.url, headers: bearer(token) });
      expect(download.headers['content-disposition']).not.toMatch(/[\r\n]/);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^"\s;]+$/);
    }
    expect(fs.readdirSync(outside).sort()).toEqual(siblingsBefore);
    for (const entry of fs.readdirSync(objectsDir())) expect(entry).toMatch(/^[0-9a-f-]{36}$/);
    // The identifier is never a path either.
    const evil = driver(contentOf(10), 'x.txt', '../../../../tmp/evil');
    expect((await evil.test()).statusCode).toBe(400);
    expect((await evil.chunk(1)).statusCode).toBe(400);
  });

  it('refuses every call without a valid token, and a merge whose body token is not the session', async () => {
    const up = driver(contentOf(10));
    for (const headers of [{}, bearer('not-a-token')] as Array<Record<string, string>>) {
      expect((await up.test({}, headers)).statusCode).toBe(401);
      expect((await up.chunk(1, undefined, headers)).statusCode).toBe(401);
      expect((await up.merge({}, headers)).statusCode).toBe(401);
    }
    await up.send();
    const other = await t.signIn();
    const res = await up.merge({ token: other });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe('tokenMismatch');
  });

  it('refuses a disallowed extension and a file over the size limit', async () => {
    const exe = driver(contentOf(10), 'tool.exe');
    expect((await exe.test()).json()).toMatchObject({ code: 400, data: { reason: 'extensionNotAllowed' } });
    expect((await exe.chunk(1)).statusCode).toBe(400);
    expect((await driver(contentOf(10), 'no-extension').test()).statusCode).toBe(400);
    const res = await driver(contentOf(10), 'huge.mp4').test({ totalSize: 41 * C, totalChunks: 41 });
    expect(res.statusCode).toBe(413);
    expect(res.json().data.reason).toBe('tooLarge');
  });

  it('refuses a chunk layout other than simple-uploader’s floor rule', async () => {
    const res = await driver(contentOf(2 * C + 10)).test({ totalChunks: 3 });
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'layoutMismatch' } });
  });

  it('cancel deletes the partial data', async () => {
    const up = driver(contentOf(3 * C));
    await up.send([1, 2]);
    expect((await up.cancel()).json().data.cancelled).toBe(true);
    expect((await up.test()).json().data.uploaded).toEqual([]);
  });

  it('sweeps uploads idle for 24 hours, and only those', async () => {
    const up = driver(contentOf(2 * C + 1));
    await up.send([1]);
    const now = Date.now();
    await t.services.uploads.sweep(new Date(now + 23 * 3600_000));
    expect((await up.test()).json().data.uploaded).toEqual([1]);
    const orphan = path.join(partialDir(), '999999');
    fs.mkdirSync(orphan, { recursive: true });
    const swept = await t.services.uploads.sweep(new Date(Date.now() + 25 * 3600_000));
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(orphan)).toBe(false);
    expect((await up.test()).json().data.uploaded).toEqual([]);
  });

  it('lists files for the file centre, filtered by name', async () => {
    const up = driver(contentOf(50), 'quarterly_50%.csv');
    await up.send();
    await up.merge();
    const res = await t.app.inject({ method: 'GET', url: `${api(UPLOAD_ENDPOINTS.fileList)}?name=${encodeURIComponent('_50%')}`, headers: bearer(token) });
    const page = res.json().data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ name: 'quarterly_50%.csv', ownerName: 'admin', category: 'document' });
  });
});
