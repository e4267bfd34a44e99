import type { identityZhCn } from './zh-cn';

export const identityZhTw: typeof identityZhCn = {
  message: {
    systemIdentity: {
      providerPlaceholder: '選擇身分提供者',
      noProviders: '未設定身分提供者（OIDC_PROVIDERS）',
      userPlaceholder: '輸入使用者名稱搜尋',
    },
  },
};
