import type { settingsZhCn } from './zh-cn';

export const settingsEn: typeof settingsZhCn = {
  message: {
    settingsExtra: {
      watermarkBlank: 'Blank text is ignored: the watermark keeps “{{text}}”',
    },
  },
};
