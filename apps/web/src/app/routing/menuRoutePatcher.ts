import type { RouteObject } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';
import { menuRoutes } from './menuRoutes';
import type { ViewMap } from './resolveView';

/** The id of the layout route every menu route sits under. */
export const SHELL_ROUTE_ID = 'shell';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

function idsOf(routes: readonly RouteObject[], into: Set<string>): Set<string> {
  for (const route of routes) {
    if (route.id) into.add(route.id);
    idsOf(route.children ?? [], into);
  }
  return into;
}

/**
 * Menus change while the console is open (menu administration), but a router's routes are
 * fixed when it is made, and remaking it would remount the shell (open tags, kept-alive pages).
 * So the router asks this on a navigation its routes cannot place (react-router's
 * patchRoutesOnNavigation: the shell's catch-all matched): the routes of menus added since are
 * patched in where they belong, each once. Menus removed since keep their route, whose page
 * then answers "not found" (see MenuPage).
 */
export function menuRoutePatcher(initialRoutes: readonly RouteObject[], currentMenus: () => readonly MenuRoute[], views: ViewMap) {
  const known = idsOf(initialRoutes, new Set());
  const patchMissing = (patch: Patch, parentId: string, wanted: readonly RouteObject[]) => {
    for (const route of wanted) {
      if (!route.id || known.has(route.id)) {
        if (route.id) patchMissing(patch, route.id, route.children ?? []);
        continue;
      }
      patch(parentId, [route]);
      idsOf([route], known);
    }
  };
  return ({ patch }: { patch: Patch }) => patchMissing(patch, SHELL_ROUTE_ID, menuRoutes(currentMenus(), views));
}
