import type { mobileZhCn } from './zh-cn';

export const mobileEn: typeof mobileZhCn = {
  message: {
    mobileSignIn: {
      phoneRequired: 'Please enter your mobile number',
      phoneInvalid: 'Enter an 11-digit mainland China mobile number',
      codeRequired: 'Please enter the SMS code',
      codeFormat: 'The SMS code is 6 digits',
      resendIn: 'Again in {{count}} s',
      sent: 'If this number belongs to an account, a code is on its way. It is valid for {{minutes}} minutes.',
      failure: {
        rateLimited: 'Too many codes were requested. Please try again in {{seconds}} seconds.',
        noCode: 'Please get a code for this number first.',
        codeExpired: 'The code has expired. Please get a new one.',
        codeUsed: 'This code has already been used. Please get a new one.',
        codeInvalid: 'The SMS code is wrong.',
        attemptsLeft_one: '{{count}} more try with this code.',
        attemptsLeft_other: '{{count}} more tries with this code.',
        codeDead: 'This code can no longer be used. Please get a new one.',
        tooManyTries: 'Too many wrong codes. Please get a new one.',
        ambiguousPhone: 'Several accounts have this number. Please ask an administrator to correct it, or sign in with your account.',
        noAccount: 'No account has this number. Please sign in with your account.',
      },
    },
  },
};
