import type { ModalFuncProps } from 'antd';
import { useSession } from './session';

/**
 * Toasts and dialogs raised from outside React (the request client). The signed-in console binds
 * the context-aware instances of antd's <App> (app/ConsoleFeedback), so they follow the theme and
 * locale; the login page has no <App> (its code is not the login page's to load), and antd's static
 * functions serve there, loaded with the first toast.
 */
export interface Feedback {
  /** `key`: a toast with the key of one still shown replaces it instead of stacking a copy. */
  message: {
    error: (content: string | { content: string; key: string }) => unknown;
    success: (content: string) => unknown;
    warning: (content: string) => unknown;
  };
  modal: { warning: (props: ModalFuncProps) => unknown; confirm: (props: ModalFuncProps) => unknown };
}

let bound: Feedback | null = null;
/** What was raised in a signed-in session before its console's <App> was there to show it. */
const waiting: Array<(feedback: Feedback) => void> = [];

/** Binds the console's instances; the returned function unbinds them (the <App> unmounts). */
export function bindFeedback(next: Feedback): () => void {
  bound = next;
  for (const show of waiting.splice(0)) show(next);
  return () => {
    if (bound === next) bound = null;
  };
}

const loadStaticFeedback = (): Promise<Feedback> =>
  Promise.all([import('antd/es/message'), import('antd/es/modal')]).then(([message, modal]) => ({ message: message.default, modal: modal.default }));

/**
 * Shows it with the console's instances once they are bound. A signed-in session's console is on
 * its way (the greeting after a sign-in is raised before it renders); a signed-out page has none,
 * so antd's static functions show it.
 */
function showWhenReady(show: (feedback: Feedback) => unknown): void {
  if (bound) show(bound);
  else if (useSession.getState().phase !== 'anonymous') waiting.push(show);
  else void loadStaticFeedback().then(show);
}

const deferred: Feedback = {
  message: {
    error: (content) => showWhenReady((f) => f.message.error(content)),
    success: (content) => showWhenReady((f) => f.message.success(content)),
    warning: (content) => showWhenReady((f) => f.message.warning(content)),
  },
  modal: {
    warning: (props) => showWhenReady((f) => f.modal.warning(props)),
    confirm: (props) => showWhenReady((f) => f.modal.confirm(props)),
  },
};

export function feedback(): Feedback {
  return bound ?? deferred;
}
