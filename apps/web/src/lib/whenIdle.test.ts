import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

// Undone in the reverse order of the tests' set-up: the fake clock fakes the idle callback too, so
// a stub made under it remembers the fake one, and unstubbed after the clock would put it back.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the work to the idle callback with its deadline, and cancels it there', () => {
    const requested = vi.fn((_work: () => void, _options: { timeout: number }) => 7);
    const cancelled = vi.fn();
    vi.stubGlobal('requestIdleCallback', requested);
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const work = vi.fn();
    const cancel = whenIdle(work, { deadlineMs: 5_000 });
    expect(requested).toHaveBeenCalledWith(work, { timeout: 5_000 });
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelled).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer of fallbackMs where there is no idle callback, which cancelling stops', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const first = vi.fn();
    whenIdle(first, { fallbackMs: 300 });
    vi.advanceTimersByTime(299);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const cancel = whenIdle(second);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(second).not.toHaveBeenCalled();
  });
});
