import { WITHDRAW_AWAITING_REVIEW } from '../../finance';
import { defineResource } from '../../resource/definition';
import { explorerTemplateField, orderAuditFields, orderIdentityFields } from './order-fields';
import { PERMISSIONS } from '../../permissions';
import { screeningOptions } from '../treasury/common';
import { FINANCE_FIELD_LABELS, REVIEW_ACTION_LABEL } from './field-labels';

const f = (key: keyof typeof FINANCE_FIELD_LABELS) => FINANCE_FIELD_LABELS[key];

/**
 * Withdrawal orders. The list, detail and export come from the engine; requesting, reviewing
 * (twice above the dual-approval threshold) and paying out are actions whose handlers are the
 * hand-written withdrawal service. Their bodies are the contract's schemas (withdrawAddSchema, …),
 * which the server binds; an action's `input` here only lays out the generic dialog.
 */
export const withdrawResource = defineResource({
  name: 'finance/withdraw',
  table: 'fin_withdraw_order',
  permission: 'finance/withdraw',
  title: 'message.router.financeWithdraw',
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  endpoints: {
    base: 'cwManage',
    list: { path: 'cwManage/withdrawLogList' },
    get: { path: 'memberWithdrawLog/get' },
    export: { path: 'cwManage/withdrawLogExport' },
  },
  fields: {
    ...orderIdentityFields('withdraw_status', 170),
    // Black-list screening at request time (treasury, catalogue §3.4): FLAGGED orders wait for a second review.
    screeningResult: { type: 'enum', label: { 'zh-cn': '黑名单筛查', en: 'Screening', 'zh-tw': '黑名單篩查' }, options: screeningOptions, readOnly: true, filter: 'exact', width: 110 },
    amount: { type: 'money', scale: 18, label: f('amount'), required: true, readOnly: true, sort: true, width: 150 },
    fee: { type: 'money', scale: 18, label: f('fee'), required: true, readOnly: true, width: 110 },
    netAmount: { type: 'money', scale: 18, label: f('netAmount'), required: true, readOnly: true, width: 150 },
    feeRule: { type: 'text', label: f('feeRule'), readOnly: true, list: false },
    address: { type: 'text', label: f('address'), required: true, readOnly: true, width: 180 },
    needsSecondReview: { type: 'boolean', label: { 'zh-cn': '需要复核', en: 'Needs a second review', 'zh-tw': '需要複核' }, required: true, readOnly: true, list: false },
    firstReviewerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('firstReviewer'), readOnly: true, width: 130 },
    firstReviewedAt: { type: 'datetime', label: f('reviewedAt'), readOnly: true, list: false },
    secondReviewerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('secondReviewer'), readOnly: true, list: false },
    secondReviewedAt: { type: 'datetime', label: f('reviewedAt'), readOnly: true, list: false },
    payerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('payer'), readOnly: true, list: false },
    payStartedAt: { type: 'datetime', label: { 'zh-cn': '开始出款', en: 'Payout started', 'zh-tw': '開始出款' }, readOnly: true, list: false },
    finishedAt: { type: 'datetime', label: f('finishedAt'), readOnly: true, list: false },
    payoutRef: { type: 'text', label: f('payoutRef'), readOnly: true, list: false },
    // The payoutRef opens on the network's explorer.
    explorerTemplate: explorerTemplateField,
    remark: { type: 'text', label: f('remark'), readOnly: true, list: false },
    ...orderAuditFields,
    // What the signed-in operator may decide (modules/finance/review-rights.ts), answered by the server per row.
    reviewRights: { type: 'json', label: { 'zh-cn': '审核权限', en: 'Review rights', 'zh-tw': '審核權限' }, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false },
  },
  actions: {
    // A member's request entered on their behalf (demo and test data; super role only by default).
    add: {
      label: 'message.button.withdrawAdd',
      scope: 'page',
      permission: PERMISSIONS.withdrawAdd,
      endpoint: { path: 'cwManage/withdrawLogAdd' },
      input: {
        memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: f('memberId'), required: true },
        currency: { type: 'text', label: f('currency'), required: true, maxLength: 16 },
        amount: { type: 'money', scale: 18, label: f('amount'), required: true },
        address: { type: 'text', label: f('address'), required: true, maxLength: 128 },
      },
    },
    review: { label: REVIEW_ACTION_LABEL, scope: 'row', permission: PERMISSIONS.withdrawReview, when: { field: 'status', in: WITHDRAW_AWAITING_REVIEW }, endpoint: { path: 'cwManage/withdrawLogReview' } },
    payout: { label: 'message.button.withdrawPayout', scope: 'row', permission: PERMISSIONS.withdrawPayout, when: { field: 'status', in: ['APPROVED', 'PAYING'] }, endpoint: { path: 'cwManage/withdrawLogPayout' } },
  },
  menu: { parent: 'finance', key: 'finance.withdraw', path: '/finance/withdraw', name: 'financeWithdraw', component: 'finance/withdraw/index', icon: 'TransactionOutlined', sort: 2, keepAlive: true, roles: ['common'] },
});
