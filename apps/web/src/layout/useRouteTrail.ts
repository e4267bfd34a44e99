import { useMatches } from 'react-router';
import type { MenuRoute } from '@ledgerdesk/shared';

/** What the layout reads from a matched route's `handle`: the menu items leading to it. */
export interface RouteHandle {
  trail: MenuRoute[];
}

/** The menu trail of the deepest matched route: breadcrumb, selected menu and page title. */
export function useRouteTrail(): MenuRoute[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.trail) return handle.trail;
  }
  return [];
}
