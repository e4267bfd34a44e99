import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOB_ENDPOINTS, jobResource, type JobHandlerInfo } from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { jobs, rechargeOrders } from '../../db/schema';
import { callAction, callResource } from '../../resource/resource-test-kit';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { addMember, financeClient } from '../finance/finance-test-kit';
import { countingHandler, gate, jobRow, logsOf } from './job-test-kit';
import { verbatim } from '../../lib/text-per-language';

const DAY = 24 * 3_600_000;

describe.each(databaseKinds)('scheduled jobs: the API (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const held = gate();
  const counter = countingHandler('test-count');
  const slow = countingHandler('test-slow', held.opened);
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.services.jobs.registry.register(counter.handler);
    t.services.jobs.registry.register(slow.handler);
    t.services.jobs.registry.register({
      name: 'test-typed',
      title: 'test-typed',
      description: verbatim('typed parameters'),
      params: z.strictObject({ count: z.number().int().min(1) }),
      run: async ({ count }) => verbatim(`got ${count}`),
    });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const add = (values: Record<string, unknown>) =>
    callResource(t, jobResource, 'add', { jobName: `j-${Math.random().toString(36).slice(2, 8)}`, handler: 'test-count', cronExpression: '0 0 * * * *', ...values }, admin);
  const jobCount = async () => (await t.database.db.select({ id: jobs.id }).from(jobs)).length;

  it('seeds each registered built-in job once, scheduled, in the SYSTEM group', async () => {
    const rows = (await t.database.db.select().from(jobs).where(eq(jobs.builtIn, true))).sort((a, b) => a.jobName.localeCompare(b.jobName));
    expect(rows.map((r) => [r.jobName, r.handler, r.jobGroup, r.status])).toEqual(
      expect.arrayContaining([
        ['job-log-prune', 'job-log-prune', 'SYSTEM', '0'],
        ['rate-limit-prune', 'rate-limit-prune', 'SYSTEM', '0'],
        ['recharge-expiry', 'recharge-expiry', 'SYSTEM', '0'],
        ['upload-sweep', 'upload-sweep', 'SYSTEM', '0'],
        // Feeding only delivery contracts, which are off by default: seeded paused.
        ['contract-index-ingest', 'contract-index-ingest', 'SYSTEM', '1'],
      ]),
    );
    for (const row of rows) expect(row.nextRunAt).not.toBeNull();
    const handlers = await t.app.inject({ method: 'GET', url: api(JOB_ENDPOINTS.handlers), headers: bearer(admin) });
    const list = handlers.json().data as Array<{ name: string; builtIn: boolean; params: { properties?: Record<string, unknown> } }>;
    expect(list.find((h) => h.name === 'recharge-expiry')).toMatchObject({ builtIn: true });
    expect(Object.keys(list.find((h) => h.name === 'test-typed')!.params.properties ?? {})).toEqual(['count']);
  });

  it('says what each built-in job does in each console language, and seeds no English remark for it', async () => {
    const handlers = await t.app.inject({ method: 'GET', url: api(JOB_ENDPOINTS.handlers), headers: bearer(admin) });
    const builtIn = (handlers.json().data as JobHandlerInfo[]).filter((h) => h.builtIn);
    expect(builtIn.length).toBeGreaterThanOrEqual(25);
    // A description left in English (or empty) in a Chinese console is what this replaced.
    const untranslated = builtIn.filter((h) => !h.description.en || !/\p{Script=Han}/u.test(h.description['zh-cn']) || !/\p{Script=Han}/u.test(h.description['zh-tw']));
    expect(untranslated.map((h) => h.name)).toEqual([]);
    expect(builtIn.find((h) => h.name === 'recharge-expiry')!.description).toEqual({
      'zh-cn': '超过 RECHARGE_EXPIRE_HOURS 仍待处理的充值单变为已过期',
      en: 'PENDING recharges older than RECHARGE_EXPIRE_HOURS become EXPIRED',
      'zh-tw': '超過 RECHARGE_EXPIRE_HOURS 仍待處理的儲值單變為已過期',
    });
    const remarks = await t.database.db.select({ jobName: jobs.jobName, remark: jobs.remark }).from(jobs).where(eq(jobs.builtIn, true));
    expect(remarks.filter((r) => r.remark !== '')).toEqual([]);
  });

  it('previews the next five runs of a cron expression, or says what croner refuses', async () => {
    const ok = await t.app.inject({ method: 'GET', url: api(JOB_ENDPOINTS.cronNext), query: { expression: '*/10 * * * * *' }, headers: bearer(admin) });
    const { runs, timezone } = ok.json().data as { runs: string[]; timezone: string };
    expect(timezone).toBe('UTC');
    expect(runs).toHaveLength(5);
    for (let i = 1; i < runs.length; i += 1) expect(Date.parse(runs[i]!) - Date.parse(runs[i - 1]!)).toBe(10_000);
    const bad = await t.app.inject({ method: 'GET', url: api(JOB_ENDPOINTS.cronNext), query: { expression: '61 * * * *' }, headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.expression).toMatch(/minute/i);
  });

  it('refuses an invalid cron expression, an unknown handler and parameters the handler refuses, writing nothing', async () => {
    const before = await jobCount();
    const cron = await add({ cronExpression: '0 0 25 * * *' });
    expect(cron.status).toBe(400);
    expect(cron.body.data.fields.cronExpression).toMatch(/hour/i);
    const never = await add({ cronExpression: '0 0 0 30 2 *' });
    expect(never.status).toBe(400);
    expect(never.body.data.fields.cronExpression).toMatch(/no run time/);
    const unknown = await add({ handler: 'require("child_process").exec' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.handler).toMatch(/no handler named/);
    const notJson = await add({ handler: 'test-typed', params: '{count: 1' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.data.fields.params).toMatch(/not JSON/);
    const wrong = await add({ handler: 'test-typed', params: '{"count": 0}' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.params).toMatch(/count/);
    const extra = await add({ handler: 'test-typed', params: '{"count": 1, "cmd": "rm -rf /"}' });
    expect(extra.status).toBe(400);
    expect(extra.body.data.fields.params).toMatch(/cmd/);
    const misfire = await add({ misfirePolicy: 'sometimes' });
    expect(misfire.status).toBe(400);
    expect(misfire.body.data.fields.misfirePolicy).toBeDefined();
    expect(await jobCount()).toBe(before);
  });

  it('schedules a saved job from now, pauses and enables it', async () => {
    const added = await add({ handler: 'test-typed', params: ' { "count" : 2 } ', cronExpression: ' 0 */5 * * * * ' });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    let row = await jobRow(t.database.db, id);
    expect(row.params).toBe('{"count":2}');
    expect(row.cronExpression).toBe('0 */5 * * * *');
    // The next five-minute mark after the save.
    expect(Math.abs(row.nextRunAt!.getTime() - Date.now())).toBeLessThan(6 * 60_000);
    expect([row.nextRunAt!.getUTCMinutes() % 5, row.nextRunAt!.getUTCSeconds()]).toEqual([0, 0]);

    expect((await callAction(t, jobResource, 'disable', { id }, admin)).status).toBe(200);
    row = await jobRow(t.database.db, id);
    expect([row.status, row.nextRunAt]).toEqual(['1', null]);
    // Pausing a paused job is refused by the action's `when`.
    expect((await callAction(t, jobResource, 'disable', { id }, admin)).status).toBe(409);
    expect((await callAction(t, jobResource, 'enable', { id }, admin)).status).toBe(200);
    row = await jobRow(t.database.db, id);
    expect(row.status).toBe('0');
    expect(row.nextRunAt).not.toBeNull();

    const edited = await callResource(t, jobResource, 'edit', { id, version: row.version, cronExpression: '0 0 12 * * *' }, admin);
    expect(edited.status).toBe(200);
    expect((await jobRow(t.database.db, id)).nextRunAt!.getUTCHours()).toBe(12);
  });

  it('never deletes a built-in job nor changes its handler; its schedule is editable', async () => {
    const builtIn = (await t.database.db.select().from(jobs).where(eq(jobs.jobName, 'upload-sweep')))[0]!;
    const del = await callResource(t, jobResource, 'delete', { ids: [builtIn.id] }, admin);
    expect(del.status).toBe(409);
    expect(del.body.msg).toMatch(/built-in/);
    expect(await jobRow(t.database.db, builtIn.id)).toBeDefined();
    const swap = await callResource(t, jobResource, 'edit', { id: builtIn.id, version: builtIn.version, handler: 'test-count' }, admin);
    expect(swap.status).toBe(400);
    expect(swap.body.data.fields.handler).toMatch(/built-in/);
    const cron = await callResource(t, jobResource, 'edit', { id: builtIn.id, version: builtIn.version, cronExpression: '0 0 * * * *' }, admin);
    expect(cron.status).toBe(200);
    const ordinary = await add({});
    expect((await callResource(t, jobResource, 'delete', { ids: [ordinary.body.data.id] }, admin)).status).toBe(200);
  });

  it('runs a job once on request, logged as manual with its duration; refused while a non-concurrent run is going', async () => {
    const added = await add({ handler: 'test-slow', status: '1' });
    const id = added.body.data.id as number;
    const first = await callAction(t, jobResource, 'run', { id }, admin);
    expect(first.status).toBe(200);
    const logId = first.body.data.logId as number;
    const again = await callAction(t, jobResource, 'run', { id }, admin);
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/still running/);
    held.open();
    await t.services.jobs.idle();
    const logs = await logsOf(t.database.db, id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ id: logId, trigger: 'manual', status: 'success', scheduledFor: null, message: { 'zh-cn': '已计数', en: 'counted', 'zh-tw': '已計數' }, error: null });
    expect(logs[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(logs[0]!.finishedAt).not.toBeNull();
    expect((await jobRow(t.database.db, id)).lastRunAt).not.toBeNull();
    // The log is a resource of its own: filtered by job, with duration and result.
    const listed = await callResource(t, jobLogResource, 'list', { jobId: id, status: ['success'] }, admin);
    expect(listed.body.data.list.map((r: { id: number; trigger: string }) => [r.id, r.trigger])).toEqual([[logId, 'manual']]);
    // Its export reads in the operator's language, as the console shows the message.
    const exported = await callResource(t, jobLogResource, 'export', { jobId: id, lang: 'zh-tw' }, admin);
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    const [header, row] = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const messageColumn = header!.indexOf('執行訊息');
    expect(messageColumn).toBeGreaterThan(0);
    expect(row![messageColumn]).toBe('已計數');
  });

  it('expires stale recharges through the built-in job', async () => {
    const { call } = financeClient(t);
    const clerk = await t.signIn('operator');
    const memberId = await addMember(t.database.db);
    const stale = (await call(clerk, 'POST', 'rechargeAdd', { memberId, currency: 'USDT', amount: '5' })).body.data;
    await t.database.db.update(rechargeOrders).set({ createdAt: new Date(Date.now() - 4 * DAY) }).where(eq(rechargeOrders.id, stale.id));
    const job = (await t.database.db.select().from(jobs).where(eq(jobs.jobName, 'recharge-expiry')))[0]!;
    const before = (await logsOf(t.database.db, job.id)).length;
    // Its tick is due: the runner (off in tests; one pass by hand) claims and runs it.
    await t.database.db.update(jobs).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, job.id));
    expect(await t.services.jobs.pass()).toBeGreaterThanOrEqual(1);
    await t.services.jobs.idle();
    const [order] = await t.database.db.select({ status: rechargeOrders.status }).from(rechargeOrders).where(eq(rechargeOrders.id, stale.id));
    expect(order!.status).toBe('EXPIRED');
    // The claimed tick's run expired it. When the clock passed one of the job's five-minute ticks
    // since that tick, the pass runs the missed one too, after it, and that run finds nothing left.
    const runs = (await logsOf(t.database.db, job.id)).slice(before);
    expect(runs.length).toBeGreaterThanOrEqual(1);
    for (const run of runs) expect(run).toMatchObject({ trigger: 'cron', status: 'success' });
    expect(runs[0]!.message!.en).toMatch(/^expired [1-9]\d* recharge orders$/);
    expect(runs[0]!.message!['zh-cn']).toMatch(/^[1-9]\d* 笔充值单已过期$/);
    expect(runs[0]!.message!['zh-tw']).toMatch(/^[1-9]\d* 筆儲值單已過期$/);
  });
});
