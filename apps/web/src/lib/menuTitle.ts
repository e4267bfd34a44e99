import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelTitles, Language, RouteMeta } from '@ledgerdesk/shared';
import { translateTitle } from './i18n';

/**
 * What a menu title is made of: `title` (an i18n key, or the zh-cn text) and the menu's own texts
 * in the other languages (a route's, or a reference's label titles, where an unset one is null).
 */
export type MenuTitleSource = Pick<RouteMeta, 'title'> & { titles?: Partial<LabelTitles> };

/**
 * The title a menu, route or tag shows in `language`: the menu's own text for that language when
 * it has one (a title given in three languages), else `title` translated when it is an i18n key,
 * or as it is (zh-cn text, or a title given in one language only).
 */
export function menuTitle(meta: MenuTitleSource, language: Language): string {
  const own = language === 'zh-cn' ? undefined : meta.titles?.[language];
  return own || translateTitle(meta.title, language);
}

/** menuTitle in the current language; components using it re-render when the language changes. */
export function useMenuTitle(): (meta: MenuTitleSource) => string {
  const language = useTranslation().i18n.language as Language;
  return useCallback((meta: MenuTitleSource) => menuTitle(meta, language), [language]);
}
