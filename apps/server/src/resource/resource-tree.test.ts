import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { databaseKinds, type TestApp } from '../test/harness';
import { callResource, categoryDefinition, createResourceTestApp } from './resource-test-kit';

interface Node {
  id: number;
  name: string;
  parentId: number | null;
  parentIdLabel: string | null;
  childCount: number;
  children?: Node[];
}
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children ? { [n.name]: shape(n.children) } : n.name));

describe.each(databaseKinds)('tree resources (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createResourceTestApp(kind);
    admin = await t.signIn('admin');
    const add = async (name: string, sort: number, parent?: string) => {
      const res = await callResource(t, categoryDefinition, 'add', { name, sort, parentId: parent ? id[parent] : null }, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      id[name] = res.body.data.id;
    };
    await add('A', 1);
    await add('B', 2);
    await add('A1', 2, 'A');
    await add('A2', 1, 'A');
    await add('A1a', 1, 'A1');
  });
  afterAll(() => t.close());

  const tree = async (query: Record<string, string> = {}) => {
    const res = await callResource(t, categoryDefinition, 'list', query, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { list: Node[]; total: number };
  };

  it('lists every row nested by children, in the default order, unpaged (a GET list)', async () => {
    const { list, total } = await tree({ pageSize: '1' });
    expect(total).toBe(5);
    expect(shape(list)).toEqual([{ A: ['A2', { A1: ['A1a'] }] }, 'B']);
    expect(list[0]!.children![1]).toMatchObject({ name: 'A1', parentId: id.A, parentIdLabel: 'A' });
  });

  it("a row read alone or in the tree carries its parent's label and its computed child count, not its own", async () => {
    // Reading one table, drizzle writes a selected expression's columns without their table; a
    // correlated sub-select then compared the referenced row with itself (a label of null, a count of its own children).
    const one = await callResource(t, categoryDefinition, 'get', { id: String(id.A1) }, admin);
    expect(one.body.data).toMatchObject({ name: 'A1', parentIdLabel: 'A', childCount: 1 });
    const { list } = await tree();
    expect(list[0]).toMatchObject({ name: 'A', parentIdLabel: null, childCount: 2 });
    expect(list[0]!.children![1]!.children![0]).toMatchObject({ name: 'A1a', parentIdLabel: 'A1', childCount: 0 });
  });

  it("a row carries its parent's name in the other languages when the parent has them, and an export writes the export language's", async () => {
    const named = await callResource(t, categoryDefinition, 'add', { name: '钱包', nameEn: 'Wallets', nameZhTw: '錢包', sort: 9 }, admin);
    const child = await callResource(t, categoryDefinition, 'add', { name: '提现', sort: 1, parentId: named.body.data.id }, admin);
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    // The tests after this one count the tree as the first tests left it.
    onTestFinished(async () => {
      await callResource(t, categoryDefinition, 'delete', { ids: [child.body.data.id] }, admin);
      await callResource(t, categoryDefinition, 'delete', { ids: [named.body.data.id] }, admin);
    });
    const one = await callResource(t, categoryDefinition, 'get', { id: String(child.body.data.id) }, admin);
    expect(one.body.data).toMatchObject({ parentIdLabel: '钱包', parentIdLabelTitles: { en: 'Wallets', 'zh-tw': '錢包' } });
    // A parent without other texts sends them empty (the reader shows the label), a root none at all.
    const a1 = await callResource(t, categoryDefinition, 'get', { id: String(id.A1) }, admin);
    expect(a1.body.data).toMatchObject({ parentIdLabel: 'A', parentIdLabelTitles: { en: '', 'zh-tw': '' } });
    const root = await callResource(t, categoryDefinition, 'get', { id: String(named.body.data.id) }, admin);
    expect(root.body.data).toMatchObject({ parentIdLabel: null, parentIdLabelTitles: null });
    const { list } = await tree({ name: '提' });
    expect(list[0]).toMatchObject({ name: '提现', parentIdLabelTitles: { en: 'Wallets', 'zh-tw': '錢包' } });

    const exported = async (lang: string) => {
      const res = await callResource(t, categoryDefinition, 'export', { name: '提', lang }, admin);
      expect(res.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.response.rawPayload as unknown as ArrayBuffer);
      return (workbook.getWorksheet('Category')!.getRow(2).values as unknown[]).slice(1);
    };
    expect(await exported('en')).toEqual(['提现', 'Wallets', 1, 0]);
    expect(await exported('zh-tw')).toEqual(['提现', '錢包', 1, 0]);
    expect(await exported('zh-cn')).toEqual(['提现', '钱包', 1, 0]);
    // A parent named by a built-in translation key (as the shell's own menus are) is written as the console words it.
    const keyed = await callResource(t, categoryDefinition, 'edit', { id: named.body.data.id, version: named.body.data.version, name: 'message.router.home', nameEn: '', nameZhTw: '' }, admin);
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(200);
    expect(await exported('en')).toEqual(['提现', 'Home', 1, 0]);
    expect(await exported('zh-tw')).toEqual(['提现', '首頁', 1, 0]);
  });

  it('a filtered tree keeps the matches, a match whose parent did not match becomes a root', async () => {
    const { list, total } = await tree({ name: 'A1' });
    expect(total).toBe(2);
    expect(shape(list)).toEqual([{ A1: ['A1a'] }]);
  });

  it('refuses to delete a row with children (409 naming it), deletes a leaf', async () => {
    const refused = await callResource(t, categoryDefinition, 'delete', { ids: [id.A] }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Category ${id.A} still has children; delete or move them first`);
    const withChild = await callResource(t, categoryDefinition, 'delete', { ids: [id.A2, id.A1] }, admin);
    expect(withChild.status).toBe(409);
    expect(withChild.body.data).toEqual({ ids: [id.A1], reason: 'record.hasChildren', params: { ids: String(id.A1) } });
    expect((await tree()).total).toBe(5);
    const leaf = await callResource(t, categoryDefinition, 'delete', { ids: [id.A2] }, admin);
    expect(leaf.body.data).toEqual({ deleted: 1 });
    expect(shape((await tree()).list)).toEqual([{ A: [{ A1: ['A1a'] }] }, 'B']);
  });

  it('an edit cannot make a row its own ancestor (400 on the parent field)', async () => {
    const version = async (name: string) => (await callResource(t, categoryDefinition, 'get', { id: String(id[name]) }, admin)).body.data.version;
    const self = await callResource(t, categoryDefinition, 'edit', { id: id.A1, version: await version('A1'), parentId: id.A1 }, admin);
    expect(self.status).toBe(400);
    expect(self.body.data.fields).toEqual({ parentId: 'cannot be the row itself or one of its descendants' });
    const underGrandchild = await callResource(t, categoryDefinition, 'edit', { id: id.A, version: await version('A'), parentId: id.A1a }, admin);
    expect(underGrandchild.status).toBe(400);
    expect(underGrandchild.body.data.fields).toEqual({ parentId: 'cannot be the row itself or one of its descendants' });
    const nowhere = await callResource(t, categoryDefinition, 'edit', { id: id.A1, version: await version('A1'), parentId: 999999 }, admin);
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.data.fields).toEqual({ parentId: 'no Category has id 999999' });

    const moved = await callResource(t, categoryDefinition, 'edit', { id: id.A1, version: await version('A1'), parentId: id.B }, admin);
    expect(moved.status).toBe(200);
    expect(shape((await tree()).list)).toEqual(['A', { B: [{ A1: ['A1a'] }] }]);
    const toRoot = await callResource(t, categoryDefinition, 'edit', { id: id.A1a, version: await version('A1a'), parentId: null }, admin);
    expect(toRoot.body.data).toMatchObject({ parentId: null, parentIdLabel: null });
  });
});
