import type { RiskMessages } from './zh-cn';

export const riskEn: RiskMessages = {
  message: {
    risk: {
      blockIp: 'Block IP',
      blockIpTitle: 'Block {{ip}}',
      myAddress: 'Your address as the server sees it: {{ip}}. Entries covering it for staff sign-in or the admin console are refused, so you cannot lock yourself out.',
      pendingApproval: 'Filed for a second operator (request #{{id}}); the entry stays as it is until approved.',
      loopbackNote: 'Loopback (127.0.0.1 / ::1) is never blocked by the automatic rule.',
      tabs: { records: 'Sign-ins', shared: 'Shared by several members' },
      shared: {
        byIp: 'By IP',
        byDevice: 'By device',
        windowDays: 'Last days',
        cidr: 'IP / CIDR',
        search: 'Search',
        key: 'IP / device',
        members: 'Members',
        events: 'Sign-ins',
        failures: 'Failures',
        countries: 'Countries',
        accounts: 'Members (some)',
        lastAt: 'Last sign-in',
        showRecords: 'Show sign-ins',
        focused: 'Showing the sign-ins of {{value}} only',
        showAll: 'Show all',
        note: 'Addresses or devices that two or more member accounts signed in from within the window. This look-up is written to the operation log.',
      },
      loginError: {
        tabs: { members: 'Member failures', locks: 'Member locks', staff: 'Staff failures' },
        topTitle: 'Addresses with the most failures in the last hour',
        memberFailures: 'Member failures',
        staffFailures: 'Staff failures',
        accounts: 'Accounts',
        none: 'No failed sign-ins in the last hour.',
        twoFactorNote: 'Unlocking only lifts the sign-in lock: the member must still pass two-factor verification at the next sign-in.',
        staffNote: "Staff failures are the login log's own rows (not copied); tried passwords are never shown.",
      },
      otp: {
        hashNote: 'Codes are stored only as a hash: nobody, administrators included, can see a code or make one for a member.',
        staffLink: 'Staff sign-in codes: System › Verification codes',
      },
    },
  },
};
