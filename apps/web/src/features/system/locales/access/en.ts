import type { accessZhCn } from './zh-cn';

export const accessEn: typeof accessZhCn = {
  message: {
    access: {
      users: {
        deptPlaceholder: 'Choose a department',
      },
      roles: {
        placeholder: 'Choose roles',
        superMark: 'super',
        disabledMark: 'disabled',
        notYours: 'Beyond your own permissions or data scope: you cannot hand it out',
        loadFailed: 'The roles could not be loaded',
      },
      menus: {
        selected: '{{count}} granted',
        notYours: 'You do not hold this yourself, so you cannot grant it',
        superRole: 'The super role holds every menu and button',
        loadFailed: 'The menus could not be loaded',
        button: 'button',
      },
      detail: {
        roles: 'Roles',
        posts: 'Posts',
        none: 'None',
      },
      resetPassword: {
        hint: 'The user is signed out everywhere at once and must change the password at the next sign-in.',
      },
    },
  },
};
