import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { jobLogs, jobs } from '../../db/schema';
import { seed } from '../../db/seed';
import { databaseKinds, openTestDatabase, TEST_PASSWORD } from '../../test/harness';
import { insertJob } from './job-test-kit';
import { verbatim } from '../../lib/text-per-language';

const TICKS = 6;

/** The same database a second time: its own pool on PostgreSQL (another instance), the same handle on PGlite (one process). */
async function secondHandle(database: Database): Promise<Database> {
  if (database.dialect === 'pglite') return { ...database, close: async () => undefined };
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ url: url.toString() });
}

describe.each(databaseKinds)('scheduled jobs on two instances sharing one database (%s)', (kind) => {
  let first: Database;
  let second: Database;
  const instances: BuiltApp[] = [];
  /** Every handler run, by tick, with the instance that ran it. */
  const runs: Array<{ tick: string; instance: number }> = [];

  beforeAll(async () => {
    first = await openTestDatabase(kind);
    second = await secondHandle(first);
    await seed(first.db, { adminPassword: TEST_PASSWORD, demo: false, announce: () => undefined });
    for (const [index, database] of [first, second].entries()) {
      const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: TEST_PASSWORD, JOBS_ENABLED: 'on', DATA_DIR: `/tmp/ledgerdesk-jobs-${index}` });
      const built = await buildApp(config, database);
      built.services.jobs.registry.register({
        name: 'tick-counter',
        title: 'tick-counter',
        description: verbatim('counts ticks'),
        params: z.strictObject({}),
        run: async (_params, { scheduledFor }) => {
          runs.push({ tick: scheduledFor!.toISOString(), instance: index });
        },
      });
      await built.app.ready();
      instances.push(built);
    }
    await first.db.update(jobs).set({ status: '1' }).where(eq(jobs.builtIn, true));
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await second.close();
    await first.close();
  });

  it('runs each tick of a schedule every second exactly once, whichever instance claims it', async () => {
    const job = await insertJob(first.db, { handler: 'tick-counter', cronExpression: '* * * * * *', concurrent: true, nextRunAt: new Date(Math.ceil(Date.now() / 1000) * 1000) });
    const logged = async () => first.db.select().from(jobLogs).where(eq(jobLogs.jobId, job.id));
    const deadline = Date.now() + 30_000;
    // Both runners wake every second on their own; passes fired at the same moment on both add contention on top.
    while ((await logged()).length < TICKS && Date.now() < deadline) {
      await Promise.all(instances.flatMap(({ services }) => [services.jobs.pass(), services.jobs.pass()]));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await first.db.update(jobs).set({ status: '1' }).where(eq(jobs.id, job.id));
    for (const { services } of instances) await services.jobs.idle();

    const logs = await logged();
    expect(logs.length).toBeGreaterThanOrEqual(TICKS);
    const ticks = logs.map((l) => l.scheduledFor!.toISOString());
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(logs.every((l) => l.status === 'success' && l.trigger === 'cron')).toBe(true);
    // One handler run per logged tick, and none without its row.
    expect(runs.map((r) => r.tick).sort()).toEqual([...ticks].sort());
    // Every run's row names an instance of this test.
    const ids = new Set(instances.map(({ services }) => services.jobs.state().instanceId));
    expect(logs.every((l) => ids.has(l.instanceId))).toBe(true);
  });
});
