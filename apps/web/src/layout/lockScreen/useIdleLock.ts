import { useEffect } from 'react';
import { LOCK_SCREEN_MAX_SECONDS, LOCK_SCREEN_MIN_SECONDS } from '@ledgerdesk/shared';
import { APP_PREFIX, local } from '@/lib/storage';
import { createIdleCountdown } from './idleCountdown';
import { ACTIVITY_KEY, useLock } from './lockStore';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Other tabs hear about activity at most this often (each write is a storage event there). */
const SHARE_EVERY_MS = 1000;

const clampSeconds = (seconds: number) =>
  Math.min(LOCK_SCREEN_MAX_SECONDS, Math.max(LOCK_SCREEN_MIN_SECONDS, Math.round(seconds) || LOCK_SCREEN_MIN_SECONDS));

/**
 * While `active`, locks the screen after `seconds` without mouse, keyboard, wheel, touch or
 * scroll activity in any tab of this app.
 */
export function useIdleLock(active: boolean, seconds: number): void {
  useEffect(() => {
    if (!active) return undefined;
    const countdown = createIdleCountdown(clampSeconds(seconds), () => useLock.getState().lock());
    let sharedAt = 0;
    const onActivity = () => {
      countdown.reset();
      const now = Date.now();
      if (now - sharedAt < SHARE_EVERY_MS) return;
      sharedAt = now;
      local.set(ACTIVITY_KEY, now);
    };
    const onOtherTab = (e: StorageEvent) => {
      if (e.key === APP_PREFIX + ACTIVITY_KEY) countdown.reset();
    };
    const options = { capture: true, passive: true };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, options));
    window.addEventListener('storage', onOtherTab);
    return () => {
      countdown.stop();
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, options));
      window.removeEventListener('storage', onOtherTab);
    };
  }, [active, seconds]);
}
