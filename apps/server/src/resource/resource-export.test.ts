import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import { operationLogs } from '../db/schema';
import { databaseKinds, type TestApp } from '../test/harness';
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

  it('answers an xlsx of the filtered list: exported fields under English labels, masked, labels for codes', async () => {
    const res = await callResource(t, widgetDefinition, 'export', { code: 'X', sortField: 'qty', sortOrder: 'asc' }, admin);
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.response.headers['content-disposition']).toMatch(/^attachment; filename="test-widget-\d{8}T\d{6}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
    const [header, ...rows] = sheetRows(workbook.getWorksheet('Widget')!);
    expect(header).toEqual(['Code', 'Title', 'Phone', 'Quantity', 'Price', 'Rate', 'Active', 'Status', 'Happened at', 'Owner', 'ID number']);
    expect(rows).toEqual([
      ['X-1', 'one', '138****5678', 1, '123456789012345678.12', '0.015', 'yes', 'draft', '2024-03-04T05:06:07.000Z', 'Ada', '1101**********1234'],
      ['X-2', 'two', undefined, 2, '2', undefined, 'no', 'published'],
    ]);
    const info = sheetRows(workbook.getWorksheet('Export')!);
    expect(info[0]).toEqual(['rows', 2]);
    // Exports are logged like changes: who took which data out.
    await vi.waitFor(async () => {
      const logged = await t.database.db.select().from(operationLogs).where(like(operationLogs.url, '%/test/widget/export'));
      expect(logged).toHaveLength(1);
    });
  });

  it('validates the export filters like the list', async () => {
    const res = await callResource(t, widgetDefinition, 'export', { sortField: 'notes' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.data.fields.sortField).toMatch(/must be one of/);
  });
});
