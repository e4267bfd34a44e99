import { describe, expect, it } from 'vitest';
import { provisionalAsOf } from './provisional';

describe('as of when a provisional statement day was taken', () => {
  // Built from local parts: the console shows the browser's time zone, whatever the machine's.
  const duringTheDay = new Date(2026, 11, 7, 14, 5, 9).toISOString();
  const nextMorning = new Date(2026, 11, 8, 0, 2, 0).toISOString();

  it('gives the time alone for a close run during the day, and date and time for one run after it', () => {
    expect(provisionalAsOf({ status: 'OPEN', businessDate: '2026-12-07', checkedAt: duringTheDay })).toBe('14:05:09');
    expect(provisionalAsOf({ status: 'OPEN', businessDate: '2026-12-07', checkedAt: nextMorning })).toBe('2026-12-08 00:02:00');
  });

  it('says nothing of a day that is closed, flagged, waiting to reopen, or never checked', () => {
    for (const status of ['CLOSED', 'DIFFERENCE', 'REOPEN_REQUESTED']) expect(provisionalAsOf({ status, businessDate: '2026-12-07', checkedAt: duringTheDay })).toBeNull();
    expect(provisionalAsOf({ status: 'OPEN', businessDate: '2026-12-07', checkedAt: null })).toBeNull();
  });
});
