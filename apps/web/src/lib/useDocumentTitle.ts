import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTitle } from './i18n';
import { useThemeConfig } from './themeConfig';

/** Sets the tab title to 'page title - global title', following the language live. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { i18n } = useTranslation();
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  useEffect(() => {
    document.title = titleKey ? `${translateTitle(titleKey)} - ${globalTitle}` : globalTitle;
  }, [titleKey, globalTitle, i18n.language]);
}
