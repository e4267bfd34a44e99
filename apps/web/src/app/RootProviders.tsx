import { useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
// The ES build: `antd/locale/*` is the CommonJS lib build, which brings its own copies of antd's helpers.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentSize, Language } from '@ledgerdesk/shared';
import { OfflineIndicator } from '@/components/states/OfflineIndicator';
import '@/lib/i18n';
import { useThemeConfig } from '@/lib/themeConfig';
import { usePrefersReducedMotion } from '@/lib/usePrefersReducedMotion';
import { consoleThemeOf } from '@/layout/theme/prebuiltTheme';
import { DocumentTheme } from '@/layout/theme/DocumentTheme';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-cn': zhCN, en: enUS, 'zh-tw': zhTW };
const ANTD_SIZES: Record<ComponentSize, 'large' | 'middle' | 'small'> = { large: 'large', default: 'middle', small: 'small' };

export function createQueryClient(): QueryClient {
  // The request client already toasts failures; retrying a 4xx would only repeat the toast.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Theme, locale, size and server-state providers of the whole app, the login page included;
 * switching language, size, primary colour or dark mode re-renders antd live, with no reload.
 * The console adds antd's <App> (ConsoleFeedback) when a session signs in.
 */
export function RootProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { globalI18n, globalComponentSize, primary, isIsDark } = useThemeConfig((s) => s.themeConfig);
  // A system asking for less motion gets none from antd (drawers, dropdowns and messages appear at
  // once); the page transition already honours it in CSS.
  const reducedMotion = usePrefersReducedMotion();
  const antTheme = useMemo(() => {
    const chosen = consoleThemeOf(primary, isIsDark);
    return reducedMotion ? { ...chosen, token: { ...chosen.token, motion: false } } : chosen;
  }, [isIsDark, primary, reducedMotion]);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        locale={ANTD_LOCALES[globalI18n]}
        componentSize={ANTD_SIZES[globalComponentSize]}
        theme={antTheme}
      >
        <DocumentTheme />
        <OfflineIndicator />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
