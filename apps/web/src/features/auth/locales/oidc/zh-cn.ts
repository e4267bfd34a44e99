export const oidcZhCn = {
  message: {
    oidc: {
      divider: '其他登录方式',
      signInWith: '使用 {{name}} 登录',
      signingIn: '正在完成第三方登录…',
      error: {
        notLinked: '该第三方账号尚未关联到任何用户，请联系管理员关联后再登录。',
        stateInvalid: '本次第三方登录已失效、已使用，或是在另一个浏览器中发起的，请在此重新登录。',
        denied: '身份提供方未授权本次登录。',
        rejected: '身份提供方的应答未通过校验，已拒绝登录。',
        unavailable: '身份提供方暂时无法访问，请稍后重试或使用账号密码登录。',
        codeInvalid: '第三方登录凭据已失效，或是在另一个浏览器中发起的，请在此重新登录。',
      },
    },
  },
};
