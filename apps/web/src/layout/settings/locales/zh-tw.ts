import type { settingsZhCn } from './zh-cn';

export const settingsZhTw: typeof settingsZhCn = {
  message: {
    settingsExtra: {
      watermarkBlank: '浮水印文字不能為空，仍使用「{{text}}」',
    },
  },
};
