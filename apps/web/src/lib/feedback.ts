import { message, Modal } from 'antd';
import type { ModalFuncProps } from 'antd';

/**
 * Toasts and dialogs raised from outside React (the request client). Inside the app the
 * providers bind the context-aware instances of antd's <App>, so they follow the theme and
 * locale; before that (and in isolated tests) antd's static functions serve.
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

let current: Feedback = { message, modal: Modal };

export function bindFeedback(next: Feedback): void {
  current = next;
}

export function feedback(): Feedback {
  return current;
}
