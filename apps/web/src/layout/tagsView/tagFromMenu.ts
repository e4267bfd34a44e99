import type { MenuRoute } from '@ledgerdesk/shared';
import { tagKey, type TagRoute } from './tagIdentity';
import type { Tag } from './tagsStore';

/** The tag of a menu route shown at `path` with these params and query. */
export function tagFromMenu(menu: MenuRoute, route: TagRoute, path: string, share: boolean): Tag {
  return {
    key: tagKey(route, share),
    path,
    route,
    title: menu.meta.title,
    ...(menu.meta.titles ? { titles: menu.meta.titles } : {}),
    icon: menu.meta.icon,
    isAffix: menu.meta.isAffix,
    isKeepAlive: menu.meta.isKeepAlive,
  };
}

/** An external link opens elsewhere and never gets a tag (anchor §1.5). */
export const isExternalLink = (menu: MenuRoute): boolean => Boolean(menu.meta.isLink) && !menu.meta.isIframe;

/**
 * The pinned tags: every visible menu with meta.isAffix, in menu order. A pinned route with
 * params has no single address to pin, so it is left out.
 */
export function pinnedTags(menus: readonly MenuRoute[], share: boolean): Tag[] {
  const walk = (items: readonly MenuRoute[]): Tag[] =>
    items.flatMap((menu) => {
      const own =
        menu.meta.isAffix && !menu.meta.isHide && !isExternalLink(menu) && !menu.path.includes(':')
          ? [tagFromMenu(menu, { pattern: menu.path, params: {}, search: '' }, menu.path, share)]
          : [];
      return [...own, ...walk(menu.children ?? [])];
    });
  return walk(menus);
}
