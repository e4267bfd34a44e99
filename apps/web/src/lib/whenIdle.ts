export interface IdleOptions {
  /** The latest the work may wait for an idle moment. */
  deadlineMs?: number;
  /** Where the browser has no idle callback (Safari), how long a timer waits instead. */
  fallbackMs?: number;
}

/**
 * Runs `work` when the page is idle (no input waiting), at the latest after `deadlineMs`; where there
 * is no such hint, after a timer of `fallbackMs`. Returns what cancels it (an effect's cleanup).
 */
export function whenIdle(work: () => void, { deadlineMs = 1000, fallbackMs = 0 }: IdleOptions = {}): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, fallbackMs);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: deadlineMs });
  return () => cancelIdleCallback(idle);
}
