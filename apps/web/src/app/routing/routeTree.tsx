import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { SCAN_CONFIRM_PATH } from '@ledgerdesk/shared/scan';
import { RouteLoading } from '@/components/states/RouteLoading';
import type { SessionPhase } from '@/lib/session';
import LoginPage from '@/features/auth/pages/login';
import { completeSignIn } from '../session/loadSession';
import { LeaveLogin, ToLogin } from './guards';
import { menuRoutes, NotFoundPage } from './menuRoutes';
import { PageOnArrival } from './PageOnArrival';
import { SHELL_ROUTE_ID } from './menuRoutePatcher';
import type { RouteHandle } from '@/layout/useRouteTrail';
import { HOME_PATH } from '@/lib/homePath';
import { componentChunk } from '@/lib/preloadable';
import { ShellLayout } from './consoleCode';
import type { ViewMap } from './resolveView';

const staticHandle = (title: string): RouteHandle => ({
  trail: [{ path: '', name: title, component: '', meta: { title, isLink: '', isHide: true, isKeepAlive: false, isAffix: false, isIframe: false, roles: [], icon: '' } }],
});

/*
 * The login page comes with the entry: a signed-out visit shows it without waiting for a second
 * file, and the console shares most of its code (antd's form, inputs, buttons) anyway. Every other
 * screen is its own chunk, the console's shell (its menus and areas) above all, so the login page
 * does not wait for the console.
 */
const NotAuthorizedPage = componentChunk(() => import('@/features/error/pages/401'));
const SessionBlocked = componentChunk(() => import('@/components/states/SessionBlocked').then((m) => ({ default: m.SessionBlocked })));
const VisualizingDemo1 = componentChunk(() => import('@/features/visualizing/pages/demo1'));
const VisualizingDemo2 = componentChunk(() => import('@/features/visualizing/pages/demo2'));
const ScanConfirmPage = componentChunk(() => import('@/features/auth/pages/scan-confirm'));
const PersonalPage = componentChunk(() => import('@/features/personal/pages/index'));

/**
 * A screen that may suspend while something it imports lazily arrives (the login page's panels;
 * the shell, whose chunk the session loads before the console shows). Screens that are a chunk of
 * their own open through PageOnArrival instead, which React's reveal throttle does not hold back.
 */
const loading = (screen: ReactNode) => <Suspense fallback={<RouteLoading />}>{screen}</Suspense>;

/** Full-screen pages outside the layout that every signed-in user may open (SPEC §2). */
const FULL_SCREEN_ROUTES: RouteObject[] = [
  { path: '/visualizingDemo1', element: <PageOnArrival page={VisualizingDemo1} /> },
  { path: '/visualizingDemo2', element: <PageOnArrival page={VisualizingDemo2} /> },
  // Sign-in by scan: the phone confirms here (a signed-out phone signs in first and comes back).
  { path: SCAN_CONFIRM_PATH, element: <PageOnArrival page={ScanConfirmPage} /> },
];

/**
 * The whole route tree for one session phase. The router is rebuilt when the phase changes, so
 * by the time a deep link is matched its menu routes exist (no 404 flash after a refresh).
 */
export function routeTree(phase: SessionPhase, menus: readonly MenuRoute[], views: ViewMap): RouteObject[] {
  switch (phase) {
    case 'anonymous':
      return [
        { path: '/login', element: loading(<LoginPage onSignedIn={completeSignIn} />) },
        { path: '*', element: <ToLogin /> },
      ];
    case 'loading':
      return [{ path: '*', element: <RouteLoading /> }];
    case 'denied':
    case 'failed':
      return [{ path: '*', element: <PageOnArrival page={SessionBlocked} /> }];
    case 'ready':
      return [
        { path: '/login', element: <LeaveLogin /> },
        ...FULL_SCREEN_ROUTES,
        {
          id: SHELL_ROUTE_ID,
          path: '/',
          element: loading(<ShellLayout />),
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...menuRoutes(menus, views),
            // Every signed-in user's own page, granted or not (changing one's password is nobody's grant
            // to give); where a menu leads to /personal as well, both routes show the same page.
            { path: 'personal', handle: staticHandle('message.router.personal'), element: <PageOnArrival page={PersonalPage} /> },
            { path: '401', handle: staticHandle('message.router.noPower'), element: <PageOnArrival page={NotAuthorizedPage} /> },
            { path: '*', handle: staticHandle('message.router.notFound'), element: <PageOnArrival page={NotFoundPage} /> },
          ],
        },
      ];
  }
}
