import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf, exportedFields, hasOp } from '@ledgerdesk/shared/resource/routing';
import { SEEDED_NAME_TEXTS } from '@ledgerdesk/shared/seeded-name-index';
import { api, bearer, createTestApp, type TestApp } from '../test/harness';
import { isI18nKey } from './english-label';

/**
 * Rules every built-in resource keeps, read from the app's registry (the one place that lists
 * every bound definition) and, for what shows, over the demo data: one app for them all.
 */
describe('built-in resource definitions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  /**
   * A form or detail title speaks of one record ('Add wallet code', 'Position #4'); a list title
   * ('Wallet codes') put there read 'Add Wallet codes'. Every built-in resource whose form or
   * detail title needs the name says it: one offering add or edit, or naming no row by a field of
   * its own.
   */
  describe('record names', () => {
    it('every resource with a form, or whose rows have no name field, names one record in each language', () => {
      const needing = t.app.resources.all().filter(({ definition }) => {
        const ops = definition.ops ?? ['add', 'edit'];
        return ops.includes('add') || ops.includes('edit') || definition.recordLabel === undefined;
      });
      expect(needing.length).toBeGreaterThan(40);
      const unnamed = needing.filter(({ definition }) => definition.recordName === undefined).map(({ name }) => name);
      expect(unnamed).toEqual([]);
    });

    it('writes the English record name as it stands inside a sentence', () => {
      const capitalised = t.app.resources
        .all()
        .flatMap(({ name, definition }) => {
          const recordName = definition.recordName;
          const english = typeof recordName === 'object' ? recordName.en : undefined;
          // An initialism keeps its capitals (an 'IP entry').
          return english !== undefined && /^[A-Z][a-z]/.test(english) ? [`${name}: ${english}`] : [];
        });
      expect(capitalised).toEqual([]);
    });
  });

  /**
   * A danger action (shown in red: it stops, removes or reverses something) is asked about before
   * it runs: a confirmation, a reason or a form opens first. Turning a wallet code's deposits off,
   * for every member at once, ran on one click while pausing a recharge channel asked first.
   */
  /**
   * A text kept in each language (a channel's name, a menu's title) is one field holding the
   * simplified Chinese with `languages` naming the other two: the list, the detail's title and the
   * export then show the reader's, and its filter matches any. Without it the list showed the one
   * column it listed (the English) to every reader.
   */
  /**
   * The API reference words an action's call with its button ("Members: Freeze"); a label that is
   * a key only the web translates read in English to a Chinese reader ("会员列表：Freeze").
   */
  it("every action's button is worded in each language where the server can read it", () => {
    const webOnly = t.app.resources.all().flatMap(({ name, definition }) =>
      Object.entries(definition.actions ?? {}).flatMap(([action, { label }]) => (typeof label === 'string' && !SEEDED_NAME_TEXTS.has(label) ? [`${name}.${action}: ${label}`] : [])),
    );
    expect(webOnly).toEqual([]);
  });

  it('every text kept in three languages names its other languages', () => {
    const undeclared = t.app.resources.all().flatMap(({ name, definition }) => {
      const fields = definition.fields as Record<string, { type: string; languages?: { en: string; 'zh-tw': string } }>;
      const declared = Object.values(fields).flatMap((field) => (field.languages ? [`${field.languages.en} ${field.languages['zh-tw']}`] : []));
      return Object.keys(fields)
        .filter((key) => key.endsWith('En') && `${key.slice(0, -2)}ZhTw` in fields)
        .filter((english) => !declared.includes(`${english} ${english.slice(0, -2)}ZhTw`))
        .map((english) => `${name}: ${english} and ${english.slice(0, -2)}ZhTw`);
    });
    expect(undeclared).toEqual([]);
  });

  it('every danger action asks before it runs', () => {
    const danger = t.app.resources.all().flatMap(({ name, definition }) =>
      Object.entries(definition.actions ?? {}).flatMap(([key, action]) => (action.danger ? [{ where: `${name}.${key}`, action }] : [])),
    );
    expect(danger.length).toBeGreaterThan(20);
    const unasked = danger
      .filter(({ action }) => !action.confirm && !action.reason && Object.keys(action.input ?? {}).length === 0)
      .map(({ where }) => where);
    expect(unasked).toEqual([]);
  });

  /**
   * A second operator's approval lets money move or a change take effect: it is asked about
   * before it runs, as a danger action is. An award's and an award campaign's "Approve" ran on one
   * click while a lead trader's approval said what it would check first.
   */
  it('every approval asks before it runs', () => {
    const approvals = t.app.resources.all().flatMap(({ name, definition }) =>
      Object.entries(definition.actions ?? {}).flatMap(([key, action]) => (/^approve/.test(key) ? [{ where: `${name}.${key}`, action }] : [])),
    );
    expect(approvals.length).toBeGreaterThan(3);
    const unasked = approvals
      .filter(({ action }) => !action.confirm && !action.reason && Object.keys(action.input ?? {}).length === 0)
      .map(({ where }) => where);
    expect(unasked).toEqual([]);
  });

  /**
   * Fields an operator reads as written although they look like codes: numbers of orders and
   * records (…No), codes and references an operator types or searches by (code, …Code, …Ref),
   * currencies and assets, a network's AS number, a provider's own error code, a recharge's
   * channel (the member's app names it; no closed set) and a redeem code's last four characters
   * (random capitals and digits: each demo hint starts with a capital three times in four, so now
   * and then all of them did, and this check failed a CI run at random).
   */
  const READ_AS_WRITTEN = /^(code|currency|asset|base|asn|channel|codeHint)$|(Code|No|Ref|Currency|Error)$/;
  /** A stored code rather than words: capitals, digits and underscores, as a state machine's states are written. */
  const CODE = /^[A-Z][A-Z0-9_]{2,}$/;

  /**
   * A closed set of codes shows as words in the operator's language: an enum or a dictionary
   * field does that, a text field shows the code itself ('ID_CARD', 'WHEEL_DRAW', 'ISOLATED'
   * showed so in every language). Read over the demo data, where every such field holds a value.
   */
  it('no text field of a list holds only codes, unless it is read as written', async () => {
    const token = await t.signIn('admin');
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

  /**
   * An export is written by the server in the operator's language, and the server has none of the
   * web's translations: a header or an option named by an i18n key ('message.finance.field.remark')
   * came out in English whatever the language asked for.
   */
  it('names every exported column and option in each language, never by a key only the web translates', () => {
    const exporting = t.app.resources.all().filter(({ definition }) => hasOp(definition, 'export'));
    expect(exporting.length).toBeGreaterThan(40);
    const byKey = exporting.flatMap(({ name, definition }) =>
      exportedFields(definition).flatMap(([field, f]) => [
        ...(isI18nKey(f.label) ? [`${name}.${field}: ${String(f.label)}`] : []),
        ...(f.type === 'enum' ? f.options.filter((o) => isI18nKey(o.label)).map((o) => `${name}.${field}=${o.value}: ${String(o.label)}`) : []),
      ]),
    );
    expect(byKey).toEqual([]);
  });
});
