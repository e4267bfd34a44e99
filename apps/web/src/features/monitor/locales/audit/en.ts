import type { auditZhCn } from './zh-cn';

export const auditEn: typeof auditZhCn = {
  message: {
    audit: {
      online: {
        userName: 'User name',
        nickname: 'Nickname',
        dept: 'Department',
        ip: 'Address',
        browser: 'Browser',
        os: 'OS',
        method: 'Method',
        signedInAt: 'Signed in',
        lastSeenAt: 'Last seen',
        thisSession: 'This session',
        unknown: 'Unknown',
        search: 'Search',
        reset: 'Reset',
        forceLogout: 'Force sign-out',
        forceLogoutSelected: 'Force sign-out ({{count}})',
        confirmOne: "Force {{name}}'s session to sign out?",
        confirmMany: 'Force the {{count}} selected sessions to sign out?',
        done: '{{count}} sessions signed out',
      },
      operlog: {
        succeeded: 'Succeeded',
        failed: 'Failed',
        params: 'Parameters',
        noParams: 'No parameters',
        error: 'Error',
      },
    },
  },
};
