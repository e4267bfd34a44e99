// First, before any module parses: the CSP has no 'unsafe-eval', and zod's eval probe would be reported as a violation.
import '@ledgerdesk/shared/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '@/app/AppRouter';
import { Providers } from '@/app/Providers';
// Area translations that must exist before any page loads (menu titles).
import '@/features/system/locales';
import '@/features/finance/locales';
import '@/features/member/locales';
import './styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
