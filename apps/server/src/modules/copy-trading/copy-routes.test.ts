import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEndpointOf, endpointOf, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { dealResource } from '@ledgerdesk/shared/resources/contract/deal';
import { entrustResource } from '@ledgerdesk/shared/resources/contract/entrust';
import { positionResource } from '@ledgerdesk/shared/resources/contract/position';
import { followResource } from '@ledgerdesk/shared/resources/copy/follow';
import { inviteResource, inviteUseResource } from '@ledgerdesk/shared/resources/copy/invite';
import { leadStatsResource } from '@ledgerdesk/shared/resources/copy/lead-stats';
import { leadTraderResource } from '@ledgerdesk/shared/resources/copy/lead-trader';
import { orderLinkResource } from '@ledgerdesk/shared/resources/copy/order-link';
import { profitShareResource } from '@ledgerdesk/shared/resources/copy/profit-share';
import { leadTraders } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { engineOf } from '../contract-trading/engine-of';
import { fund, setKyc, setUpMarket } from '../../test/trading-test-kit';
import { addMember, ledgerMismatches } from '../finance/finance-test-kit';
import type { AreaDeps } from '../area-deps';
import { copyTradingArea } from './routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { code: number; msg: string; data: any } };

const PAGES: ResourceDefinition[] = [entrustResource, positionResource, dealResource, leadTraderResource, followResource, orderLinkResource, profitShareResource, inviteResource, inviteUseResource, leadStatsResource];

describe.each(databaseKinds)('contract trading and copy trading routes (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  afterAll(() => t?.close());

  const send = async (token: string, method: string, path: string, payload: object = {}): Promise<Answer> => {
    const res = await t.app.inject(
      method === 'GET' ? { method: 'GET', url: `${api(path)}?${new URLSearchParams(payload as Record<string, string>)}`, headers: bearer(token) } : { method: method as 'POST', url: api(path), headers: bearer(token), payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  const op = (token: string, d: ResourceDefinition, name: CrudOp, payload: object = {}) => {
    const { method, path } = endpointOf(d, name);
    return send(token, method, path, payload);
  };
  const act = (token: string, d: ResourceDefinition, name: string, payload: object) => {
    const { method, path } = actionEndpointOf(d, name, d.actions![name]!);
    return send(token, method, path, payload);
  };

  it('every page lists for the administrator and the demo operator; nothing offers add, edit or delete', async () => {
    for (const d of PAGES) {
      for (const token of [admin, operator]) expect((await op(token, d, 'list', { pageIndex: '1', pageSize: '20' })).body.code, d.name).toBe(0);
      expect(d.ops).toEqual(['list', 'get', 'export']);
    }
    expect(Object.keys((positionResource as ResourceDefinition).actions ?? {})).toEqual([]);
    expect(Object.keys((dealResource as ResourceDefinition).actions ?? {})).toEqual([]);
  });

  it('the demo seed holds an honest book: a copied round trip, a settled cycle, derived stats, a skipped copy with its reason; the ledger balances', async () => {
    const leadsPage = await op(admin, leadTraderResource, 'list', { pageIndex: '1', pageSize: '20', nickname: 'SteadySwing' });
    expect(leadsPage.body.data.list[0]).toMatchObject({ status: 'ACTIVE', pnl30d: expect.any(String), followers: 2 });
    expect(leadsPage.body.data.list[0].statsAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cycles = await op(admin, profitShareResource, 'list', { pageIndex: '1', pageSize: '20', status: 'SETTLED' });
    expect(cycles.body.data.list.length).toBeGreaterThanOrEqual(1);
    const links = await op(admin, orderLinkResource, 'list', { pageIndex: '1', pageSize: '50' });
    const reasons = new Set(links.body.data.list.map((l: { status: string; skipReason: string }) => `${l.status}:${l.skipReason}`));
    expect(reasons.has('COPIED:')).toBe(true);
    expect(reasons.has('SKIPPED:INSUFFICIENT_BALANCE')).toBe(true);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('approves an application and refuses a second decision; the bulk cancel is refused for an enabled product; a rerun day is validated', async () => {
    const db = t.database.db;
    const market = await setUpMarket(db);
    await market.price('100');
    const memberId = await addMember(db, 'route');
    await setKyc(db, memberId, 2);
    // Applying needs no four-eyes service (only a tier change does).
    const area = copyTradingArea(db, {} as AreaDeps['approvals']);
    const lead = await area.leads.apply({ memberId, nickname: `route${memberId}`, profitShareRate: '0.1' });
    const approved = await act(operator, leadTraderResource, 'approve', { id: lead.id });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect((await db.select().from(leadTraders).where(eq(leadTraders.id, lead.id)))[0]!.status).toBe('APPROVED');
    const again = await act(operator, leadTraderResource, 'approve', { id: lead.id });
    // The engine's state guard answers before the service's own check.
    expect([again.status, again.body.data?.reason]).toEqual([409, 'record.wrongState']);
    const noReason = await act(operator, leadTraderResource, 'suspend', { id: lead.id });
    expect(noReason.status).toBe(400);

    await fund(db, memberId, '1000');
    await engineOf(db).placeOrder({ memberId, productId: market.productId, positionSide: 'LONG', type: 'LIMIT', price: '50', qty: '1', leverage: 10 });
    const bulk = await act(admin, entrustResource, 'bulkCancel', { productId: market.productId, reason: 'maintenance' });
    expect([bulk.status, bulk.body.data?.reason]).toEqual([409, 'contract.bulkCancelNeedsLock']);
    const badDay = await act(admin, profitShareResource, 'rerun', { day: '2026-13-45' });
    expect(badDay.status).toBe(400);
    // Today is not over: recording it now would freeze a partial day, so the rerun is refused, naming the day.
    const today = new Date().toISOString().slice(0, 10);
    const early = await act(admin, profitShareResource, 'rerun', { day: today });
    expect([early.status, early.body.data?.reason, early.body.data?.params?.day]).toEqual([409, 'copy.dayNotOver', today]);
    const rerun = await act(admin, profitShareResource, 'rerun', { day: '2026-10-05' });
    expect(rerun.body.data).toEqual({ day: '2026-10-05', recorded: 0, withheld: '0' });
    const positions = await op(admin, positionResource, 'list', { pageIndex: '1', pageSize: '20', marginRatioFrom: '0' });
    expect(positions.body.code).toBe(0);
  });
});
