import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { PendingAlerts } from '@/features/finance/pendingAlerts/PendingAlerts';
import { LockScreenGate } from '@/layout/lockScreen/LockScreenGate';
import { useSession } from '@/lib/session';
import { routeTree } from './routing/routeTree';
import { VIEWS } from './routing/views';
import { resumeSession } from './session/loadSession';

/**
 * One router per session phase: a page opened with a token first shows the loading tree while
 * the menus load, then the full tree is built and the same URL is matched against it.
 */
export function AppRouter() {
  const phase = useSession((s) => s.phase);

  useEffect(() => {
    if (phase === 'loading') void resumeSession();
  }, [phase]);

  const router = useMemo(() => createBrowserRouter(routeTree(phase, useSession.getState().menuList, VIEWS)), [phase]);
  useEffect(() => () => router.dispose(), [router]);

  // RouterProvider keeps the state of the first router it was given: a new router needs a new provider.
  return (
    <>
      <LockScreenGate />
      <RouterProvider key={phase} router={router} />
      {phase === 'ready' && <PendingAlerts navigate={(path) => void router.navigate(path)} />}
    </>
  );
}
