// First, before any module builds a zod schema: the CSP has no 'unsafe-eval', and zod's eval probe
// would be reported as a violation. It sets zod's jitless mode without loading zod.
import '@ledgerdesk/shared/zod-without-eval';
// Before any other CSS, where antd's runtime styles would go: the login page's antd styles, written
// at build time so the page does not compute them (vite/antdPrebuiltStyles.ts).
import 'virtual:antd-login-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/AppRouter';
import { RootProviders } from '@/app/RootProviders';
import { setAreaMessages } from '@/app/routing/consoleCode';
import './styles.css';

/*
 * Every area's translations (menu titles, pending alerts, dictionary labels): there before the
 * console shows, so a menu is titled before its page loads, but loaded with the console's code
 * once the user starts signing in, never with the login page. A new area adds its locales here.
 */
setAreaMessages(() => [
  import('@/features/system/locales'),
  import('@/features/finance/locales'),
  import('@/features/member/locales'),
  import('@/features/approval/locales'),
  import('@/features/treasury/locales'),
  import('@/features/risk/locales'),
  import('@/features/report/locales'),
  import('@/features/generator/locales'),
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RootProviders>
      <AppRouter />
    </RootProviders>
  </StrictMode>,
);
