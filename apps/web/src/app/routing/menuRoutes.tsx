import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { PageUnavailable } from '@/components/states/PageUnavailable';
import NotFoundPage from '@/features/error/pages/404';
import { IframeSlot } from '@/layout/routerView/IframeSlot';
import { LinkView } from '@/layout/routerView/LinkView';
import { isExternalLinkMenu, isIframeMenu } from '@/layout/routerView/menuLink';
import type { RouteHandle } from '@/layout/useRouteTrail';
import { useSession } from '@/lib/session';
import { resolveView, type ViewLoader, type ViewMap } from './resolveView';

function isUnder(path: string, parent: string): boolean {
  return parent === '/' || path.startsWith(`${parent}/`);
}

// One lazy component per page file, so rebuilding the route tree never reloads a page module.
const lazyPages = new Map<ViewLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(load: ViewLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
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
 * React.lazy under the layout's Suspense rather than the route's `lazy`: the router is ready at
 * once, and the layout shows its loading state while a page's chunk arrives.
 */
function pageOf(menu: MenuRoute, views: ViewMap) {
  // Link menus have no page file: an iframe of the address, or the "opened in a new window" page.
  if (isIframeMenu(menu)) return <IframeSlot path={menu.path} />;
  if (isExternalLinkMenu(menu)) return <LinkView title={menu.meta} isLink={menu.meta.isLink} />;
  const view = resolveView(menu.component, views);
  switch (view.kind) {
    case 'page': {
      const Page = lazyPage(view.load);
      return <Page />;
    }
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
  return menu ? pageOf(menu, views) : <NotFoundPage />;
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
