import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { PageUnavailable } from '@/components/states/PageUnavailable';
import { IframeSlot } from '@/layout/routerView/IframeSlot';
import { LinkView } from '@/layout/routerView/LinkView';
import { isExternalLinkMenu, isIframeMenu } from '@/layout/routerView/menuLink';
import type { RouteHandle } from '@/layout/useRouteTrail';
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

/**
 * React.lazy under the layout's Suspense rather than the route's `lazy`: the router is ready at
 * once, and the layout shows its loading state while a page's chunk arrives.
 */
function pageRoute(menu: MenuRoute, views: ViewMap): Pick<RouteObject, 'element'> {
  // Link menus have no page file: an iframe of the address, or the "opened in a new window" page.
  if (isIframeMenu(menu)) return { element: <IframeSlot path={menu.path} /> };
  if (isExternalLinkMenu(menu)) return { element: <LinkView title={menu.meta.title} isLink={menu.meta.isLink} /> };
  const view = resolveView(menu.component, views);
  switch (view.kind) {
    case 'page': {
      const Page = lazyPage(view.load);
      return { element: <Page /> };
    }
    case 'outlet': {
      const target = menu.redirect || menu.children?.find((c) => !c.meta.isHide)?.path;
      return { element: target ? <Navigate to={target} replace /> : null };
    }
    default:
      return { element: <PageUnavailable component={view.component} reason={view.kind} /> };
  }
}

/**
 * Turns the server's menu tree into routes nested under the layout. A menu with children owns
 * an index route (its page, or a redirect to `redirect` / its first child) and renders the
 * children through the default outlet. A child whose path is not under its parent's cannot be
 * nested in react-router, so it is lifted to the top level, keeping its breadcrumb trail.
 */
export function menuRoutes(menus: readonly MenuRoute[], views: ViewMap): RouteObject[] {
  const lifted: RouteObject[] = [];

  const build = (items: readonly MenuRoute[], parentPath: string, trail: MenuRoute[]): RouteObject[] =>
    items.flatMap((menu) => {
      const handle: RouteHandle = { trail: [...trail, menu] };
      const children = menu.children ?? [];
      const route: RouteObject = children.length
        ? {
            path: menu.path,
            handle,
            children: [{ index: true, handle, ...pageRoute(menu, views) }, ...build(children, menu.path, handle.trail)],
          }
        : { path: menu.path, handle, ...pageRoute(menu, views) };
      if (isUnder(menu.path, parentPath)) return [route];
      lifted.push(route);
      return [];
    });

  const nested = build(menus, '/', []);
  return [...nested, ...lifted];
}
