import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, UPLOAD_CHUNK_SIZE } from '@ledgerdesk/shared';
import { files } from '../../db/schema';
import { userWithPermissions } from '../../resource/resource-test-kit';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { contentOf, UploadDriver } from './upload-test-client';

/**
 * Instant upload of content the caller already keeps under the same name answers the caller's row
 * instead of adding one per upload (the file centre said "identical content is stored once" while
 * it listed a row per click).
 */
describe.each(databaseKinds)('instant upload keeps one row per owner, content and name (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-dedupe-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    admin = await t.signIn();
    await userWithPermissions(t, 'uploader_two', [PERMISSIONS.uploadFile, PERMISSIONS.fileList]);
    other = await t.signIn('uploader_two');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rowsNamed = async (name: string) => t.database.db.select().from(files).where(eq(files.name, name));
  const instant = async (token: string, data: Buffer, name: string) => {
    const up = new UploadDriver(t.app, token, data, name);
    const test = (await up.test()).json();
    expect(test.data.skipUpload).toBe(true);
    return up.merge();
  };

  it('answers the existing row to the same owner, a new row for another name or another owner', async () => {
    const data = contentOf(UPLOAD_CHUNK_SIZE + 7);
    const first = new UploadDriver(t.app, admin, data, 'ledger.pdf');
    await first.test();
    await first.send();
    const original = (await first.merge()).json().data;

    for (let i = 0; i < 3; i += 1) {
      const again = await instant(admin, data, 'ledger.pdf');
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(original.id);
    }
    expect(await rowsNamed('ledger.pdf')).toHaveLength(1);

    const renamed = (await instant(admin, data, 'ledger-copy.pdf')).json().data;
    expect(renamed.id).not.toBe(original.id);
    const theirs = (await instant(other, data, 'ledger.pdf')).json().data;
    expect(theirs.id).not.toBe(original.id);
    expect((await rowsNamed('ledger.pdf')).map((r) => r.ownerId).sort()).toHaveLength(2);
  });

  it('records one row when the same owner sends the same content at once several times', async () => {
    const data = contentOf(5_000);
    const seed = new UploadDriver(t.app, other, data, 'seed.png');
    await seed.test();
    await seed.send();
    expect((await seed.merge()).statusCode).toBe(200);

    // Two waves of three at once: the second finds the first's finished session and row.
    const answers = [];
    for (let wave = 0; wave < 2; wave += 1) answers.push(...(await Promise.all(Array.from({ length: 3 }, () => instant(admin, data, 'twice.png')))));
    const stored = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.name, 'twice.png'), eq(files.ownerId, answers.map((a) => a.json().data?.ownerId).find(Boolean) ?? -1)));
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      // The one merge that claimed the session answers the row; a repeat answers it too, or says a merge is under way.
      if (answer.statusCode === 200) expect(answer.json().data.id).toBe(stored[0]!.id);
      else expect(answer.json().data.reason).toBe('mergeInProgress');
    }
    expect(await rowsNamed('twice.png')).toHaveLength(1);
  });
});
