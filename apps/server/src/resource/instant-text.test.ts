import { describe, expect, it } from 'vitest';
import { isoInstantOf } from './instant-text';

/** PostgreSQL's text of an instant in UTC with `digits` digits of fraction (it drops trailing zeros; here any count is fed). */
function postgresText(ms: number, micro: number, digits: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = `${iso.slice(20, 23)}${String(micro).padStart(3, '0')}`.slice(0, digits);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${digits > 0 ? `.${fraction}` : ''}+00`;
}

describe('an instant’s API text (isoInstantOf)', () => {
  it('is what Date writes of PostgreSQL’s UTC text, for any fraction from none to microseconds', () => {
    const samples: string[] = [];
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 5000; i += 1) {
      // Years 1000 to 9999, leap days and midnights among them.
      const ms = Date.UTC(1000, 0, 1) + (next() / 2 ** 31) * (Date.UTC(9999, 11, 31, 23, 59, 59, 999) - Date.UTC(1000, 0, 1));
      samples.push(postgresText(Math.floor(ms), next() % 1000, i % 7));
    }
    samples.push('2024-02-29 00:00:00+00', '1000-01-01 00:00:00.000001+00', '9999-12-31 23:59:59.999999+00', '2026-11-29 09:33:48.1+00');
    const differing = samples.filter((text) => isoInstantOf(text) !== new Date(text).toISOString());
    expect(differing).toEqual([]);
    expect(isoInstantOf('2026-11-29 09:33:48.123456+00')).toBe('2026-11-29T09:33:48.123Z');
    expect(isoInstantOf('2026-11-29 09:33:48+00')).toBe('2026-11-29T09:33:48.000Z');
    expect(isoInstantOf('2026-11-29 09:33:48.5+00')).toBe('2026-11-29T09:33:48.500Z');
  });

  it('reads any other text through Date, as before: another zone, an early year, and an invalid instant still refused', () => {
    for (const text of ['2026-11-29 17:33:48.123+08', '2026-11-29 04:03:48+05:30', '0999-01-01 00:00:00+00', '2026-11-29T09:33:48.123Z']) {
      expect(isoInstantOf(text)).toBe(new Date(text).toISOString());
    }
    expect(isoInstantOf('2026-11-29 17:33:48.123+08')).toBe('2026-11-29T09:33:48.123Z');
    expect(() => isoInstantOf('infinity')).toThrow(RangeError);
  });
});
