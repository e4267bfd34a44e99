import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { LockScreen } from './LockScreen';
import { useLock } from './lockStore';
import { useIdleLock } from './useIdleLock';

/**
 * Mounted beside the router, outside every layout, so a reload shows the lock before the
 * session and the page load. Runs the idle countdown while signed in and unlocked.
 */
export function LockScreenGate() {
  const phase = useSession((s) => s.phase);
  const isLocked = useLock((s) => s.isLocked);
  const { isLockScreen, lockScreenTime } = useThemeConfig((s) => s.themeConfig);
  useIdleLock(isLockScreen && phase === 'ready' && !isLocked, lockScreenTime);

  // Signed out (log out, expiry, or the browser closed on the session): no lock for the next sign-in.
  useEffect(() => {
    if (phase === 'anonymous' && isLocked) useLock.getState().unlock();
  }, [phase, isLocked]);

  return phase !== 'anonymous' && isLocked ? <LockScreen /> : null;
}
