import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_SIZE } from '@ledgerdesk/shared';
import { files, instances, uploadSessions, users } from '../../db/schema';
import { bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { FileCatalog } from './file-catalog';
import { InstanceHeartbeat, MISSED_BEATS } from './instance-heartbeat';
import { contentOf, md5, sha256, UploadDriver } from './upload-test-client';
import { UploadService, type Uploader } from './upload-service';
import { LocalUploadStorage } from './local-storage';
import type { MergedObject } from './upload-storage';

/**
 * A published MD5 collision: two different 128-byte blocks with the same MD5 (Wang and Yu, 2004;
 * the pair as given by Peter Selinger). They differ in six bytes.
 */
const COLLISION_A = Buffer.from(
  'd131dd02c5e6eec4693d9a0698aff95c2fcab58712467eab4004583eb8fb7f8955ad340609f4b30283e488832571415a085125e8f7cdc99fd91dbdf280373c5bd8823e3156348f5bae6dacd436c919c6dd53e2b487da03fd02396306d248cda0e99f33420f577ee8ce54b67080a80d1ec69821bcb6a8839396f9652b6ff72a70',
  'hex',
);
const COLLISION_B = Buffer.from(
  'd131dd02c5e6eec4693d9a0698aff95c2fcab50712467eab4004583eb8fb7f8955ad340609f4b30283e4888325f1415a085125e8f7cdc99fd91dbd7280373c5bd8823e3156348f5bae6dacd436c919c6dd53e23487da03fd02396306d248cda0e99f33420f577ee8ce54b67080280d1ec69821bcb6a8839396f965ab6ff72a70',
  'hex',
);

/** Storage whose next merge stops once its object is written, before it is recorded: as if its instance froze or died there. */
class FreezingStorage extends LocalUploadStorage {
  frozen: Promise<void> | undefined;
  private release: (() => void) | undefined;
  reachedMerge = false;
  freezeNextMerge() {
    this.frozen = new Promise((resolve) => (this.release = resolve));
  }
  thaw() {
    this.release?.();
  }
  override async commit(merged: MergedObject): Promise<string> {
    const key = await super.commit(merged);
    this.reachedMerge = true;
    await this.frozen;
    return key;
  }
}

describe.each(databaseKinds)('upload de-duplication and merge take-over (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let root: string;
  const objectCount = () => (fs.existsSync(path.join(root, 'data', 'uploads', 'objects')) ? fs.readdirSync(path.join(root, 'data', 'uploads', 'objects')).length : 0);
  const driver = (data: Buffer, filename: string, sha256Claim?: string | null) => new UploadDriver(t.app, token, data, filename, undefined, sha256Claim);
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).rawPayload;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-upload-hardening-'));
    fs.mkdirSync(path.join(root, 'data'));
    t = await createTestApp(kind, { DATA_DIR: path.join(root, 'data') });
    token = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never links a file whose MD5 collides with a stored one: each keeps its own bytes', async () => {
    expect(md5(COLLISION_A)).toBe(md5(COLLISION_B));
    expect(COLLISION_A.equals(COLLISION_B)).toBe(false);
    const first = driver(COLLISION_A, 'collision-a.pdf');
    await first.send();
    const a = (await first.merge()).json().data;
    expect(a).toMatchObject({ md5: md5(COLLISION_A), sha256: sha256(COLLISION_A) });
    const objects = objectCount();

    const second = driver(COLLISION_B, 'collision-b.pdf');
    expect((await second.test()).json().data).toMatchObject({ skipUpload: false, uploaded: [] });
    await second.send();
    const merged = await second.merge();
    expect(merged.statusCode, merged.body).toBe(200);
    const b = merged.json().data;
    expect(b).toMatchObject({ md5: md5(COLLISION_B), sha256: sha256(COLLISION_B), size: 128 });
    expect(b.sha256).not.toBe(a.sha256);
    expect(objectCount()).toBe(objects + 1);
    expect((await download(b.url)).equals(COLLISION_B)).toBe(true);
    expect((await download(a.url)).equals(COLLISION_A)).toBe(true);
  });

  it('still links the same content when MD5, SHA-256 and size all match, and only then', async () => {
    const data = contentOf(UPLOAD_CHUNK_SIZE + 77);
    const original = driver(data, 'original.pdf');
    await original.send();
    const stored = (await original.merge()).json().data;
    const objects = objectCount();

    const same = driver(data, 'same.pdf');
    expect((await same.test()).json().data).toMatchObject({ skipUpload: true });
    const linked = (await same.merge()).json().data;
    expect(linked).toMatchObject({ md5: stored.md5, sha256: stored.sha256 });
    expect(objectCount()).toBe(objects);

    // A client that sends no SHA-256 (the legacy uploader) or another one uploads the bytes.
    const legacy = driver(data, 'legacy.pdf', null);
    expect((await legacy.test()).json().data).toMatchObject({ skipUpload: false });
    const wrongClaim = driver(data, 'claim.pdf', sha256(Buffer.from('something else')));
    expect((await wrongClaim.test()).json().data).toMatchObject({ skipUpload: false });
    // …and a merge whose bytes do not have the SHA-256 it claimed is refused and discarded.
    await wrongClaim.send();
    const refused = await wrongClaim.merge();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.reason).toBe('checksumMismatch');
    expect(objectCount()).toBe(objects);
  });

  it('takes a merge over as soon as the instance running it misses its heartbeats, and the late one records nothing', async () => {
    const beatMs = 150;
    const db = t.database.db;
    const [admin] = await db.select().from(users).where(eq(users.userName, 'admin'));
    const owner: Uploader = { userId: admin!.id, userName: 'admin' };
    const uploadDir = t.config.upload.dir;
    const frozenStorage = new FreezingStorage(uploadDir);
    const dying = new UploadService(db, frozenStorage, new FileCatalog(db, frozenStorage), t.config.upload, new InstanceHeartbeat(db, beatMs));
    const survivorStorage = new LocalUploadStorage(uploadDir);
    const survivor = new UploadService(db, survivorStorage, new FileCatalog(db, survivorStorage), t.config.upload, new InstanceHeartbeat(db, beatMs));

    const data = contentOf(2 * UPLOAD_CHUNK_SIZE + 5);
    const up = driver(data, 'taken-over.pdf');
    await up.send();
    const request = { identifier: up.identifier, sha256: up.sha256!, totalChunks: up.totalChunks, totalSize: data.length, filename: up.filename, token };

    frozenStorage.freezeNextMerge();
    const lateMerge = dying.merge(owner, request).then(
      (file) => ({ file, error: undefined }),
      (error: unknown) => ({ file: undefined, error }),
    );
    while (!frozenStorage.reachedMerge) await new Promise((r) => setTimeout(r, 20));
    const [session] = await db.select().from(uploadSessions).where(eq(uploadSessions.identifier, up.identifier));
    expect(session).toMatchObject({ status: 'MERGING', mergeOwner: dying.heartbeat.id });

    // While its instance beats, nobody else may merge.
    await dying.heartbeat.beat();
    await expect(survivor.merge(owner, request)).rejects.toMatchObject({ data: { reason: 'mergeInProgress' } });

    // The instance stops beating (it died): after MISSED_BEATS beats the merge is taken over.
    await db.update(instances).set({ heartbeatAt: sql`now() - ${`${beatMs * MISSED_BEATS + 50} milliseconds`}::interval` }).where(eq(instances.id, dying.heartbeat.id));
    const file = await survivor.merge(owner, request);
    expect(file).toMatchObject({ md5: md5(data), sha256: sha256(data), size: data.length });
    expect((await download(file.url)).equals(data)).toBe(true);

    // The frozen instance wakes up and finishes its merge: it may not record a second file, and its object goes.
    const objectsBefore = objectCount();
    frozenStorage.thaw();
    const late = await lateMerge;
    expect(late.file).toBeUndefined();
    expect(late.error).toMatchObject({ data: { reason: 'mergeInProgress' } });
    expect(await db.select().from(files).where(eq(files.md5, md5(data)))).toHaveLength(1);
    expect(objectCount()).toBe(objectsBefore - 1);
    const [done] = await db.select().from(uploadSessions).where(eq(uploadSessions.identifier, up.identifier));
    expect(done).toMatchObject({ status: 'DONE', fileId: file.id, mergeOwner: null });
    await survivor.heartbeat.stop();
    await dying.heartbeat.stop();
  });

  it('registers the running instance, beats, and leaves the table on a clean shutdown', async () => {
    const { heartbeat } = t.services.uploads;
    const [row] = await t.database.db.select().from(instances).where(eq(instances.id, heartbeat.id));
    expect(row).toBeDefined();
    const other = new InstanceHeartbeat(t.database.db, 100);
    await other.ensureStarted();
    expect(await t.database.db.select().from(instances).where(eq(instances.id, other.id))).toHaveLength(1);
    await other.stop();
    expect(await t.database.db.select().from(instances).where(eq(instances.id, other.id))).toHaveLength(0);
  });
});
