import { defineResource } from '../../resource/definition';
import { orderAuditFields, orderIdentityFields } from './order-fields';
import { PERMISSIONS } from '../../permissions';
import { RECHARGE_REVIEWABLE } from '../../finance/recharge';

const f = (key: string) => `message.finance.field.${key}`;

/**
 * Recharge (top-up) orders. The list, detail and export come from the engine; entering, editing,
 * reviewing and cancelling move money or decide about it, so they are actions whose handlers are
 * the hand-written recharge service (one transaction each, see modules/finance/README.md). Their
 * bodies are the contract's schemas (rechargeAddSchema, …), which the server binds; an action's
 * `input` here only lays out the generic dialog of an action without a dialog of its own.
 */
export const rechargeResource = defineResource({
  name: 'finance/recharge',
  table: 'fin_recharge_order',
  permission: 'finance/recharge',
  title: 'message.router.financeRecharge',
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  endpoints: {
    base: 'cwManage',
    list: { path: 'cwManage/chargeLogList' },
    get: { path: 'memberRechargeLog/get' },
    export: { path: 'cwManage/chargeLogExport' },
  },
  fields: {
    ...orderIdentityFields('recharge_status', 110),
    channel: { type: 'text', label: f('channel'), required: true, readOnly: true, width: 100 },
    requestedAmount: { type: 'money', scale: 18, label: f('requestedAmount'), required: true, readOnly: true, sort: true, width: 150 },
    creditedAmount: { type: 'money', scale: 18, label: f('creditedAmount'), readOnly: true, width: 150 },
    paymentRef: { type: 'text', label: f('paymentRef'), readOnly: true, list: false },
    remark: { type: 'text', label: f('remark'), readOnly: true, list: false },
    reviewRemark: { type: 'text', label: f('reviewRemark'), readOnly: true, list: false },
    reviewerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('reviewer'), readOnly: true, width: 130 },
    reviewedAt: { type: 'datetime', label: f('reviewedAt'), readOnly: true, sort: true, width: 170 },
    needsSecondReview: { type: 'boolean', label: { 'zh-cn': '需要复核', en: 'Needs a second review', 'zh-tw': '需要複核' }, required: true, readOnly: true, list: false },
    firstReviewerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('firstReviewer'), readOnly: true, list: false },
    firstReviewedAt: { type: 'datetime', label: f('firstReviewedAt'), readOnly: true, list: false },
    ...orderAuditFields,
    createdBy: { ...orderAuditFields.createdBy, list: true, width: 130 },
    updatedAt: { type: 'datetime', label: f('updatedAt'), required: true, readOnly: true, list: false },
    // What the signed-in operator may decide (modules/finance/review-rights.ts), answered by the server per row.
    reviewRights: { type: 'json', label: { 'zh-cn': '审核权限', en: 'Review rights', 'zh-tw': '審核權限' }, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false },
  },
  actions: {
    add: { label: 'message.finance.action.add', scope: 'page', permission: PERMISSIONS.rechargeAdd, endpoint: { path: 'cwManage/chargeLogAdd' } },
    edit: { label: 'message.finance.action.edit', scope: 'row', permission: PERMISSIONS.rechargeEdit, when: { field: 'status', in: ['PENDING'] }, endpoint: { path: 'memberRechargeLog/edit', method: 'PUT' } },
    review: { label: 'message.finance.action.review', scope: 'row', permission: PERMISSIONS.rechargeReview, when: { field: 'status', in: RECHARGE_REVIEWABLE }, endpoint: { path: 'cwManage/chargeLogReview' } },
    cancel: {
      label: 'message.finance.action.cancel',
      scope: 'row',
      permission: PERMISSIONS.rechargeEdit,
      when: { field: 'status', in: ['PENDING'] },
      danger: true,
      confirm: 'message.finance.recharge.cancelConfirm',
      endpoint: { path: 'cwManage/chargeLogCancel' },
      input: { remark: { type: 'text', label: 'message.common.review.reason', required: true, maxLength: 500, widget: 'textarea' } },
    },
  },
  menu: { parent: 'finance', key: 'finance.recharge', path: '/finance/recharge', name: 'financeRecharge', component: 'finance/recharge/index', icon: 'DollarOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});
