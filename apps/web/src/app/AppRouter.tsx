import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordChangeGate } from '@/features/personal/PasswordChangeGate';
import { LockScreenGate } from '@/layout/lockScreen/LockScreenGate';
import { useSession } from '@/lib/session';
import { menuRoutePatcher } from './routing/menuRoutePatcher';
import { routeTree } from './routing/routeTree';
import { VIEWS } from './routing/views';
import { followRevisions } from './session/followRevisions';
import { resumeSession } from './session/loadSession';

/**
 * One router per session phase: a page opened with a token first shows the loading tree while
 * the menus load, then the full tree is built and the same URL is matched against it. Menus that
 * change later (a newer menu revision) are patched into the same router, never a new one: a new
 * router would remount the shell with its tags and kept-alive pages.
 */
export function AppRouter() {
  const phase = useSession((s) => s.phase);
  // An administrator reset the password: the server refuses all but the change, so nothing else is shown.
  const mustChangePassword = useSession((s) => s.phase !== 'anonymous' && s.phase !== 'loading' && !!s.userInfo?.mustChangePassword);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (phase === 'loading') void resumeSession();
  }, [phase]);

  useEffect(() => followRevisions(queryClient), [queryClient]);

  const router = useMemo(() => {
    const routes = routeTree(phase, useSession.getState().menuList, VIEWS);
    const patchRoutesOnNavigation = phase === 'ready' ? menuRoutePatcher(routes, () => useSession.getState().menuList, VIEWS) : undefined;
    return createBrowserRouter(routes, { patchRoutesOnNavigation });
  }, [phase]);
  useEffect(() => () => router.dispose(), [router]);

  // RouterProvider keeps the state of the first router it was given: a new router needs a new provider.
  return (
    <>
      <LockScreenGate />
      {mustChangePassword ? <PasswordChangeGate /> : <RouterProvider key={phase} router={router} />}
    </>
  );
}
