import { describe, expect, it } from 'vitest';
import { seededSnapshotIsCurrent } from './prepared-databases';

const at = (iso: string) => Date.parse(iso);

describe('seededSnapshotIsCurrent', () => {
  it('keeps a snapshot made a few minutes ago on the same UTC day', () => {
    expect(seededSnapshotIsCurrent(at('2026-12-06T12:00:00Z'), at('2026-12-06T12:14:00Z'))).toBe(true);
  });

  it('makes a snapshot again once it is 15 minutes old', () => {
    expect(seededSnapshotIsCurrent(at('2026-12-06T12:00:00Z'), at('2026-12-06T12:15:00Z'))).toBe(false);
  });

  it('makes a snapshot seeded before midnight again after it, however young: its demo days are counted from the day before', () => {
    // CI's run of 2026-12-06 23:49 opened a snapshot seeded at 23:5x for suites run after 00:00,
    // and five end-to-end tests found no movement "today" and no team figures "yesterday".
    expect(seededSnapshotIsCurrent(at('2026-12-06T23:58:00Z'), at('2026-12-07T00:01:00Z'))).toBe(false);
  });
});
