import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { permissionOf } from '@ledgerdesk/shared';
import { SMS_CODE_REVEAL_PERMISSION, smsCodeResource } from '@ledgerdesk/shared/resources/system/sms-code';
import { SMS_CODE_STATUS_DICT } from '@ledgerdesk/shared/sms';
import { dictData, menus, smsCodes } from '../../db/schema';
import { callResource, userWithPermissions } from '../../resource/resource-test-kit';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { plugCapturingSender, sendCode, setPhone, settled, signInByCode, type CapturingSender } from './sms-test-kit';

const ADMIN_PHONE = '13800000001';
const NOBODY_PHONE = '13900000009';

describe.each(databaseKinds)('the verification-code log (%s)', (kind) => {
  let t: TestApp;
  let sender: CapturingSender;
  let restore: () => void;
  let admin: string;
  let code: string;
  beforeAll(async () => {
    ({ sender, restore } = plugCapturingSender());
    t = await createTestApp(kind, { SMS_SENDER: 'log' });
    await setPhone(t.database.db, 'admin', ADMIN_PHONE);
    await sendCode(t.app, NOBODY_PHONE, '10.1.1.2');
    await sendCode(t.app, ADMIN_PHONE, '10.1.1.1');
    await settled(t.database.db);
    code = sender.codeFor(ADMIN_PHONE);
    expect((await signInByCode(t.app, ADMIN_PHONE, code)).json().code).toBe(0);
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it('lists every dispatch newest first, numbers masked, never the code or its hash', async () => {
    const res = await callResource(t, smsCodeResource, 'list', {}, admin);
    expect(res.status).toBe(200);
    const list = res.body.data.list as Array<Record<string, unknown>>;
    expect(list.map((r) => [r.phone, r.status, r.sender, r.ip])).toEqual([
      ['138****0001', 'SENT', 'test-sender', '10.1.1.1'],
      ['139****0009', 'SKIPPED', '', '10.1.1.2'],
    ]);
    expect(list[0]).toMatchObject({ purpose: 'login', attempts: 1, consumedAt: expect.any(String), createdAt: expect.any(String) });
    expect(list[1]!.consumedAt).toBeNull();
    for (const row of list) expect(Object.keys(row)).not.toContain('codeHash');
    expect(res.response.body).not.toContain(code);
    const [stored] = await t.database.db.select({ hash: smsCodes.codeHash }).from(smsCodes).where(eq(smsCodes.phone, ADMIN_PHONE));
    expect(res.response.body).not.toContain(stored!.hash);
  });

  it('filters by number, status and date', async () => {
    const byPhone = await callResource(t, smsCodeResource, 'list', { phone: NOBODY_PHONE }, admin);
    expect(byPhone.body.data.list.map((r: { status: string }) => r.status)).toEqual(['SKIPPED']);
    const byStatus = await callResource(t, smsCodeResource, 'list', { status: ['SENT', 'FAILED'] }, admin);
    expect(byStatus.body.data.list.map((r: { phone: string }) => r.phone)).toEqual(['138****0001']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await callResource(t, smsCodeResource, 'list', { createdAtFrom: tomorrow }, admin);
    expect(none.body.data.total).toBe(0);
    const today = await callResource(t, smsCodeResource, 'list', { createdAtFrom: new Date(Date.now() - 3_600_000).toISOString() }, admin);
    expect(today.body.data.total).toBe(2);
  });

  it('shows the whole number in the detail only to holders of the reveal permission', async () => {
    const [row] = await t.database.db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.phone, ADMIN_PHONE));
    const revealed = await callResource(t, smsCodeResource, 'get', { id: row!.id }, admin);
    expect(revealed.body.data).toMatchObject({ phone: ADMIN_PHONE, status: 'SENT' });
    expect(Object.keys(revealed.body.data)).not.toContain('codeHash');

    await userWithPermissions(t, 'risk_viewer', [permissionOf(smsCodeResource, 'list')]);
    const viewer = await t.signIn('risk_viewer');
    const masked = await callResource(t, smsCodeResource, 'get', { id: row!.id }, viewer);
    expect(masked.body.data.phone).toBe('138****0001');
    expect((await callResource(t, smsCodeResource, 'export', {}, viewer)).status).toBe(403);

    await userWithPermissions(t, 'risk_revealer', [permissionOf(smsCodeResource, 'list'), SMS_CODE_REVEAL_PERMISSION]);
    const revealer = await t.signIn('risk_revealer');
    expect((await callResource(t, smsCodeResource, 'get', { id: row!.id }, revealer)).body.data.phone).toBe(ADMIN_PHONE);
  });

  it('refuses the signed-out and operators without the permission', async () => {
    expect((await callResource(t, smsCodeResource, 'list', {})).status).toBe(401);
    const operator = await t.signIn('operator');
    expect((await callResource(t, smsCodeResource, 'list', {}, operator)).status).toBe(403);
  });

  it('exports the filtered list masked', async () => {
    const res = await callResource(t, smsCodeResource, 'export', { status: ['SENT'] }, admin);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('Mobile number');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('138****0001');
    expect(JSON.stringify(rows)).not.toContain(ADMIN_PHONE);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('is seeded under the system menu with its buttons and its status dictionary', async () => {
    const seeded = await t.database.db
      .select({ key: menus.menuKey, permission: menus.permission, type: menus.menuType })
      .from(menus)
      .where(inArray(menus.menuKey, ['system.smscode', 'system.smscode.export', 'system.smscode.reveal']))
      .orderBy(menus.menuKey);
    expect(seeded).toEqual([
      { key: 'system.smscode', permission: 'system/smscode/list', type: 'C' },
      { key: 'system.smscode.export', permission: 'system/smscode/export', type: 'F' },
      { key: 'system.smscode.reveal', permission: SMS_CODE_REVEAL_PERMISSION, type: 'F' },
    ]);
    const statuses = await t.database.db.select({ value: dictData.dictValue }).from(dictData).where(eq(dictData.dictType, SMS_CODE_STATUS_DICT));
    expect(statuses.map((s) => s.value).sort()).toEqual(['FAILED', 'QUEUED', 'SENT', 'SKIPPED']);
    const results = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dictData)
      .where(and(eq(dictData.dictType, 'sys_login_result'), inArray(dictData.dictValue, ['codeInvalid', 'ambiguousPhone', 'ok'])));
    expect(results[0]!.n).toBe(3);
  });
});
