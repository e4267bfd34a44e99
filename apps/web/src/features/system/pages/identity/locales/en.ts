import type { identityZhCn } from './zh-cn';

export const identityEn: typeof identityZhCn = {
  message: {
    systemIdentity: {
      providerPlaceholder: 'Choose a provider',
      noProviders: 'No identity provider is configured (OIDC_PROVIDERS)',
      userPlaceholder: 'Type a user name to search',
    },
  },
};
