import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import { endpointOf } from '@ledgerdesk/shared';
import { operationLogs } from '../db/schema';
import { api, databaseKinds, type TestApp } from '../test/harness';
import { callResource, createResourceTestApp, owners, widgetDefinition, widgets } from './resource-test-kit';

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe.each(databaseKinds)('resource export (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    const db = t.database.db;
    const [ada] = await db.insert(owners).values({ name: 'Ada' }).returning();
    await db.insert(widgets).values([
      { code: 'X-1', title: 'one', phone: '13812345678', qty: 1, price: '123456789012345678.12', rate: '0.015', active: true, status: 'DRAFT', happenedAt: new Date('2024-03-04T05:06:07Z'), ownerId: ada!.id, idNumber: '110101199003071234', meta: { a: 1 } },
      { code: 'X-2', title: 'two', qty: 2, price: '2', active: false, status: 'PUBLISHED' },
      { code: 'Y-3', title: 'three', qty: 3, price: '3', status: 'DRAFT' },
      { code: 'X-4', title: 'gone', qty: 4, price: '4', status: 'DRAFT', deletedAt: new Date() },
    ]);
  });
  afterAll(() => t.close());

  const load = async (payload: ArrayBuffer | Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    return workbook;
  };

  it('answers an xlsx of the filtered list: exported fields under English labels, masked, labels for codes, times in UTC', async () => {
    const res = await callResource(t, widgetDefinition, 'export', { code: 'X', sortField: 'qty', sortOrder: 'asc' }, admin);
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.response.headers['content-disposition']).toMatch(/^attachment; filename="test-widget-\d{8}T\d{6}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
    const [header, ...rows] = sheetRows(workbook.getWorksheet('Widget')!);
    expect(header).toEqual(['Code', 'Title', 'Phone', 'Quantity', 'Price', 'Rate', 'Active', 'Status', 'Happened at (UTC)', 'Owner', 'ID number']);
    expect(rows).toEqual([
      ['X-1', 'one', '138****5678', 1, '123456789012345678.12', '0.015', 'yes', 'draft', '2024-03-04 05:06:07', 'Ada', '1101**********1234'],
      ['X-2', 'two', undefined, 2, '2', undefined, 'no', 'published'],
    ]);
    const info = sheetRows(workbook.getWorksheet('Export')!);
    expect(info[0]).toEqual(['rows', 2]);
    expect(info.at(-1)).toEqual(['time zone', 'UTC']);
    // Exports are logged like changes: who took which data out.
    await vi.waitFor(async () => {
      const logged = await t.database.db.select().from(operationLogs).where(like(operationLogs.url, '%/test/widget/export'));
      expect(logged).toHaveLength(1);
    });
  });

  it("writes in the operator's language and time zone: their headers, labels, yes/no, local times, the zone named", async () => {
    const res = await callResource(
      t,
      widgetDefinition,
      'export',
      { code: 'X-1', lang: 'zh-cn', timeZone: 'Asia/Shanghai', headers: { code: '编码', happenedAt: '发生时间' }, sheetTitle: '小部件: 清单' },
      admin,
    );
    expect(res.status).toBe(200);
    const workbook = await load(res.response.rawPayload);
    // The sheet is named by the page's title as the console shows it (":" is no sheet-name character).
    const [header, row] = sheetRows(workbook.getWorksheet('小部件  清单')!);
    // Headers the console sent; the others in the definition's own Chinese; a time column names its zone.
    expect(header).toEqual(['编码', 'Title', 'Phone', 'Quantity', 'Price', 'Rate', 'Active', 'Status', '发生时间（Asia/Shanghai）', 'Owner', 'ID number']);
    // 05:06:07 UTC is 13:06:07 in Shanghai; booleans in Chinese.
    expect(row).toEqual(['X-1', 'one', '138****5678', 1, '123456789012345678.12', '0.015', '是', 'draft', '2024-03-04 13:06:07', 'Ada', '1101**********1234']);
    const info = sheetRows(workbook.getWorksheet('导出说明')!);
    expect(info[0]).toEqual(['行数', 1]);
    expect(info.at(-1)).toEqual(['时区', 'Asia/Shanghai']);
    expect(String(info.at(-2)![1])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('takes the language from Accept-Language when the call names none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(endpointOf(widgetDefinition, 'export').path),
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' },
      payload: { code: 'X-2' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = await load(res.rawPayload);
    expect(sheetRows(workbook.getWorksheet('匯出說明')!)[0]).toEqual(['列數', 1]);
    expect(sheetRows(workbook.worksheets[0]!)[1]).toContain('否');
  });

  it('refuses a time zone, language or header it cannot use, naming the field, and writes nothing', async () => {
    for (const [payload, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ timeZone: 'Asia/Shanghai\u0000' }, 'timeZone'],
      [{ lang: 'fr' }, 'lang'],
      [{ headers: { notes: 'Notes' } }, 'headers'],
      [{ headers: { code: '' } }, 'headers.code'],
    ] as const) {
      const res = await callResource(t, widgetDefinition, 'export', payload, admin);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.body.data.fields).join(' '), JSON.stringify(payload)).toContain(field);
    }
  });

  it('validates the export filters like the list', async () => {
    const res = await callResource(t, widgetDefinition, 'export', { sortField: 'notes' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.data.fields.sortField).toMatch(/must be one of/);
  });
});
