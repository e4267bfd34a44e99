import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSteps } from '../test/migration-steps';

// An install from before four-eyes subjects were a closed set (migration 29): the staking rate's
// requests carried their day in the type, and the IP black list named itself in its own spelling.
describe('upgrading four-eyes requests to a subject type and key (migration 29)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await migrateSteps(db, null, 28);
    await db.exec(`
      INSERT INTO sys_approval (id, kind, subject_type, subject_id, summary, payload, status, maker_id) OVERRIDING SYSTEM VALUE VALUES
        (1, 'staking.rate', 'STAKING_RATE:2026-12-01', 7, '{}', '{}', 'PENDING', 1),
        (2, 'staking.rate', 'STAKING_RATE:2026-12-02', 7, '{}', '{}', 'PENDING', 1),
        (3, 'staking.rate', 'STAKING_RATE:2026-11-30', 7, '{}', '{}', 'APPROVED', 1),
        (4, 'risk.ip-unblock', 'IpBlacklist', 3, '{}', '{}', 'PENDING', 1),
        (5, 'currency.edit', 'CURRENCY', 2, '{}', '{}', 'PENDING', 1);
    `);
    await migrateSteps(db, 28, 29);
  });
  afterAll(() => db.close());

  it('moves the day out of the type into the key, two waiting days of one product included', async () => {
    const { rows } = await db.query<{ id: number; subject_type: string; subject_key: string }>('SELECT id, subject_type, subject_key FROM sys_approval ORDER BY id');
    expect(rows).toEqual([
      { id: 1, subject_type: 'STAKING_RATE', subject_key: '2026-12-01' },
      { id: 2, subject_type: 'STAKING_RATE', subject_key: '2026-12-02' },
      { id: 3, subject_type: 'STAKING_RATE', subject_key: '2026-11-30' },
      { id: 4, subject_type: 'IP_BLACKLIST', subject_key: '' },
      { id: 5, subject_type: 'CURRENCY', subject_key: '' },
    ]);
  });

  it('still lets one request per subject and key wait', async () => {
    // Another day of the same product: its own key.
    await db.exec(`INSERT INTO sys_approval (id, kind, subject_type, subject_id, subject_key, summary, payload, maker_id) OVERRIDING SYSTEM VALUE VALUES (6, 'staking.rate', 'STAKING_RATE', 7, '2026-12-03', '{}', '{}', 1)`);
    await expect(
      db.exec(`INSERT INTO sys_approval (id, kind, subject_type, subject_id, subject_key, summary, payload, maker_id) OVERRIDING SYSTEM VALUE VALUES (7, 'staking.rate', 'STAKING_RATE', 7, '2026-12-01', '{}', '{}', 1)`),
    ).rejects.toThrow(/sys_approval_open_uq/);
    await expect(db.exec(`INSERT INTO sys_approval (id, kind, subject_type, subject_id, summary, payload, maker_id) OVERRIDING SYSTEM VALUE VALUES (8, 'currency.edit', 'CURRENCY', 2, '{}', '{}', 1)`)).rejects.toThrow(/sys_approval_open_uq/);
  });
});
