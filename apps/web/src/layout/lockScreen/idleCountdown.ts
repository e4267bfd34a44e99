export interface IdleCountdown {
  /** Activity: the countdown starts again from the full time. */
  reset: () => void;
  /** Seconds left before the lock, counted from the last activity. */
  remaining: () => number;
  stop: () => void;
}

/**
 * Counts idle seconds down from `seconds` (DESIGN §7: idle time, not time since enabling) and
 * calls `onLock` once when 1 or less is left, as SPEC §4 has it. It reads the clock rather than
 * counting ticks, so a throttled background tab still locks on time.
 */
export function createIdleCountdown(seconds: number, onLock: () => void): IdleCountdown {
  let lastActivity = Date.now();
  const remaining = () => seconds - Math.floor((Date.now() - lastActivity) / 1000);
  const timer = setInterval(() => {
    if (remaining() > 1) return;
    clearInterval(timer);
    onLock();
  }, 1000);
  return {
    reset: () => {
      lastActivity = Date.now();
    },
    remaining,
    stop: () => clearInterval(timer),
  };
}
