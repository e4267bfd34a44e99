import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { useLock } from './lockStore';
import { useIdleLock } from './useIdleLock';

/**
 * Its own chunk, never the login page's: loaded at once on a locked reload, else once the console
 * has been up a little while (it is needed only after minutes idle, and should not compete with
 * the landing page), and at the latest when the lock comes.
 */
const loadLockScreen = () => import('./LockScreen');
const LockScreen = lazy(() => loadLockScreen().then((m) => ({ default: m.LockScreen })));
const preloadLockScreen = () => void loadLockScreen().catch(() => undefined);
const PRELOAD_AFTER_MS = 10_000;
if (useLock.getState().isLocked) preloadLockScreen();

/**
 * Mounted beside the router, outside every layout, so a reload shows the lock before the
 * session and the page load. Runs the idle countdown while signed in and unlocked.
 */
export function LockScreenGate() {
  const phase = useSession((s) => s.phase);
  const isLocked = useLock((s) => s.isLocked);
  const { isLockScreen, lockScreenTime } = useThemeConfig((s) => s.themeConfig);
  useIdleLock(isLockScreen && phase === 'ready' && !isLocked, lockScreenTime);

  useEffect(() => {
    if (phase !== 'ready' || !isLockScreen) return;
    const timer = setTimeout(preloadLockScreen, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase, isLockScreen]);

  // Signed out (log out, expiry, or the browser closed on the session): no lock for the next sign-in.
  useEffect(() => {
    if (phase === 'anonymous' && isLocked) useLock.getState().unlock();
  }, [phase, isLocked]);

  return phase !== 'anonymous' && isLocked ? (
    <Suspense fallback={null}>
      <LockScreen />
    </Suspense>
  ) : null;
}
