import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './report';

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    for (const day of ['2026-12-07', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses a day the calendar lacks, year 0 (which PostgreSQL has no day of) and other writings', () => {
    for (const text of ['2024-02-30', '2023-02-29', '2026-13-01', '0000-01-01', '2026-1-07', '2026-12-07T00:00:00Z', ' 2026-12-07', '', '20261207']) expect(isCalendarDate(text), text).toBe(false);
  });
});
