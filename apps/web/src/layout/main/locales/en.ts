import type { shellZhCn } from './zh-cn';

export const shellEn: typeof shellZhCn = {
  message: {
    tagsView: {
      label: 'Open pages',
      refresh: 'Refresh',
      close: 'Close',
      closeOthers: 'Close others',
      closeAll: 'Close all',
      fullscreen: 'Full screen page',
      exitFullscreen: 'Exit full screen',
      more: 'More actions',
    },
    lockScreen: {
      label: 'Screen locked',
      swipeHint: 'Swipe up to unlock',
      unlockButton: 'Unlock',
      password: 'Password',
      passwordPlaceholder: 'Enter your password',
      submit: 'Unlock',
      back: 'Back',
      wrongPassword: 'Wrong password. Attempts left: {{count}}.',
      wrongPasswordNoCount: 'Wrong password.',
      tooManyAttempts: 'Too many wrong passwords. Try again in {{minutes}} minutes.',
      failed: 'Could not unlock: {{msg}}',
      logout: 'Log out',
    },
  },
};
