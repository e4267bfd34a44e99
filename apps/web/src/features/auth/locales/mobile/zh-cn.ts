/** Texts of sign-in by mobile code (the login page's mobile tab). */
export const mobileZhCn = {
  message: {
    mobileSignIn: {
      phoneRequired: '请输入手机号',
      phoneInvalid: '请输入 11 位中国大陆手机号',
      codeRequired: '请输入短信验证码',
      codeFormat: '短信验证码为 6 位数字',
      resendIn: '{{count}} 秒后重新获取',
      sent: '如该手机号已绑定账号，验证码已发送，{{minutes}} 分钟内有效。',
      failure: {
        rateLimited: '获取验证码过于频繁，请 {{seconds}} 秒后再试。',
        noCode: '请先获取该手机号的验证码。',
        codeExpired: '验证码已过期，请重新获取。',
        codeUsed: '验证码已使用，请重新获取。',
        codeInvalid: '短信验证码错误。',
        attemptsLeft_one: '该验证码还可尝试 {{count}} 次。',
        attemptsLeft_other: '该验证码还可尝试 {{count}} 次。',
        codeDead: '该验证码已失效，请重新获取。',
        tooManyTries: '验证码错误次数过多，请重新获取。',
        ambiguousPhone: '该手机号对应多个账号，请联系管理员更正，或使用账号密码登录。',
        noAccount: '该手机号没有对应的账号，请使用账号密码登录。',
      },
    },
  },
};
