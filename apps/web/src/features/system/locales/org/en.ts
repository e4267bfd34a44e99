import type { orgZhCn } from './zh-cn';

export const orgEn: typeof orgZhCn = {
  message: {
    org: {
      topLevel: 'Top level',
      disabledMark: 'disabled',
      loadFailed: 'The departments could not be loaded',
      noDepartments: 'No departments',
      selectedCount: '{{count}} departments selected',
      postPlaceholder: 'Choose posts',
    },
  },
};
