import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ConsoleFeedback } from './ConsoleFeedback';
import { RootProviders } from './RootProviders';

export { createQueryClient } from './RootProviders';

/**
 * Everything a console screen renders within, antd's <App> included, at once: what a test gives
 * the page it renders. The app itself (main.tsx) starts from RootProviders, and AppRouter adds the
 * console's <App> when a session signs in, so the login page does not load it.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <RootProviders queryClient={queryClient}>
      <ConsoleFeedback>{children}</ConsoleFeedback>
    </RootProviders>
  );
}
