import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentSize, Language } from '@ledgerdesk/shared';
import { OfflineIndicator } from '@/components/states/OfflineIndicator';
import { bindFeedback } from '@/lib/feedback';
import '@/lib/i18n';
import { useThemeConfig } from '@/lib/themeConfig';
import { consoleTheme } from '@/layout/theme/accessibleTheme';
import { DocumentTheme } from '@/layout/theme/DocumentTheme';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-cn': zhCN, en: enUS, 'zh-tw': zhTW };
const ANTD_SIZES: Record<ComponentSize, 'large' | 'middle' | 'small'> = { large: 'large', default: 'middle', small: 'small' };

/** Hands antd's context-aware toast and dialog functions to code outside React. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback({ message, modal }), [message, modal]);
  return null;
}

export function createQueryClient(): QueryClient {
  // The request client already toasts failures; retrying a 4xx would only repeat the toast.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Theme, locale, size and server-state providers; switching language, size, primary colour or
 * dark mode re-renders antd live, with no reload.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { globalI18n, globalComponentSize, primary, isIsDark } = useThemeConfig((s) => s.themeConfig);
  const antTheme = useMemo(() => consoleTheme(primary, isIsDark), [isIsDark, primary]);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        locale={ANTD_LOCALES[globalI18n]}
        componentSize={ANTD_SIZES[globalComponentSize]}
        theme={antTheme}
      >
        <DocumentTheme />
        <AntApp>
          <FeedbackBridge />
          <OfflineIndicator />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
