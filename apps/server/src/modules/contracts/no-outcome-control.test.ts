import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { documentedRoutes } from '../../test/robustness/fuzz-kit';

/**
 * "No route, field or job can set an outcome" (issue 15; catalogue §5.3, §5.4, §5.7; DR §5.1).
 * The names below are what the studied scam back-offices used to decide members' results:
 * win/lose flags, an order `sign`, a member `buff`, `kongyk` (control P&L), per-cycle "all lose"
 * flags, manual intervention, platform/floating profit columns, risk-control probability groups.
 */
const OUTCOME_NAMES = [
  /(^|_)(win|lose)(_|$)/i,
  /win.?lose|winloss|win.?rate|lose.?rate/i,
  /(^|_)sign$/i,
  /buff/i,
  /kongyk|kong_yk/i,
  /profit.?loss|profitloss/i,
  /control/i,
  /manual.?intervention/i,
  /float(ing)?.?profit/i,
  /total.?profit/i,
  /all.?lose|rate.?flag/i,
  /(^|_)(set|force).?(price|close|profit|result)/i,
  /compensation.?amount/i,
];
/**
 * Generic words that are an outcome only where members trade (elsewhere they are an AML screening
 * result, a sign-in result, an approval's result, a published lottery weight).
 */
const TRADING_OUTCOME_NAMES = [/(^|_)result(_|$)/i, /(^|_)outcome/i, /probability/i];
const TRADING = /^(ctr|copy|cpy|earn|stk)_|\/(contract|copy|earn|staking)\//;

const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2');
const isOutcomeName = (name: string, where = 'ctr_') =>
  OUTCOME_NAMES.some((p) => p.test(snake(name))) || (TRADING.test(where) && TRADING_OUTCOME_NAMES.some((p) => p.test(snake(name))));

/**
 * The only columns of that shape allowed to exist, each written by a job and never typed: a
 * delivery order's result (the settlement job, from the recorded samples) and a lead trader's win
 * rate (the nightly stats job, from the lead's real deals). The route walk below proves no body
 * accepts any of them.
 */
const JOB_WRITTEN = new Set(['ctr_delivery_order.result', 'copy_lead_trader.win_rate', 'copy_lead_trader_stats_day.win_rate']);

describe('no route, field or job can set an outcome', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await t.signIn();
  });
  afterAll(() => t?.close());

  it('the pattern list catches what the studied systems used (self-check)', () => {
    for (const name of ['sign', 'buff', 'kongyk', 'profit_loss', 'manual_intervention', 'float_profit', 'total_profit', 'win_flag', 'isWin', 'loseRate', 'controlResult', 'allLose', 'rateFlag', 'result']) {
      expect(isOutcomeName(name), name).toBe(true);
    }
    for (const name of ['signature', 'design', 'designer', 'winner_count_x', 'window_seconds', 'payout_ratio', 'close_price', 'refund_on_tie']) {
      expect(isOutcomeName(name), name).toBe(false);
    }
  });

  it('no table has an outcome column, except the delivery result the settlement job computes', () => {
    const found: string[] = [];
    for (const value of Object.values(schema)) {
      if (!isTable(value)) continue;
      const table = getTableName(value);
      for (const column of Object.values(getTableColumns(value))) {
        if (isOutcomeName(column.name, table) && !JOB_WRITTEN.has(`${table}.${column.name}`)) found.push(`${table}.${column.name}`);
      }
    }
    expect(found).toEqual([]);
    expect(Object.values(schema).filter(isTable).length).toBeGreaterThan(50);
  });

  it('no route takes an outcome field in its body or query (the delivery result included)', async () => {
    const routes = await documentedRoutes(t, token);
    expect(routes.length).toBeGreaterThan(200);
    const found: string[] = [];
    const walk = (schemaNode: unknown, path: string, route: string) => {
      if (!schemaNode || typeof schemaNode !== 'object') return;
      const node = schemaNode as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        // A list or export filter on the computed result (contract/delivery-order list, result = WIN) only reads.
        const readOnlyFilter = /\/(list|export)$/.test(route);
        if (isOutcomeName(name, route) && !readOnlyFilter) found.push(`${route} ${path}${name}`);
        walk(child, `${path}${name}.`, route);
      }
      for (const child of [node.items, ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(child, path, route);
    };
    for (const route of routes) walk(route.input, '', `${route.method} ${route.url}`);
    expect(found).toEqual([]);
    // The walk sees the contract routes themselves, and would flag a body with the result.
    expect(isOutcomeName('result', 'POST /x/contract/delivery-order/edit')).toBe(true);
    expect(routes.some((r) => r.url.includes('contract/delivery-order/void'))).toBe(true);
  });

  it('no job handler is named for setting an outcome, and the settlement job is the only writer of results', () => {
    const names = t.services.jobs.registry.list().map((h) => h.name);
    expect(names).toContain('contract-delivery-settle');
    expect(names.filter((name) => isOutcomeName(name))).toEqual([]);
  });
});
