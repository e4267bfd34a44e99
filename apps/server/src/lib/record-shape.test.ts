import { describe, expect, it } from 'vitest';
import { hasFastProperties } from '../test/fast-properties';
import { recordShape } from './record-shape';

const KEYS = Array.from({ length: 40 }, (_, i) => `field${i}`);

/** A row built the way the engine builds one: every key assigned through its computed name. */
function fill(record: Record<string, unknown>) {
  for (const key of KEYS) record[key] = key.length % 2 ? `text of ${key}` : key.length;
  return record;
}

describe('recordShape', () => {
  it('makes a fresh record holding every key in order, each null', () => {
    const make = recordShape(['id', 'version', 'title', 'ownerIdLabel']);
    const first = make();
    expect(Object.entries(first)).toEqual([['id', null], ['version', null], ['title', null], ['ownerIdLabel', null]]);
    first.title = 'changed';
    expect(make().title).toBeNull();
    expect(make()).not.toBe(make());
  });

  it('keeps a key as written, whatever characters it holds, and a repeated key once', () => {
    const odd = ['a"b', "it's", 'back\\slash', 'line\u2028separator', '${x}', 'id', 'id'];
    expect(Object.keys(recordShape(odd)())).toEqual(['a"b', "it's", 'back\\slash', 'line\u2028separator', '${x}', 'id']);
  });

  it('refuses a key named __proto__, which a literal would take as the prototype', () => {
    expect(() => recordShape(['id', '__proto__'])).toThrow(/__proto__/);
  });

  it('gives records V8 keeps fast once filled by computed names and given one more key', () => {
    // The control: the same keys assigned to an empty object make a dictionary (why the shape exists).
    expect(hasFastProperties(fill({}))).toBe(false);
    const record = fill(recordShape(KEYS)());
    expect(hasFastProperties(record)).toBe(true);
    record.reviewRights = { stage: 'first' };
    expect(hasFastProperties(record)).toBe(true);
  });
});
