import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeOfDay } from './formatDateTime';

describe('instants as the console writes them', () => {
  // Built from local parts: the formatters show the browser's time zone, whatever the machine's.
  const early = new Date(2026, 11, 7, 3, 4, 9).toISOString();
  const late = new Date(2026, 0, 31, 23, 59, 59).toISOString();

  it('writes a date and a 24-hour time, zero-padded', () => {
    expect(formatDateTime(early)).toBe('2026-12-07 03:04:09');
    expect(formatDateTime(late)).toBe('2026-01-31 23:59:59');
  });

  it('writes a time of day on the same 24-hour clock, never AM or PM', () => {
    expect(formatTimeOfDay(early)).toBe('03:04:09');
    expect(formatTimeOfDay(late)).toBe('23:59:59');
  });

  it('marks a missing instant and leaves an unreadable one as it came', () => {
    expect(formatTimeOfDay(null)).toBe('-');
    expect(formatTimeOfDay('')).toBe('-');
    expect(formatTimeOfDay('not a time')).toBe('not a time');
    expect(formatDateTime(undefined)).toBe('-');
  });
});
