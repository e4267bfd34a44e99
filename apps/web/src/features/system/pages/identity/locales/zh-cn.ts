export const identityZhCn = {
  message: {
    systemIdentity: {
      providerPlaceholder: '选择身份提供方',
      noProviders: '未配置身份提供方（OIDC_PROVIDERS）',
      userPlaceholder: '输入用户名查找',
    },
  },
};
