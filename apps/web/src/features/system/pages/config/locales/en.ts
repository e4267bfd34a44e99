import type { configPageZhCn } from './zh-cn';

export const configPageEn: typeof configPageZhCn = {
  message: {
    configPage: {
      reveal: 'Show',
      hide: 'Hide',
      revealFailed: 'The value could not be read',
      sensitive: 'Sensitive value hidden',
    },
  },
};
