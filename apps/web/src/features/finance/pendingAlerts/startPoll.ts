import { ResultCode } from '@ledgerdesk/shared';
import { ApiError } from '@/lib/request';

export interface PollOptions<T> {
  fetch: () => Promise<T>;
  onResult: (result: T) => void;
  intervalMs: number;
  /** Checked before every tick: polling ends for good once it answers false (signed out). */
  shouldContinue: () => boolean;
}

/**
 * Calls `fetch` now and then `intervalMs` after each answer. The next call is scheduled only once
 * the previous one settled (setTimeout chaining, never setInterval), so a slow server never sees
 * overlapping polls. A failed tick is retried on the next; a 401 (session gone) ends the polling.
 * Returns the function that stops it.
 */
export function startPoll<T>({ fetch, onResult, intervalMs, shouldContinue }: PollOptions<T>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    if (!shouldContinue()) {
      stopped = true;
      return;
    }
    try {
      const result = await fetch();
      if (!stopped) onResult(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.unauthorized) stopped = true;
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };

  void tick();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
