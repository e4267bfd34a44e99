import { defineResource } from '../../resource/definition';
import { PERMISSIONS } from '../../permissions';
import { MEMBER_FIELD_LABELS } from './field-labels';

const f = (key: keyof typeof MEMBER_FIELD_LABELS) => MEMBER_FIELD_LABELS[key];

/**
 * Real-name applications: PRIMARY (name and ID number), then ADVANCED (documents). Members submit
 * them; operators review. The ID number is masked everywhere except the detail for reviewers.
 */
export const kycResource = defineResource({
  name: 'member/kyc',
  table: 'mem_kyc_application',
  permission: 'member/kyc',
  title: 'message.router.memberKyc',
  recordName: { 'zh-cn': '实名认证申请', en: 'real-name application', 'zh-tw': '實名認證申請' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  endpoints: { base: 'memberAuth' },
  fields: {
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: f('member'), required: true, readOnly: true, filter: 'exact', width: 170 },
    level: { type: 'dict', dictType: 'kyc_application_level', label: f('kycApplicationLevel'), required: true, readOnly: true, filter: 'in', width: 120 },
    realName: { type: 'text', label: f('realName'), required: true, readOnly: true, filter: 'exact', mask: { kind: 'name', reveal: PERMISSIONS.kycReview }, width: 120 },
    idType: { type: 'dict', dictType: 'kyc_id_type', label: f('idType'), readOnly: true, list: false },
    idNumber: { type: 'text', label: f('idNumber'), required: true, readOnly: true, mask: { kind: 'idNumber', reveal: PERMISSIONS.kycReview }, width: 200 },
    country: { type: 'text', label: f('country'), readOnly: true, width: 90 },
    // Shown as images in the review and the detail (memberAuth/document, the review permission), never as file ids.
    frontImage: { type: 'image', label: { 'zh-cn': '证件正面', en: 'Document front', 'zh-tw': '證件正面' }, readOnly: true, list: false, detail: false, export: false },
    backImage: { type: 'image', label: { 'zh-cn': '证件背面', en: 'Document back', 'zh-tw': '證件背面' }, readOnly: true, list: false, detail: false, export: false },
    selfieImage: { type: 'image', label: { 'zh-cn': '手持证件照', en: 'Selfie with document', 'zh-tw': '手持證件照' }, readOnly: true, list: false, detail: false, export: false },
    status: { type: 'dict', dictType: 'kyc_status', label: f('status'), required: true, readOnly: true, filter: 'in', width: 110 },
    rejectReason: { type: 'text', label: f('rejectReason'), readOnly: true, width: 200 },
    reviewerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('reviewer'), readOnly: true, width: 130 },
    reviewedAt: { type: 'datetime', label: f('reviewedAt'), readOnly: true, sort: true, width: 170 },
    createdAt: { type: 'datetime', label: f('appliedAt'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    // What the signed-in operator may decide (modules/finance/review-rights.ts), answered by the server per row.
    reviewRights: { type: 'json', label: { 'zh-cn': '审核权限', en: 'Review rights', 'zh-tw': '審核權限' }, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false },
  },
  actions: {
    review: {
      label: { 'zh-cn': '审核', en: 'Review', 'zh-tw': '審核' },
      scope: 'row',
      permission: PERMISSIONS.kycReview,
      when: { field: 'status', in: ['PENDING'] },
      endpoint: { path: 'memberAuth/review' },
      // The body is the contract's kycReviewSchema ({ id, action, remark }, a remark required to
      // reject): the server binds it, the page has its own review dialog.
    },
  },
  menu: { parent: 'member', key: 'member.kyc', path: '/member/kyc', name: 'memberKyc', component: 'member/kyc/index', icon: 'IdcardOutlined', sort: 2, keepAlive: true, roles: ['common'] },
});
