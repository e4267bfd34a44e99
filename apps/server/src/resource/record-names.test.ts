import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * A form or detail title speaks of one record ('Add wallet code', 'Position #4'); a list title
 * ('Wallet codes') put there read 'Add Wallet codes'. Every built-in resource whose form or detail
 * title needs the name says it: one offering add or edit, or naming no row by a field of its own.
 */
describe('record names', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

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
