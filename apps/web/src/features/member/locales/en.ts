import type { memberZhCn } from './zh-cn';

export const memberEn: typeof memberZhCn = {
  message: {
    router: { member: 'Members', memberList: 'Member list', memberKyc: 'Real-name authentication' },
    button: { memberStatus: 'Change member status', kycReview: 'Review real-name application' },
    member: {
      field: {
        member: 'Member',
        memberId: 'Member ID',
        account: 'Account',
        nickname: 'Nickname',
        phone: 'Phone',
        email: 'E-mail',
        status: 'Status',
        kycLevel: 'KYC level',
        kycApplicationLevel: 'Level applied for',
        inviterId: 'Invited by',
        registerIp: 'Registration IP',
        registeredAt: 'Registered at',
        realName: 'Real name',
        idType: 'ID type',
        idNumber: 'ID number',
        country: 'Country',
        rejectReason: 'Reason for rejection',
        reviewer: 'Reviewer',
        reviewedAt: 'Reviewed at',
        appliedAt: 'Applied at',
        currency: 'Currency',
        available: 'Available',
        frozen: 'Frozen',
      },
      action: { review: 'Review' },
      kyc: { reviewTitle: 'Review real-name application: {{account}}' },
      detail: { wallets: 'Wallets', moneyLog: 'Money log', recharges: 'Recharges', withdrawals: 'Withdrawals', kyc: 'Real-name', viewAll: 'View all ({{total}})' },
      status: {
        freeze: 'Freeze',
        disable: 'Disable',
        restore: 'Restore',
        freezeEffect: 'A frozen member can still sign in and look, but cannot trade, withdraw or transfer; open withdrawals are held. Balances do not change.',
        disableEffect: 'A disabled member cannot sign in and every session ends now. Balances do not change and stay in the reports.',
        restoreEffect: 'The member can use every function again.',
      },
    },
  },
  dict: {
    type: { kyc_status: 'Real-name status', kyc_application_level: 'Real-name level', kyc_level: 'Member KYC level', member_status: 'Member status' },
  },
};
