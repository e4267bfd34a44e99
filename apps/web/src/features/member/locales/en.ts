import { textsIn } from '@ledgerdesk/shared';
import { MEMBER_FIELD_LABELS } from '@ledgerdesk/shared/resources/member/field-labels';
import { MEMBER_BUTTON_TITLES, MEMBER_ROUTER_TITLES } from '@ledgerdesk/shared/resources/member/menu-titles';
import type { memberZhCn } from './zh-cn';

export const memberEn: typeof memberZhCn = {
  message: {
    router: textsIn(MEMBER_ROUTER_TITLES, 'en'),
    button: textsIn(MEMBER_BUTTON_TITLES, 'en'),
    member: {
      field: textsIn(MEMBER_FIELD_LABELS, 'en'),
      kyc: {
        reviewTitle: 'Review real-name application: {{account}}',
        confirmApprove: 'Approve the real-name application of {{account}} ({{name}})? Their verification level rises.',
        confirmReject: 'Reject the real-name application of {{account}} ({{name}})? The member is told the reason.',
        documents: 'Document images',
        documentParts: { front: 'Front', back: 'Back', selfie: 'Selfie with the document' },
              },
      statusConfirm: '{{action}} member {{account}}?',
      detail: { wallets: 'Wallets', moneyLog: 'Money log', recharges: 'Recharges', withdrawals: 'Withdrawals', kyc: 'Real-name', viewAll: 'View all ({{total}})' },
      assign: {
        action: 'Assign operator',
        titleOne: 'Assign operator: {{account}}',
        titleMany: 'Assign an operator to {{count}} members',
        operator: 'Operator',
        nobody: 'Nobody (take off the current operator)',
        search: 'Type a user name or nickname',
        current: 'Current operator: {{operator}}',
        none: 'none',
        hint: "Only enabled users within your data scope can be chosen; a member falls in the data scope of roles through its operator's department.",
        required: 'Choose an operator',
      },
      status: {
        freezeEffect: 'A frozen member can still sign in and look, but cannot trade, withdraw or transfer; open withdrawals are held. Balances do not change.',
        disableEffect: 'A disabled member cannot sign in and every session ends now. Balances do not change and stay in the reports.',
        restoreEffect: 'The member can use every function again.',
      },
    },
  },
};
