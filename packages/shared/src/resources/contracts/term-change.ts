import { defineResource } from '../../resource/definition';
import { createdAt, l } from './labels';

export const TERM_SUBJECT_OPTIONS = [
  { value: 'INDEX_SOURCE', label: l('指数来源', 'Index source', '指數來源') },
  { value: 'PRODUCT', label: l('合约产品', 'Product', '合約產品') },
  { value: 'DELIVERY_CYCLE', label: l('交割周期', 'Delivery cycle', '交割週期') },
] as const;
export const TERM_STATUS_OPTIONS = [
  { value: 'SCHEDULED', label: l('待生效', 'Scheduled', '待生效'), color: 'processing' },
  { value: 'APPLIED', label: l('已生效', 'Applied', '已生效'), color: 'success' },
  { value: 'STALE', label: l('已失效（对象已变更）', 'Stale (subject changed)', '已失效（對象已變更）'), color: 'default' },
] as const;

/** Approved changes of published terms and when they take effect: the public notice of each change. */
export const termChangeResource = defineResource({
  name: 'contract/term-change',
  table: 'ctr_term_change',
  permission: 'contract/term-change',
  title: l('条款变更公告', 'Scheduled term changes', '條款變更公告'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'effectiveAt', order: 'desc' },
  recordLabel: 'subjectLabel',
  fields: {
    subjectType: { type: 'enum', options: TERM_SUBJECT_OPTIONS, label: l('对象类型', 'Subject', '對象類型'), required: true, readOnly: true, filter: 'exact', width: 120 },
    subjectLabel: { type: 'text', label: l('对象', 'Name', '對象'), required: true, readOnly: true, filter: 'contains', width: 160 },
    changes: { type: 'json', label: l('变更内容', 'Changes', '變更內容'), required: true, readOnly: true, width: 320 },
    effectiveAt: { type: 'datetime', label: l('生效时间', 'Effective from', '生效時間'), required: true, readOnly: true, sort: true, width: 170 },
    status: { type: 'enum', options: TERM_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 110 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), readOnly: true, list: false },
    appliedAt: { type: 'datetime', label: l('生效于', 'Applied at', '生效於'), readOnly: true, list: false },
    createdAt,
  },
  menu: { parent: 'contract', key: 'contract.termChange', path: '/contract/term-change', component: 'contracts/term-change/index', icon: 'NotificationOutlined', sort: 8, keepAlive: true, roles: ['common'] },
});
