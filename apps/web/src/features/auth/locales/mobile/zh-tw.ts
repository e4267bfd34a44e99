import type { mobileZhCn } from './zh-cn';

export const mobileZhTw: typeof mobileZhCn = {
  message: {
    mobileSignIn: {
      phoneRequired: '請輸入手機號碼',
      phoneInvalid: '請輸入 11 位中國大陸手機號碼',
      codeRequired: '請輸入簡訊驗證碼',
      codeFormat: '簡訊驗證碼為 6 位數字',
      resendIn: '{{count}} 秒後重新取得',
      sent: '如該手機號碼已綁定帳號，驗證碼已發送，{{minutes}} 分鐘內有效。',
      failure: {
        rateLimited: '取得驗證碼過於頻繁，請 {{seconds}} 秒後再試。',
        noCode: '請先取得該手機號碼的驗證碼。',
        codeExpired: '驗證碼已過期，請重新取得。',
        codeUsed: '驗證碼已使用，請重新取得。',
        codeInvalid: '簡訊驗證碼錯誤。',
        attemptsLeft_one: '該驗證碼還可嘗試 {{count}} 次。',
        attemptsLeft_other: '該驗證碼還可嘗試 {{count}} 次。',
        codeDead: '該驗證碼已失效，請重新取得。',
        tooManyTries: '驗證碼錯誤次數過多，請重新取得。',
        ambiguousPhone: '該手機號碼對應多個帳號，請聯絡管理員更正，或使用帳號密碼登入。',
        noAccount: '該手機號碼沒有對應的帳號，請使用帳號密碼登入。',
      },
    },
  },
};
