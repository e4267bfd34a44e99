import type { oidcZhCn } from './zh-cn';

export const oidcZhTw: typeof oidcZhCn = {
  message: {
    oidc: {
      divider: '其他登入方式',
      signInWith: '使用 {{name}} 登入',
      signingIn: '正在完成第三方登入…',
      error: {
        notLinked: '此第三方帳號尚未關聯到任何使用者，請聯絡管理員關聯後再登入。',
        stateInvalid: '本次第三方登入已失效、已使用，或是在另一個瀏覽器中發起的，請在此重新登入。',
        denied: '身分提供者未授權本次登入。',
        rejected: '身分提供者的回應未通過驗證，已拒絕登入。',
        unavailable: '身分提供者暫時無法連線，請稍後重試或使用帳號密碼登入。',
        codeInvalid: '第三方登入憑證已失效，或是在另一個瀏覽器中發起的，請在此重新登入。',
      },
    },
  },
};
