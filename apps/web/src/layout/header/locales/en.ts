import type { headerZhCn } from './zh-cn';

export const headerEn: typeof headerZhCn = {
  message: {
    headerTools: {
      more: 'More tools',
    },
  },
};
