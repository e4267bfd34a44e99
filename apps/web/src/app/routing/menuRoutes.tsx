import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { IframeSlot } from '@/layout/routerView/IframeSlot';
import { isExternalLinkMenu, isIframeMenu } from '@/layout/routerView/menuLink';
import type { RouteHandle } from '@/layout/useRouteTrail';
import { useSession } from '@/lib/session';
import { componentChunk, type ComponentChunk } from '@/lib/preloadable';
import { PageOnArrival } from './PageOnArrival';
import { resolveView, type ViewLoader, type ViewMap } from './resolveView';

function isUnder(path: string, parent: string): boolean {
  return parent === '/' || path.startsWith(`${parent}/`);
}

// One chunk per page file, so rebuilding the route tree never reloads a page module.
const pageChunks = new Map<ViewLoader, ComponentChunk<ComponentType>>();

function pageChunk(load: ViewLoader): ComponentChunk<ComponentType> {
  let page = pageChunks.get(load);
  if (!page) {
    page = componentChunk(load);
    pageChunks.set(load, page);
  }
  return page;
}

// Rare pages (a link menu, a menu naming no page file) with antd's Result and Typography: chunks of
// their own under the layout's Suspense, not in the entry the login page loads.
const LinkView = lazy(() => import('@/layout/routerView/LinkView').then((m) => ({ default: m.LinkView })));
const PageUnavailable = lazy(() => import('@/components/states/PageUnavailable').then((m) => ({ default: m.PageUnavailable })));

/** The shell's "wrong address" page, inside the layout: a chunk of its own, like every page. */
export const NotFoundPage = componentChunk(() => import('@/features/error/pages/404'));

/**
 * Starts loading the page a menu path opens, while the session is still being set up: the
 * landing page's chunk then arrives beside the shell's instead of after it. Failures are left
 * to the page's own render, which asks again.
 */
export function preloadMenuPage(menus: readonly MenuRoute[], path: string, views: ViewMap): void {
  const menu = findMenu(menus, path);
  if (!menu || isIframeMenu(menu) || isExternalLinkMenu(menu)) return;
  preloadView(menu.component, views);
}

/** Starts loading the page file a component string names (the same lazy page its route renders). */
export function preloadView(component: string, views: ViewMap): void {
  const view = resolveView(component, views);
  if (view.kind === 'page') pageChunk(view.load).preload().catch(() => undefined);
}

/** The route id of a menu's route: its path, which is unique among menus. */
export const menuRouteId = (path: string) => `menu:${path}`;

function findMenu(menus: readonly MenuRoute[], path: string): MenuRoute | undefined {
  for (const menu of menus) {
    if (menu.path === path) return menu;
    const found = findMenu(menu.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/**
 * A page loaded by the page itself rather than by the route's `lazy`: the router is ready at once,
 * and the page shows the loading state while its chunk arrives (PageOnArrival).
 */
function pageOf(menu: MenuRoute, views: ViewMap) {
  // Link menus have no page file: an iframe of the address, or the "opened in a new window" page.
  if (isIframeMenu(menu)) return <IframeSlot path={menu.path} />;
  if (isExternalLinkMenu(menu)) return <LinkView title={menu.meta} isLink={menu.meta.isLink} />;
  const view = resolveView(menu.component, views);
  switch (view.kind) {
    case 'page':
      return <PageOnArrival page={pageChunk(view.load)} />;
    case 'outlet': {
      const target = menu.redirect || menu.children?.find((c) => !c.meta.isHide)?.path;
      return target ? <Navigate to={target} replace /> : null;
    }
    default:
      return <PageUnavailable component={view.component} reason={view.kind} />;
  }
}

/**
 * A menu's page as the session's menus have it NOW, not as they were when the route was made:
 * menus change while the console is open (menu administration), so a page whose menu is gone
 * stops being reachable at once, and a changed component or redirect takes effect.
 */
function MenuPage({ path, views }: { path: string; views: ViewMap }) {
  const menu = useSession((s) => findMenu(s.menuList, path));
  return menu ? pageOf(menu, views) : <PageOnArrival page={NotFoundPage} />;
}

/**
 * Turns the server's menu tree into routes nested under the layout. Every menu route (id
 * `menu:<path>`) owns an index route with its page (or a redirect to `redirect` / its first
 * child) and renders its children through the default outlet, so a page that gains a child
 * later only needs the child patched in. A child whose path is not under its parent's cannot be
 * nested in react-router, so it is lifted to the top level, keeping its breadcrumb trail.
 */
export function menuRoutes(menus: readonly MenuRoute[], views: ViewMap): RouteObject[] {
  const lifted: RouteObject[] = [];

  const build = (items: readonly MenuRoute[], parentPath: string, trail: MenuRoute[]): RouteObject[] =>
    items.flatMap((menu) => {
      const handle: RouteHandle = { trail: [...trail, menu] };
      const id = menuRouteId(menu.path);
      const route: RouteObject = {
        id,
        path: menu.path,
        handle,
        children: [{ id: `${id}#page`, index: true, handle, element: <MenuPage path={menu.path} views={views} /> }, ...build(menu.children ?? [], menu.path, handle.trail)],
      };
      if (isUnder(menu.path, parentPath)) return [route];
      lifted.push(route);
      return [];
    });

  const nested = build(menus, '/', []);
  return [...nested, ...lifted];
}
