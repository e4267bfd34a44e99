import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, UPLOAD_CHUNK_SIZE } from '@ledgerdesk/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { seed } from '../../db/seed';
import { api, bearer, databaseKinds, openTestDatabase, TEST_PASSWORD } from '../../test/harness';
import { contentOf, md5, sha256, UploadDriver } from './upload-test-client';

/**
 * An instance dies mid-upload and a new one (same DATA_DIR, same database) finishes it: all the
 * state lives in the session row and the chunk files, none in the process.
 */
describe.each(databaseKinds)('upload across a server restart (%s)', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** PGlite keeps its files in DATA_DIR; PostgreSQL keeps one test database open across both instances. */
  let shared: Database | undefined;
  const openDb = async (): Promise<Database> => {
    if (kind === 'pglite') {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await database.migrate();
      return database;
    }
    shared ??= await openTestDatabase('postgres');
    return { ...shared, close: async () => undefined };
  };

  const start = async () => {
    const database = await openDb();
    const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_PASSWORD });
    await seed(database.db, { adminPassword: TEST_PASSWORD, demo: false, announce: () => undefined });
    const { app } = await buildApp(config, database);
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: api(ENDPOINTS.login),
      payload: { username: 'admin', password: TEST_PASSWORD, captchaId: crypto.randomUUID(), captchaCode: '' },
    });
    const token: string = login.json().data.token;
    return { app, token, stop: async () => { await app.close(); await database.close(); } };
  };

  afterAll(async () => shared?.close());

  it('completes with the right MD5 after the first instance is gone', async () => {
    const data = contentOf(7 * UPLOAD_CHUNK_SIZE + 4321);
    const first = await start();
    const before = new UploadDriver(first.app, first.token, data, 'restart.mp4');
    await before.send([1, 2, 3, 5]);
    await first.stop();

    const second = await start();
    const after = new UploadDriver(second.app, second.token, data, 'restart.mp4');
    expect((await after.test()).json().data).toMatchObject({ uploaded: [1, 2, 3, 5], needMerge: false });
    await after.send([4, 6, 7]);
    const merged = await after.merge();
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.md5).toBe(md5(data));
    const download = await second.app.inject({ method: 'GET', url: merged.json().data.url, headers: bearer(second.token) });
    expect(md5(download.rawPayload)).toBe(md5(data));
    await second.stop();
    // Two embedded databases on disk, opened and migrated one after the other: slow on a busy machine.
  }, 120_000);

  it('merges with the right MD5 and SHA-256 on an instance that received no chunk (nothing hashed ahead in its memory)', async () => {
    const data = contentOf(5 * UPLOAD_CHUNK_SIZE + 99);
    const first = await start();
    const before = new UploadDriver(first.app, first.token, data, 'all-then-restart.mp4');
    await before.send([3, 1, 2, 5, 4]);
    await first.stop();

    const second = await start();
    const merged = await new UploadDriver(second.app, second.token, data, 'all-then-restart.mp4').merge();
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({ md5: md5(data), sha256: sha256(data), size: data.length });
    await second.stop();
  }, 120_000);
});
