import { useEffect, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { bindFeedback } from '@/lib/feedback';
import '@/lib/dayjsLocale';

/** Hands antd's context-aware toast and dialog functions to code outside React. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback({ message, modal }), [message, modal]);
  return null;
}

/**
 * antd's <App> for the signed-in console: its toasts, dialogs and notifications follow the theme and
 * the language, for components (App.useApp) and for code outside React (lib/feedback). It loads
 * with the console's code: the login page shows none of them but a rare failure toast.
 */
export function ConsoleFeedback({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <FeedbackBridge />
      {children}
    </AntApp>
  );
}
