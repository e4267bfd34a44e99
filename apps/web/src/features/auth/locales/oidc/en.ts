import type { oidcZhCn } from './zh-cn';

export const oidcEn: typeof oidcZhCn = {
  message: {
    oidc: {
      divider: 'Or sign in with',
      signInWith: 'Sign in with {{name}}',
      signingIn: 'Finishing the sign-in…',
      error: {
        notLinked: 'This account is not linked to any user. Ask an administrator to link it, then sign in again.',
        stateInvalid: 'This sign-in has expired, was already used, or was started in another browser. Please start again here.',
        denied: 'The identity provider did not authorise the sign-in.',
        rejected: "The identity provider's answer failed validation; the sign-in was refused.",
        unavailable: 'The identity provider cannot be reached. Try again later or sign in with your account and password.',
        codeInvalid: 'The sign-in has expired or was started in another browser. Please start again here.',
      },
    },
  },
};
