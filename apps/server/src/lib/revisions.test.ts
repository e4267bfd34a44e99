import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { parseRevisions, REVISION_HEADER } from '@ledgerdesk/shared/revisions';
import { revisions } from '../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { bumpRevision } from './revisions';

describe.each(databaseKinds)('revisions (%s)', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await t.signIn('operator');
  });
  afterAll(() => t.close());

  const current = async () => Object.fromEntries((await t.database.db.select().from(revisions)).map((r) => [r.name, r.revision]));
  const headerOf = async (url: string, token = operator) => (await t.app.inject({ method: 'GET', url: api(url), headers: bearer(token) })).headers[REVISION_HEADER];

  it('carries every counter on every signed-in answer', async () => {
    const { config, menu, dict } = await current();
    expect(await headerOf(ENDPOINTS.userInfo)).toBe(`config=${config};dict=${dict};menu=${menu}`);
  });

  it('carries them on a refusal too (403), but not on a public or unauthenticated answer', async () => {
    // The demo operator may not list the file centre.
    const refused = await t.app.inject({ method: 'GET', url: api(UPLOAD_ENDPOINTS.fileList), headers: bearer(operator) });
    expect(refused.statusCode).toBe(403);
    expect(parseRevisions(refused.headers[REVISION_HEADER] as string)).toHaveProperty('menu');
    expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.captcha) })).headers[REVISION_HEADER]).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo) })).headers[REVISION_HEADER]).toBeUndefined();
  });

  it('moves a counter with the transaction that bumps it, and not when it rolls back', async () => {
    const before = await current();
    await expect(
      t.database.db.transaction(async (tx) => {
        await bumpRevision(tx, 'menu');
        throw new Error('write refused');
      }),
    ).rejects.toThrow('write refused');
    expect(parseRevisions((await headerOf(ENDPOINTS.userInfo)) as string).menu).toBe(before.menu);
    await t.database.db.transaction((tx) => bumpRevision(tx, 'menu'));
    expect(parseRevisions((await headerOf(ENDPOINTS.userInfo)) as string)).toEqual({ ...before, menu: before.menu! + 1 });
  });

  it('starts a missing counter at 1', async () => {
    await t.database.db.delete(revisions).where(eq(revisions.name, 'dict'));
    await bumpRevision(t.database.db, 'dict');
    expect((await current()).dict).toBe(1);
  });
});
