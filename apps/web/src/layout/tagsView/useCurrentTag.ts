import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useThemeConfig } from '@/lib/themeConfig';
import type { RouteHandle } from '../useRouteTrail';
import { isParentComponent } from '../routerView/parentComponent';
import { isExternalLink, tagFromMenu } from './tagFromMenu';
import type { Tag } from './tagsStore';

/**
 * The tag of the page on screen, or null when it has none: an external link, or a menu that only
 * redirects to its first child (it would flash a tag for a page nobody sees).
 */
export function useCurrentTag(): Tag | null {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const share = useThemeConfig((s) => s.themeConfig.isShareTagsView);

  return useMemo(() => {
    const match = matches.findLast((m) => (m.handle as RouteHandle | undefined)?.trail);
    const menu = (match?.handle as RouteHandle | undefined)?.trail.at(-1);
    if (!match || !menu || isExternalLink(menu)) return null;
    if (menu.children?.length && isParentComponent(menu.component)) return null;
    // Static pages (404, 401) have no menu path: their own address is their identity.
    const params = Object.fromEntries(
      Object.entries(match.params).filter((entry): entry is [string, string] => entry[0] !== '*' && entry[1] !== undefined),
    );
    return tagFromMenu(menu, { pattern: menu.path || pathname, params, search }, pathname + search, share);
  }, [matches, pathname, search, share]);
}
