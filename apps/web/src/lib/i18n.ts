import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import zhCn from '@/locales/zh-cn';
import en from '@/locales/en';
import zhTw from '@/locales/zh-tw';
import { useThemeConfig } from './themeConfig';

const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };

function applyLanguage(lang: Language): void {
  document.documentElement.lang = HTML_LANG[lang];
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

const initial = useThemeConfig.getState().themeConfig.globalI18n;

void i18n.use(initReactI18next).init({
  resources: { 'zh-cn': { translation: zhCn }, en: { translation: en }, 'zh-tw': { translation: zhTw } },
  lng: initial,
  fallbackLng: 'zh-cn',
  // Keep 'zh-cn' / 'zh-tw' as given: no 'zh' fallback hop and no upper-casing of the region.
  lowerCaseLng: true,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // An operator console logs nothing promotional to the browser console.
  showSupportNotice: false,
});
applyLanguage(initial);

// The theme config is the one place the language is chosen; i18next follows it live (and dayjs, lib/dayjsLocale).
useThemeConfig.subscribe((state, prev) => {
  if (state.themeConfig.globalI18n !== prev.themeConfig.globalI18n) applyLanguage(state.themeConfig.globalI18n);
});

export function setLanguage(lang: Language): void {
  useThemeConfig.getState().setThemeConfig({ globalI18n: lang });
}

/**
 * Translates a key that may come from the server (menu titles), in `language` or the current one:
 * with no translation, the key itself. A name that happens to be a section of the translations (a
 * role called "role", a menu called "message") is a name, not the section: i18next would answer
 * "key 'role (en)' returned an object instead of string".
 */
export function translateTitle(key: string, language?: Language): string {
  const options = language ? { lng: language } : {};
  if (!i18n.exists(key, options)) return key;
  const text: unknown = i18n.t(key, { ...options, returnObjects: true });
  return typeof text === 'string' ? text : key;
}

export default i18n;
