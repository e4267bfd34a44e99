import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MONITOR_ENDPOINT, serverMonitorSchema } from '@ledgerdesk/shared/monitor/server-monitor';
import { jobLogs, jobs } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';

describe.each(databaseKinds)('the server monitor (%s)', (kind) => {
  let t: TestApp;
  const read = (token: string) => t.app.inject({ method: 'GET', url: api(SERVER_MONITOR_ENDPOINT), headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers host, runtime, database and job figures to the super role', async () => {
    const admin = await t.signIn('admin');
    // The seeded built-in jobs count too: what follows is measured against this first read.
    const before = serverMonitorSchema.parse((await read(admin)).json().data).jobs;
    // Two jobs (one paused) and their runs: one failed within the hour, one still running.
    const [job] = await t.database.db
      .insert(jobs)
      .values([
        { jobName: 'monitor-test-a', handler: 'x', cronExpression: '* * * * *', status: '0' },
        { jobName: 'monitor-test-b', handler: 'x', cronExpression: '* * * * *', status: '1' },
      ])
      .returning();
    const finishedAt = new Date();
    await t.database.db.insert(jobLogs).values([
      { jobId: job!.id, jobName: 'monitor-test-a', handler: 'x', trigger: 'manual', status: 'failed', error: { 'zh-cn': 'boom', en: 'boom', 'zh-tw': 'boom' }, finishedAt, durationMs: 3 },
      { jobId: job!.id, jobName: 'monitor-test-a', handler: 'x', trigger: 'manual', status: 'running' },
    ]);

    const res = await read(admin);
    expect(res.statusCode).toBe(200);
    const figures = serverMonitorSchema.parse(res.json().data);
    expect(figures.cpu.cores).toBeGreaterThan(0);
    expect(figures.memory.total).toBeGreaterThan(figures.memory.free);
    expect(figures.memory.used + figures.memory.free).toBe(figures.memory.total);
    expect(figures.host.hostname).not.toBe('');
    expect(figures.runtime.node).toBe(process.version);
    expect(figures.runtime.rss).toBeGreaterThan(figures.runtime.heapUsed);
    expect(figures.database.kind).toBe(kind);
    expect(figures.database.size).toBeGreaterThan(0);
    expect(figures.database.connections).toBeGreaterThanOrEqual(1);
    if (kind === 'pglite') expect(figures.database.note).toBe('embedded, 1 connection');
    const { jobs: after } = figures;
    expect([after.enabled - before.enabled, after.paused - before.paused, after.failuresLastHour - before.failuresLastHour]).toEqual([1, 1, 1]);
    expect(after.runningNow).toBeGreaterThanOrEqual(1);
    expect(after.runsLastHour - before.runsLastHour).toBeGreaterThanOrEqual(2);
    expect(Date.parse(after.lastRunAt!)).toBeGreaterThanOrEqual(finishedAt.getTime());
    // A second read (static parts and disks cached) answers the same shape.
    expect(serverMonitorSchema.safeParse((await read(admin)).json().data).success).toBe(true);
  });

  it('is refused to an operator without the permission, and to no session', async () => {
    expect((await read(await t.signIn('operator'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api(SERVER_MONITOR_ENDPOINT) })).statusCode).toBe(401);
  });
});
