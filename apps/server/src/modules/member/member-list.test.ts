import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf, MEMBER_ENDPOINTS } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { members } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { financeClient } from '../finance/finance-test-kit';

describe.each(databaseKinds)('member list on the resource engine (%s)', (kind) => {
  let t: TestApp;
  let clerk: string;
  let callEndpoint: ReturnType<typeof financeClient>['callEndpoint'];
  let prefix: string;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ callEndpoint } = financeClient(t));
    clerk = await t.signIn('operator');
    prefix = `ml${Date.now()}`;
    const rows = await t.database.db
      .insert(members)
      .values([
        { account: `${prefix}_a`, status: 'NORMAL', kycLevel: 1, registeredAt: new Date('2026-01-02T10:00:00Z') },
        { account: `${prefix}_b`, status: 'FROZEN', kycLevel: 0, registeredAt: new Date('2026-01-03T10:00:00Z') },
        { account: `${prefix}_c`, status: 'DISABLED', kycLevel: 2, registeredAt: new Date('2026-01-04T10:00:00Z') },
        { account: `other_${prefix}`, status: 'FROZEN', kycLevel: 0, registeredAt: new Date('2026-01-05T10:00:00Z'), nickname: `Nick${prefix}`, phone: `+7${prefix.slice(2)}` },
      ])
      .returning({ id: members.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const list = (filters: object) => callEndpoint(clerk, endpointOf(memberResource, 'list'), { pageIndex: 1, pageSize: 50, ...filters });
  const accounts = (res: Awaited<ReturnType<typeof list>>) => res.body.data.list.map((m: { account: string }) => m.account);

  it('filters by account prefix, several states at once, level and registration day, newest first', async () => {
    expect(accounts(await list({ account: prefix }))).toEqual([`${prefix}_c`, `${prefix}_b`, `${prefix}_a`]);
    // An operator types an account in whatever case it was read out to them.
    expect(accounts(await list({ account: `${prefix}_B`.toUpperCase() }))).toEqual([`${prefix}_b`]);
    expect(accounts(await list({ account: prefix, status: 'FROZEN,DISABLED' }))).toEqual([`${prefix}_c`, `${prefix}_b`]);
    expect(accounts(await list({ account: prefix, status: ['NORMAL'], kycLevel: 1 }))).toEqual([`${prefix}_a`]);
    expect(accounts(await list({ account: prefix, registeredAtFrom: '2026-01-03', registeredAtTo: '2026-01-03' }))).toEqual([`${prefix}_b`]);
    expect(accounts(await list({ id: ids[1] }))).toEqual([`${prefix}_b`]);
    const sorted = await list({ account: prefix, sortField: 'account', sortOrder: 'asc' });
    expect(accounts(sorted)).toEqual([`${prefix}_a`, `${prefix}_b`, `${prefix}_c`]);
    expect(sorted.body.data.total).toBe(3);
  });

  it('finds nothing in a state no member has, and refuses a level that is not a number or an unknown sort, naming the field', async () => {
    const unknownState = await list({ account: prefix, status: 'ASLEEP' });
    expect(unknownState.body.data).toMatchObject({ list: [], total: 0 });
    const badLevel = await list({ kycLevel: 'high' });
    expect(badLevel.status).toBe(400);
    expect(Object.keys(badLevel.body.data.fields)).toEqual(['kycLevel']);
    const badSort = await list({ sortField: 'password' });
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.body.data.fields)).toEqual(['sortField']);
  });

  it('the member picker finds a member by the start of the account, nickname or phone, in any case', async () => {
    const picked = async (keyword: string) => {
      const res = await t.app.inject({ method: 'GET', url: api(MEMBER_ENDPOINTS.memberOptions), headers: bearer(clerk), query: { keyword } });
      expect(res.statusCode).toBe(200);
      return (res.json().data.list as Array<{ account: string }>).map((m) => m.account);
    };
    expect(await picked(prefix.toUpperCase())).toEqual([`${prefix}_a`, `${prefix}_b`, `${prefix}_c`]);
    expect(await picked(`OTHER_${prefix}`)).toEqual([`other_${prefix}`]);
    expect(await picked(`nICK${prefix}`)).toEqual([`other_${prefix}`]);
    expect(await picked(`+7${prefix.slice(2)}`)).toEqual([`other_${prefix}`]);
    // A wildcard is what was typed, not a wildcard.
    expect(await picked(`${prefix}%`)).toEqual([]);
  });

  it('answers the detail with wallets and refuses writes the definition does not offer', async () => {
    const detail = await callEndpoint(clerk, endpointOf(memberResource, 'get'), { id: String(ids[0]) });
    expect(detail.body.data).toMatchObject({ id: ids[0], account: `${prefix}_a`, status: 'NORMAL', wallets: [] });
    const add = await t.app.inject({ method: 'POST', url: api('/api/v2/sitebkd/member/add'), headers: bearer(clerk), payload: { account: 'x' } });
    expect(add.statusCode).toBe(404);
  });

  it('exports the filtered members, to the super role only (phones and e-mails leave in full)', async () => {
    const refused = await t.app.inject({ method: 'POST', url: api(endpointOf(memberResource, 'export').path), headers: bearer(clerk), payload: { account: prefix } });
    expect(refused.statusCode).toBe(403);
    const admin = await t.signIn('admin');
    const res = await t.app.inject({ method: 'POST', url: api(endpointOf(memberResource, 'export').path), headers: bearer(admin), payload: { account: prefix, status: 'FROZEN' } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Account');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header.indexOf('Account') + 1).value).toBe(`${prefix}_b`);
  });
});
