import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { SCAN_CONFIRM_PATH } from '@ledgerdesk/shared/scan';
import { RouteLoading } from '@/components/states/RouteLoading';
import { SessionBlocked } from '@/components/states/SessionBlocked';
import LoginPage from '@/features/auth/pages/login';
import NotAuthorizedPage from '@/features/error/pages/401';
import NotFoundPage from '@/features/error/pages/404';
import { ShellLayout } from '@/layout/ShellLayout';
import type { SessionPhase } from '@/lib/session';
import { completeSignIn } from '../session/loadSession';
import { LeaveLogin, ToLogin } from './guards';
import { menuRoutes } from './menuRoutes';
import { SHELL_ROUTE_ID } from './menuRoutePatcher';
import type { RouteHandle } from '@/layout/useRouteTrail';
import { HOME_PATH } from '@/lib/homePath';
import type { ViewMap } from './resolveView';

const staticHandle = (title: string): RouteHandle => ({
  trail: [{ path: '', name: title, component: '', meta: { title, isLink: '', isHide: true, isKeepAlive: false, isAffix: false, isIframe: false, roles: [], icon: '' } }],
});

const VisualizingDemo1 = lazy(() => import('@/features/visualizing/pages/demo1'));
const VisualizingDemo2 = lazy(() => import('@/features/visualizing/pages/demo2'));
const ScanConfirmPage = lazy(() => import('@/features/auth/pages/scan-confirm'));
const PersonalPage = lazy(() => import('@/features/personal/pages/index'));

/** Full-screen pages outside the layout that every signed-in user may open (SPEC §2). */
const FULL_SCREEN_ROUTES: RouteObject[] = [
  { path: '/visualizingDemo1', element: <Suspense fallback={<RouteLoading />}><VisualizingDemo1 /></Suspense> },
  { path: '/visualizingDemo2', element: <Suspense fallback={<RouteLoading />}><VisualizingDemo2 /></Suspense> },
  // Sign-in by scan: the phone confirms here (a signed-out phone signs in first and comes back).
  { path: SCAN_CONFIRM_PATH, element: <Suspense fallback={<RouteLoading />}><ScanConfirmPage /></Suspense> },
];

/**
 * The whole route tree for one session phase. The router is rebuilt when the phase changes, so
 * by the time a deep link is matched its menu routes exist (no 404 flash after a refresh).
 */
export function routeTree(phase: SessionPhase, menus: readonly MenuRoute[], views: ViewMap): RouteObject[] {
  switch (phase) {
    case 'anonymous':
      return [
        { path: '/login', element: <LoginPage onSignedIn={completeSignIn} /> },
        { path: '*', element: <ToLogin /> },
      ];
    case 'loading':
      return [{ path: '*', element: <RouteLoading /> }];
    case 'denied':
    case 'failed':
      return [{ path: '*', element: <SessionBlocked /> }];
    case 'ready':
      return [
        { path: '/login', element: <LeaveLogin /> },
        ...FULL_SCREEN_ROUTES,
        {
          id: SHELL_ROUTE_ID,
          path: '/',
          element: <ShellLayout />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...menuRoutes(menus, views),
            // Every signed-in user's own page, granted or not (changing one's password is nobody's grant
            // to give); where a menu leads to /personal as well, both routes show the same page.
            { path: 'personal', handle: staticHandle('message.router.personal'), element: <PersonalPage /> },
            { path: '401', handle: staticHandle('message.router.noPower'), element: <NotAuthorizedPage /> },
            { path: '*', handle: staticHandle('message.router.notFound'), element: <NotFoundPage /> },
          ],
        },
      ];
  }
}
