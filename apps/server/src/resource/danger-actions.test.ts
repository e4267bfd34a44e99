import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * A danger action (shown in red: it stops, removes or reverses something) is asked about before it
 * runs: a confirmation, a reason or a form opens first. Turning a wallet code's deposits off, for
 * every member at once, ran on one click while pausing a recharge channel asked first.
 */
describe('danger actions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('every danger action of a built-in resource asks before it runs', () => {
    const danger = t.app.resources.all().flatMap(({ name, definition }) =>
      Object.entries(definition.actions ?? {}).flatMap(([key, action]) => (action.danger ? [{ where: `${name}.${key}`, action }] : [])),
    );
    expect(danger.length).toBeGreaterThan(20);
    const unasked = danger
      .filter(({ action }) => !action.confirm && !action.reason && Object.keys(action.input ?? {}).length === 0)
      .map(({ where }) => where);
    expect(unasked).toEqual([]);
  });
});
