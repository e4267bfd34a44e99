import type { passwordZhCn } from './zh-cn';

export const passwordEn: typeof passwordZhCn = {
  message: {
    passwordSignIn: {
      failure: {
        rateLimited_one: 'Too many sign-in attempts from this network. Please try again in {{count}} minute.',
        rateLimited_other: 'Too many sign-in attempts from this network. Please try again in {{count}} minutes.',
      },
    },
  },
};
