import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '../test/harness';
import { callAction, callResource, createResourceTestApp, widgetDefinition, widgets } from './resource-test-kit';

describe.each(databaseKinds)('optimistic concurrency under load (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('20 parallel edits of the same version: exactly one succeeds, the rest are 409 naming version', async () => {
    const { id, version } = (await callResource(t, widgetDefinition, 'add', { code: 'RACE', qty: 0 }, admin)).body.data;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => callResource(t, widgetDefinition, 'edit', { id, version, qty: i + 1, title: `editor ${i}` }, admin)),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array(19).fill(409));
    for (const loser of losers) expect(loser.body.data.fields).toEqual({ version: 'changed by someone else since you opened it; reload' });
    const [row] = await t.database.db.select().from(widgets).where(eq(widgets.id, id));
    expect(row).toMatchObject({ version: version + 1, qty: winners[0]!.body.data.qty, title: winners[0]!.body.data.title });
  });

  it('20 parallel clicks of a one-row switch: the first switches under the row lock, the rest are 409 and change nothing', async () => {
    const { id, version } = (await callResource(t, widgetDefinition, 'add', { code: 'SWITCH', title: 'draft' }, admin)).body.data;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => callAction(t, widgetDefinition, 'publish', { id, reason: `click ${i}` }, admin)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(19).fill(409));
    const [row] = await t.database.db.select().from(widgets).where(eq(widgets.id, id));
    // Written once: one reason appended, the version moved on once, the author named.
    expect(row!.title).toMatch(/^draft \(click \d+\)$/);
    expect(row).toMatchObject({ status: 'PUBLISHED', version: version + 1 });
    expect(row!.updatedBy).not.toBeNull();
  });

  it('20 parallel adds of one unique code: exactly one row, the rest 409 naming the field', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => callResource(t, widgetDefinition, 'add', { code: 'SAME' }, admin)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.data.fields).toEqual({ code: 'is already used by another row' });
    }
    expect(await t.database.db.select().from(widgets).where(eq(widgets.code, 'SAME'))).toHaveLength(1);
  });
});
