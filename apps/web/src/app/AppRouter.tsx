import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LockScreenGate } from '@/layout/lockScreen/LockScreenGate';
import { useSession } from '@/lib/session';
import { HOME_COMPONENT, HOME_PATH } from '@/lib/homePath';
import { whenIdle } from '@/lib/whenIdle';
import { RouteLoading } from '@/components/states/RouteLoading';
import { ConsoleFeedback, fetchConsoleCode, loadConsoleCode } from './routing/consoleCode';
import { menuRoutePatcher } from './routing/menuRoutePatcher';
import { preloadView } from './routing/menuRoutes';
import { landingPath } from './routing/redirects';
import { routeTree } from './routing/routeTree';
import { VIEWS } from './routing/views';
import { followRevisions } from './session/followRevisions';
import { resumeSession } from './session/loadSession';

// Only a user whose password an administrator reset ever sees it.
const PasswordChangeGate = lazy(() => import('@/features/personal/PasswordChangeGate').then((m) => ({ default: m.PasswordChangeGate })));

/**
 * The first key typed on a signed-out page says a sign-in is coming: the console's code starts
 * downloading then, while the user types, instead of after the sign-in answer, and so does the home
 * page when that is where the sign-in lands (any other landing page loads once the menus name it).
 * It runs once the page is idle, or once a sign-in is submitted, after the form's own handling has
 * sent it: run on arrival, its one long task held up a click on the submit button that came
 * meanwhile (a password manager fills and submits at once), and the sign-in request with it.
 */
function useWarmUpOnFirstInput(anonymous: boolean) {
  useEffect(() => {
    if (!anonymous) return;
    let ran = false;
    const run = () => {
      if (ran) return;
      ran = true;
      void loadConsoleCode().catch(() => undefined);
      if (landingPath() === HOME_PATH) preloadView(HOME_COMPONENT, VIEWS);
    };
    const warmUp = () => void fetchConsoleCode().then(() => whenIdle(run));
    const submitted = () => setTimeout(run, 0);
    document.addEventListener('input', warmUp, { capture: true, once: true });
    document.addEventListener('submit', submitted, { capture: true, once: true });
    return () => {
      document.removeEventListener('input', warmUp, { capture: true });
      document.removeEventListener('submit', submitted, { capture: true });
    };
  }, [anonymous]);
}

/**
 * Whether the console's antd <App> is wanted: from the first moment the session is not signed out,
 * and for the rest of the page's life, so what it shows outlives the console (the session-expiry
 * alert, raised as the session clears) and the screens under it are not remounted again.
 */
function useConsoleFeedback(anonymous: boolean): boolean {
  const [wanted, setWanted] = useState(!anonymous);
  if (!anonymous && !wanted) setWanted(true);
  return wanted;
}

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
  useWarmUpOnFirstInput(phase === 'anonymous');
  const consoleFeedback = useConsoleFeedback(phase === 'anonymous');

  const router = useMemo(() => {
    const routes = routeTree(phase, useSession.getState().menuList, VIEWS);
    const patchRoutesOnNavigation = phase === 'ready' ? menuRoutePatcher(routes, () => useSession.getState().menuList, VIEWS) : undefined;
    return createBrowserRouter(routes, { patchRoutesOnNavigation });
  }, [phase]);
  useEffect(() => () => router.dispose(), [router]);

  // RouterProvider keeps the state of the first router it was given: a new router needs a new provider.
  const screens = (
    <>
      <LockScreenGate />
      {mustChangePassword ? (
        <Suspense>
          <PasswordChangeGate />
        </Suspense>
      ) : (
        <RouterProvider key={phase} router={router} />
      )}
    </>
  );
  if (!consoleFeedback) return screens;
  return (
    <Suspense fallback={<RouteLoading />}>
      <ConsoleFeedback>{screens}</ConsoleFeedback>
    </Suspense>
  );
}
