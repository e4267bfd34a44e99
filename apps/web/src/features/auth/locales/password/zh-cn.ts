/** Texts of the account-and-password form that the app-wide login texts do not have. */
export const passwordZhCn = {
  message: {
    passwordSignIn: {
      failure: {
        rateLimited_one: '此网络的登录尝试过于频繁，请 {{count}} 分钟后再试。',
        rateLimited_other: '此网络的登录尝试过于频繁，请 {{count}} 分钟后再试。',
      },
    },
  },
};
