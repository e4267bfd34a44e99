import { computedOtherLanguage, defineResource } from '../../resource/definition';
import { explorerTemplateField, orderAuditFields, orderIdentityFields } from './order-fields';
import { PERMISSIONS } from '../../permissions';
import { RECHARGE_REVIEWABLE } from '../../finance/recharge';
import { screeningOptions } from '../treasury/common';
import { FINANCE_FIELD_LABELS, REVIEW_ACTION_LABEL } from './field-labels';

/** Four-eyes kind and permission of releasing a recharge credited frozen (black-listed sender, catalogue §3.4). */
export const RECHARGE_RELEASE_KIND = 'recharge.release-frozen';
export const RECHARGE_RELEASE_PERMISSION = 'finance/recharge/release';
/**
 * Where a black-listed sender's credit stands: HELD (frozen, no decision filed or the last one was
 * hold), RELEASE_PENDING (a release waits for a second operator), RELEASED. Clear recharges: none.
 */
export const RECHARGE_COMPLIANCE_STATES = ['HELD', 'RELEASE_PENDING', 'RELEASED'] as const;
export type RechargeCompliance = (typeof RECHARGE_COMPLIANCE_STATES)[number];
const complianceOptions = [
  { value: 'HELD', label: { 'zh-cn': '冻结待合规', en: 'Frozen, awaiting compliance', 'zh-tw': '凍結待合規' }, color: 'error' },
  { value: 'RELEASE_PENDING', label: { 'zh-cn': '释放待复核', en: 'Release awaiting approval', 'zh-tw': '釋放待覆核' }, color: 'warning' },
  { value: 'RELEASED', label: { 'zh-cn': '已释放', en: 'Released', 'zh-tw': '已釋放' }, color: 'success' },
];
const caseNote = { type: 'text', label: { 'zh-cn': '合规记录', en: 'Case note', 'zh-tw': '合規記錄' }, required: true, maxLength: 500, widget: 'textarea' } as const;

const f = (key: keyof typeof FINANCE_FIELD_LABELS) => FINANCE_FIELD_LABELS[key];

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
    // The channel by name in the reader's language (computed from fin_recharge_channel; the manual one
    // by MANUAL_RECHARGE_CHANNEL_NAMES; a code no channel has, as stored); its code beside it in the detail.
    channelName: {
      type: 'text',
      label: f('channel'),
      virtual: true,
      readOnly: true,
      form: false,
      languages: { en: 'channelNameEn', 'zh-tw': 'channelNameZhTw' },
      width: 150,
    },
    channelNameEn: computedOtherLanguage(f('channel')),
    channelNameZhTw: computedOtherLanguage(f('channel')),
    // Filtered by one or several channels, chosen by name (the page's RechargeChannelFilter); fin_recharge_channel_idx serves it.
    channel: { type: 'text', label: { 'zh-cn': '通道编码', en: 'Channel code', 'zh-tw': '通道編碼' }, required: true, readOnly: true, list: false, filter: 'in' },
    requestedAmount: { type: 'money', scale: 18, label: f('requestedAmount'), required: true, readOnly: true, sort: true, width: 150 },
    creditedAmount: { type: 'money', scale: 18, label: f('creditedAmount'), readOnly: true, width: 150 },
    paymentRef: { type: 'text', label: f('paymentRef'), readOnly: true, list: false },
    // A restricted file of the upload store, written by the member side with the order (a bank
    // transfer's receipt): shown as an image to reviewers (memberRechargeLog/voucher), never as an id.
    voucherImage: { type: 'image', label: f('voucherImage'), readOnly: true, form: false, list: false, detail: false, export: false },
    // The paymentRef opens on the network's explorer.
    explorerTemplate: explorerTemplateField,
    // Black-list screening of the sender (treasury, catalogue §3.4): a FLAGGED deposit is credited frozen.
    screeningResult: { type: 'enum', label: { 'zh-cn': '黑名单筛查', en: 'Screening', 'zh-tw': '黑名單篩查' }, options: screeningOptions, readOnly: true, filter: 'exact', width: 110 },
    frozenAmount: { type: 'money', scale: 18, label: { 'zh-cn': '冻结金额', en: 'Frozen amount', 'zh-tw': '凍結金額' }, virtual: true, readOnly: true, form: false, width: 140 },
    compliance: { type: 'enum', label: { 'zh-cn': '合规处理', en: 'Compliance', 'zh-tw': '合規處理' }, options: complianceOptions, virtual: true, readOnly: true, form: false, width: 150 },
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
    // Every operator who edited the order (none of them may approve it): read with the row, for reviewRights.
    editorIds: { type: 'json', label: { 'zh-cn': '修改过的操作员', en: 'Edited by', 'zh-tw': '修改過的操作員' }, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false },
    reviewRights: { type: 'json', label: { 'zh-cn': '审核权限', en: 'Review rights', 'zh-tw': '審核權限' }, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false },
  },
  actions: {
    add: { label: { 'zh-cn': '新增充值', en: 'Add recharge', 'zh-tw': '新增儲值' }, scope: 'page', permission: PERMISSIONS.rechargeAdd, endpoint: { path: 'cwManage/chargeLogAdd' } },
    edit: { label: { 'zh-cn': '修改', en: 'Edit', 'zh-tw': '修改' }, scope: 'row', permission: PERMISSIONS.rechargeEdit, when: { field: 'status', in: ['PENDING'] }, endpoint: { path: 'memberRechargeLog/edit', method: 'PUT' } },
    review: { label: REVIEW_ACTION_LABEL, scope: 'row', permission: PERMISSIONS.rechargeReview, when: { field: 'status', in: RECHARGE_REVIEWABLE }, endpoint: { path: 'cwManage/chargeLogReview' } },
    cancel: {
      label: { 'zh-cn': '作废', en: 'Void order', 'zh-tw': '作廢' },
      scope: 'row',
      permission: PERMISSIONS.rechargeEdit,
      when: { field: 'status', in: ['PENDING'] },
      danger: true,
      confirm: 'message.finance.recharge.cancelConfirm',
      endpoint: { path: 'cwManage/chargeLogCancel' },
      input: { remark: { type: 'text', label: 'message.common.review.reason', required: true, maxLength: 500, widget: 'textarea' } },
    },
    // The compliance decision on a frozen credit: release is four-eyes, hold keeps it frozen with a case note.
    // `when` can name columns only (the server checks it on the row); the service refuses a credit not HELD.
    release: {
      label: { 'zh-cn': '释放冻结', en: 'Release', 'zh-tw': '釋放凍結' },
      scope: 'row',
      permission: RECHARGE_RELEASE_PERMISSION,
      when: { field: 'screeningResult', in: ['FLAGGED'] },
      endpoint: { path: 'cwManage/chargeLogRelease' },
      input: {
        remark: {
          ...caseNote,
          help: { 'zh-cn': '释放需另一位操作员在“审批”页批准后生效', en: 'A second operator approves the release on the Approvals page', 'zh-tw': '釋放需另一位操作員在「審批」頁核准後生效' },
        },
      },
    },
    hold: {
      label: { 'zh-cn': '维持冻结', en: 'Keep frozen', 'zh-tw': '維持凍結' },
      scope: 'row',
      permission: RECHARGE_RELEASE_PERMISSION,
      when: { field: 'screeningResult', in: ['FLAGGED'] },
      danger: true,
      endpoint: { path: 'cwManage/chargeLogHold' },
      input: { remark: caseNote },
    },
  },
  menu: { parent: 'finance', key: 'finance.recharge', path: '/finance/recharge', name: 'financeRecharge', component: 'finance/recharge/index', icon: 'DollarOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});
