import type { headerZhCn } from './zh-cn';

export const headerZhTw: typeof headerZhCn = {
  message: {
    headerTools: {
      more: '更多工具',
    },
  },
};
