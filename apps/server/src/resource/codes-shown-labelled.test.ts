import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf, hasOp } from '@ledgerdesk/shared/resource/routing';
import { api, bearer, createTestApp, type TestApp } from '../test/harness';

/**
 * Fields an operator reads as written although they look like codes: numbers of orders and
 * records (…No), codes and references an operator types or searches by (code, …Code, …Ref),
 * currencies and assets, a network's AS number, a provider's own error code and a recharge's
 * channel (the member's app names it; no closed set).
 */
const READ_AS_WRITTEN = /^(code|currency|asset|base|asn|channel)$|(Code|No|Ref|Currency|Error)$/;

/** A stored code rather than words: capitals, digits and underscores, as a state machine's states are written. */
const CODE = /^[A-Z][A-Z0-9_]{2,}$/;

/**
 * A closed set of codes shows as words in the operator's language: an enum or a dictionary field
 * does that, a text field shows the code itself ('ID_CARD', 'WHEEL_DRAW', 'ISOLATED' showed so in
 * every language). Read over the demo data, where every such field holds a value.
 */
describe('codes shown to operators', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    token = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('no text field of a built-in list holds only codes, unless it is read as written', async () => {
    const bare: string[] = [];
    let lists = 0;
    for (const { name, definition } of t.app.resources.all()) {
      if (!hasOp(definition, 'list')) continue;
      const endpoint = endpointOf(definition, 'list');
      const res = await t.app.inject({ method: endpoint.method, url: api(endpoint.path), headers: bearer(token), payload: { pageIndex: 1, pageSize: 200 } });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      const rows = res.json().data.list as Array<Record<string, unknown>>;
      if (rows.length > 0) lists += 1;
      for (const [field, definitionOfField] of Object.entries(definition.fields)) {
        if (definitionOfField.type !== 'text' || READ_AS_WRITTEN.test(field)) continue;
        const values = [...new Set(rows.map((row) => row[field]).filter((value): value is string => typeof value === 'string' && value !== ''))];
        if (values.length > 0 && values.every((value) => CODE.test(value))) bare.push(`${name}.${field}: ${values.slice(0, 5).join(', ')}`);
      }
    }
    // The demo data fills most lists; an empty demo would make this check pass on nothing.
    expect(lists).toBeGreaterThan(60);
    expect(bare).toEqual([]);
  });
});
