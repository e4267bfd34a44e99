import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleCountdown } from './idleCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle countdown', () => {
  it('locks once when 1 second or less is left', () => {
    const onLock = vi.fn();
    const countdown = createIdleCountdown(30, onLock);
    vi.advanceTimersByTime(28_000);
    expect(countdown.remaining()).toBe(2);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onLock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('starts again from the full time on activity', () => {
    const onLock = vi.fn();
    const countdown = createIdleCountdown(10, onLock);
    vi.advanceTimersByTime(8_000);
    countdown.reset();
    vi.advanceTimersByTime(8_000);
    expect(onLock).not.toHaveBeenCalled();
    expect(countdown.remaining()).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('locks at the first tick with a time of 1 second (the minimum)', () => {
    const onLock = vi.fn();
    createIdleCountdown(1, onLock);
    vi.advanceTimersByTime(1_000);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop', () => {
    const onLock = vi.fn();
    createIdleCountdown(2, onLock).stop();
    vi.advanceTimersByTime(10_000);
    expect(onLock).not.toHaveBeenCalled();
  });
});
