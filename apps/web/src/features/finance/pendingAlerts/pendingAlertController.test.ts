import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingCounts } from '@ledgerdesk/shared';
import { ApiError } from '@/lib/request';
import { startPendingAlerts } from './pendingAlertController';
import type { PendingKindInfo } from './pendingKinds';

const INTERVAL = 10_000;
const counts = (recharge: number, withdraw = 0, realName = 0): PendingCounts => ({
  systemRechargeCount: recharge,
  withdrawCount: withdraw,
  realNameAuthCount: realName,
});

/** A fake server whose answers the test sets, counting calls and calls in flight. */
function fakeServer() {
  let answer: PendingCounts = counts(0);
  let delayMs = 0;
  let failWith: Error | null = null;
  const state = { calls: 0, inFlight: 0, maxInFlight: 0 };
  const fetchCounts = vi.fn(async () => {
    state.calls += 1;
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (failWith) throw failWith;
      return answer;
    } finally {
      state.inFlight -= 1;
    }
  });
  return {
    fetchCounts,
    state,
    answer: (next: PendingCounts) => (answer = next),
    delay: (ms: number) => (delayMs = ms),
    fail: (error: Error | null) => (failWith = error),
  };
}

function setUp(server = fakeServer()) {
  let signedIn = true;
  const shown: Array<{ kind: string; count: number }> = [];
  const show = vi.fn((info: PendingKindInfo, count: number) => void shown.push({ kind: info.kind, count }));
  // The sound maker is the Web Audio beep in the app; here a mock, as the test is about the caller.
  const sound = vi.fn();
  const alerts = startPendingAlerts({ fetchCounts: server.fetchCounts, show, sound, isSignedIn: () => signedIn, intervalMs: INTERVAL });
  return { server, alerts, show, sound, shown, signOut: () => (signedIn = false) };
}

/** Lets the poll's promise settle, then moves the clock on by one interval. */
const nextTick = async () => vi.advanceTimersByTimeAsync(INTERVAL);

describe('pending alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once per kind with a count of at least 1 (not only exactly 1), each with one sound', async () => {
    const server = fakeServer();
    server.answer(counts(3, 1, 0));
    const { shown, sound, alerts } = setUp(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([
      { kind: 'recharge', count: 3 },
      { kind: 'withdraw', count: 1 },
    ]);
    expect(sound).toHaveBeenCalledTimes(2);
    alerts.stop();
  });

  it('does not fire again while the alert of that kind is open, even when more arrive (the open one is re-worded, silently)', async () => {
    const server = fakeServer();
    server.answer(counts(1));
    const { show, sound, alerts } = setUp(server);
    await vi.advanceTimersByTimeAsync(0);
    await nextTick();
    await nextTick();
    expect(show).toHaveBeenCalledTimes(1);
    server.answer(counts(2));
    await nextTick();
    expect(show).toHaveBeenCalledTimes(2); // the open alert now says 2
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'recharge' }), 2);
    expect(sound).toHaveBeenCalledTimes(1);
    alerts.stop();
  });

  it('after dismissal fires again only when newer items arrive', async () => {
    const server = fakeServer();
    server.answer(counts(2));
    const { shown, sound, alerts } = setUp(server);
    await vi.advanceTimersByTimeAsync(0);
    alerts.dismissed('recharge');
    await nextTick();
    await nextTick();
    expect(shown).toHaveLength(1); // same count: the operator has seen these
    server.answer(counts(1)); // one was reviewed
    await nextTick();
    expect(shown).toHaveLength(1);
    server.answer(counts(2)); // a newer one arrived
    await nextTick();
    expect(shown).toEqual([
      { kind: 'recharge', count: 2 },
      { kind: 'recharge', count: 2 },
    ]);
    expect(sound).toHaveBeenCalledTimes(2);
    alerts.stop();
  });

  it('never overlaps polls: the next waits for a slow answer, then a full interval', async () => {
    const server = fakeServer();
    server.delay(25_000); // slower than the interval
    server.answer(counts(1));
    const { alerts } = setUp(server);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.state.maxInFlight).toBe(1);
    // t=0 → answer at 25 s, next at 35 s → answer at 60 s: two calls, not six.
    expect(server.state.calls).toBe(2);
    alerts.stop();
  });

  it('retries a failed poll on the next tick, silently', async () => {
    const server = fakeServer();
    server.fail(new ApiError(500, 'boom', null));
    const { show, alerts } = setUp(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(show).not.toHaveBeenCalled();
    server.fail(null);
    server.answer(counts(1));
    await nextTick();
    expect(show).toHaveBeenCalledTimes(1);
    alerts.stop();
  });

  it('stops at log out: no poll once the user info is gone', async () => {
    const { server, signOut } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.state.calls).toBe(1);
    signOut();
    await nextTick();
    await nextTick();
    expect(server.state.calls).toBe(1);
  });

  it('stops on a 401 and when stopped (unmounted)', async () => {
    const server = fakeServer();
    server.fail(new ApiError(401, 'expired', null));
    setUp(server);
    await vi.advanceTimersByTimeAsync(0);
    await nextTick();
    expect(server.state.calls).toBe(1);

    const other = fakeServer();
    const { alerts } = setUp(other);
    await vi.advanceTimersByTimeAsync(0);
    alerts.stop();
    await nextTick();
    expect(other.state.calls).toBe(1);
  });
});
