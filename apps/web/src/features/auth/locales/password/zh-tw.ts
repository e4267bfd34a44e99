import type { passwordZhCn } from './zh-cn';

export const passwordZhTw: typeof passwordZhCn = {
  message: {
    passwordSignIn: {
      failure: {
        rateLimited_one: '此網路的登入嘗試過於頻繁，請 {{count}} 分鐘後再試。',
        rateLimited_other: '此網路的登入嘗試過於頻繁，請 {{count}} 分鐘後再試。',
      },
    },
  },
};
