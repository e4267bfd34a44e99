import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { indexSources, priceSamples } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../../test/harness';
import { latestSample, recordSample, sampleAt, sampleHash, verifyChain } from './index-price';

const quotes = (price: string) => [
  { venue: 'demo-a', symbol: 'BTCUSDT', price, weight: '0.50', excluded: false },
  { venue: 'demo-b', symbol: 'BTCUSDT', price: '99999', weight: '0.5', excluded: true },
];

describe.each(databaseKinds)('index price samples on %s', (kind) => {
  let database: Database;
  let sourceId: number;
  const t0 = Date.UTC(2026, 10, 1, 0, 0, 0);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [source] = await database.db
      .insert(indexSources)
      .values({ code: 'IDX-T', name: 'test', constituents: [], method: 'MEDIAN', windowSeconds: 1 })
      .returning();
    sourceId = source!.id;
    for (let i = 0; i < 5; i++) await recordSample(database.db, { indexSourceId: sourceId, ts: new Date(t0 + i * 1000), value: `${100 + i}.500`, quotes: quotes(`${100 + i}.50`) });
  });
  afterAll(() => database?.close());

  it('chains every sample to the one before and verifies as read back from the database', async () => {
    const rows = await database.db.select().from(priceSamples).where(eq(priceSamples.indexSourceId, sourceId)).orderBy(priceSamples.ts);
    expect(rows[0]!.prevHash).toBe('');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(rows.every((r) => sampleHash(r) === r.hash)).toBe(true);
    expect(await verifyChain(database.db, sourceId, 2)).toEqual({ checked: 5, breaks: [] });
  });

  it('reads the sample in force at a time, and the latest', async () => {
    expect((await sampleAt(database.db, sourceId, new Date(t0 + 2500)))!.value).toBe('102.5');
    expect(await sampleAt(database.db, sourceId, new Date(t0 - 1))).toBeUndefined();
    expect((await latestSample(database.db, sourceId))!.value).toBe('104.5');
  });

  it('refuses a sample not after the chain head', async () => {
    await expect(recordSample(database.db, { indexSourceId: sourceId, ts: new Date(t0 + 2000), value: '1', quotes: [] })).rejects.toThrow(/not after the chain head/);
  });

  it('refuses any update or delete in the database itself (the append-only trigger)', async () => {
    await expect(database.db.update(priceSamples).set({ value: '1' }).where(eq(priceSamples.indexSourceId, sourceId))).rejects.toThrow();
    await expect(database.db.delete(priceSamples).where(eq(priceSamples.indexSourceId, sourceId))).rejects.toThrow();
    expect((await verifyChain(database.db, sourceId)).breaks).toEqual([]);
  });

  it('names an edited value, and a rewritten hash breaks the next link', async () => {
    // The attacker who owns the database switches the trigger off; the chain still finds the edit.
    await database.db.execute(sql`alter table ctr_price_sample disable trigger user`);
    const [third] = await database.db.select().from(priceSamples).where(eq(priceSamples.ts, new Date(t0 + 2000)));
    await database.db.update(priceSamples).set({ value: '150' }).where(eq(priceSamples.id, third!.id));
    expect((await verifyChain(database.db, sourceId)).breaks).toEqual([{ sampleId: third!.id, ts: third!.ts, reason: 'HASH_MISMATCH' }]);
    const forged = sampleHash({ ...third!, value: '150' });
    await database.db.execute(sql`update ctr_price_sample set hash = ${forged} where id = ${third!.id}`);
    const { breaks } = await verifyChain(database.db, sourceId);
    expect(breaks.map((b) => b.reason)).toEqual(['LINK_BROKEN']);
    expect(breaks[0]!.ts.getTime()).toBe(t0 + 3000);
    await database.db.execute(sql`alter table ctr_price_sample enable trigger user`);
  });
});
