import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import { menuTitle, type MenuTitleSource } from './menuTitle';
import { useThemeConfig } from './themeConfig';

/** Sets the tab title to 'page title - global title' (the page's menu title), following the language live. */
export function useDocumentTitle(page: MenuTitleSource | undefined): void {
  const { i18n } = useTranslation();
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  const pageTitle = page ? menuTitle(page, i18n.language as Language) : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${globalTitle}` : globalTitle;
  }, [pageTitle, globalTitle]);
}
