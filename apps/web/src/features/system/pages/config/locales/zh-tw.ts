import type { configPageZhCn } from './zh-cn';

export const configPageZhTw: typeof configPageZhCn = {
  message: {
    configPage: {
      reveal: '顯示',
      hide: '隱藏',
      revealFailed: '無法讀取該參數值',
      sensitive: '敏感值已隱藏',
    },
  },
};
