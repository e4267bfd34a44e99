import { useEffect, useState } from 'react';

/** How long typing must pause before a search or preview asks the server. */
export const TYPING_PAUSE_MS = 250;

/**
 * `value` once it has stopped changing for `pauseMs`: searches and previews follow what is typed
 * without a request per keystroke.
 */
export function useSettledValue<T>(value: T, pauseMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
