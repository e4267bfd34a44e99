import { MANUAL_RECHARGE_CHANNEL_NAMES, textsIn } from '@ledgerdesk/shared';
import { FINANCE_FIELD_LABELS } from '@ledgerdesk/shared/resources/finance/field-labels';
import { FINANCE_BUTTON_TITLES, FINANCE_ROUTER_TITLES } from '@ledgerdesk/shared/resources/finance/menu-titles';
import { CRUD_BUTTON_TITLES } from '@ledgerdesk/shared/seeded-names';
import type { financeZhCn } from './zh-cn';

export const financeEn: typeof financeZhCn = {
  message: {
    router: textsIn(FINANCE_ROUTER_TITLES, 'en'),
    button: { ...textsIn(FINANCE_BUTTON_TITLES, 'en'), export: CRUD_BUTTON_TITLES.export['en'] },
    finance: {
      channel: { manual: MANUAL_RECHARGE_CHANNEL_NAMES['en'] },
      field: textsIn(FINANCE_FIELD_LABELS, 'en'),
      amountRequired: 'Please enter the amount',
      amountInvalid: 'A positive amount with at most 18 integer digits and 18 decimals',
      memberIdRequired: 'Please enter the member ID (a number)',
      memberRequired: 'Please choose the member',
      amountScale: '{{currency}} has {{scale}} decimal places: enter at most {{scale}}',
      amountScaleHint: 'At most {{scale}} decimal places in {{currency}}',
      currencyRequired: 'Please choose the currency',
      recharge: {
        reviewTitle: 'Review recharge {{orderNo}}',
        addTitle: 'Add recharge (pending review)',
        editTitle: 'Edit recharge {{orderNo}}',
        addHint: 'The new recharge waits as pending; it credits only after another operator approves it.',
        channelHint: 'Manual entry, or the channel the money came through (the channels of the chosen currency).',
        channelPaused: '{{name}} (paused)',
        cancelConfirm: 'A voided order no longer waits for review and never credits; the reason goes to the review history.',
        creditedHint: 'The requested amount by default; if a different amount arrived, change it and give a remark.',
        secondReviewTitle: 'Second review of recharge {{orderNo}}',
        proposedAmount: 'Amount to credit',
        dualApprovalHint: 'Crediting more than requested, or a large amount, waits for a second, different operator to approve it.',
        secondReviewNote: 'Operator {{name}} approved crediting this amount on {{at}}; a second, different operator approves (and only then credits) or rejects it. To credit another amount, reject it.',
        firstApprovedByYou: 'You gave the first approval: another operator must approve or reject it.',
        confirmApprove: 'Approve recharge {{orderNo}} of {{account}}, crediting {{amount}}?',
        confirmReject: 'Reject recharge {{orderNo}} of {{account}} ({{amount}})? Nothing will be credited.',
        channelRules: {
          title: "Against the channel's rules",
          note: 'The money has arrived: these do not stop the review. The reviewer decides: approve, correct the amount (with a remark), or reject.',
          belowMinimum: '{{amount}} is under the minimum of {{limit}} this channel takes.',
          aboveMaximum: '{{amount}} is over the maximum of {{limit}} this channel takes.',
          paymentRefMissing: 'The channel requires a transaction reference, and the order has none.',
          kycTooLow: 'The channel requires the real-name level “{{required}}”; the member is at “{{level}}”.',
          dailyCapExceeded: "This is the member's order no. {{count}} through this channel today; it takes {{cap}} a day.",
          channelPaused: 'The channel is paused: members cannot submit through it.',
          fee: 'Channel fee {{fee}} ({{rule}}): {{net}} after the fee.',
          creditAfterFee: 'Credit after the fee',
        },
      },
      withdraw: {
        reviewTitle: 'Review withdrawal {{orderNo}}',
        secondReviewTitle: 'Second review of withdrawal {{orderNo}}',
        dualApproval: 'Two approvals',
        dualApprovalNote: 'Large withdrawal: after this approval a second, different operator must approve it too.',
        secondReviewNote: 'Operator {{name}} gave the first approval; the second must come from another operator.',
        confirmApprove: 'Approve withdrawal {{orderNo}} of {{account}} for {{amount}}?',
        confirmReject: "Reject withdrawal {{orderNo}} of {{account}} ({{amount}})? The frozen amount returns to the member's available balance.",
        addTitle: 'Enter a withdrawal request',
      },
      payout: {
        start: 'Start payout',
        complete: 'Complete',
        fail: 'Failed',
        startTitle: 'Start payout of {{orderNo}}',
        completeTitle: 'Complete payout of {{orderNo}}',
        failTitle: 'Payout of {{orderNo}} failed',
        startConfirm: 'Start paying out',
        completeConfirm: 'Confirm that this payout arrived:',
        failConfirm: 'Mark the payout failed; the frozen funds return to the member\'s available balance:',
        refPlaceholder: 'Transaction hash or bank reference',
      },
    },
    pendingAlert: {
      recharge: { title: 'Recharges to review', description: '{{count}} recharge(s) waiting for review. Click to open.' },
      withdraw: { title: 'Withdrawals to review', description: '{{count}} withdrawal(s) waiting for review. Click to open.' },
      realName: { title: 'Real-name applications to review', description: '{{count}} application(s) waiting for review. Click to open.' },
    },
  },
};
