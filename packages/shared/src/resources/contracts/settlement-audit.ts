import { API_PREFIX } from '../../api';
import { defineResource } from '../../resource/definition';
import { indexSourceRef, l } from './labels';

/** The audit's look-up (product + time → sample, constituents, method, orders) and its evidence export. */
export const SETTLEMENT_AUDIT_ENDPOINTS = {
  lookup: `${API_PREFIX}/contract/settlement-audit/lookup`,
  evidence: `${API_PREFIX}/contract/settlement-audit/evidence`,
} as const;

/**
 * Settlement audit (catalogue §5.7), replacing "periodic control records": the recorded,
 * hash-chained index samples, read only. Nothing edits a sample; the database refuses it too.
 */
export const settlementAuditResource = defineResource({
  name: 'contract/settlement-audit',
  table: 'ctr_price_sample',
  permission: 'contract/settlement-audit',
  title: l('结算审计', 'Settlement audit', '結算審計'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'ts', order: 'desc' },
  recordLabel: 'hash',
  fields: {
    indexSourceId: { ...indexSourceRef, required: true, readOnly: true, filter: 'exact', width: 140 },
    ts: { type: 'datetime', label: l('样本时间', 'Sample time', '樣本時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 190 },
    value: { type: 'money', scale: 18, label: l('指数价', 'Index value', '指數價'), required: true, readOnly: true, width: 140 },
    quotes: { type: 'json', label: l('成分报价', 'Constituent quotes', '成分報價'), required: true, readOnly: true, list: false },
    prevHash: { type: 'text', label: l('前一哈希', 'Previous hash', '前一雜湊'), required: true, readOnly: true, list: false },
    hash: { type: 'text', label: l('哈希', 'Hash', '雜湊'), required: true, readOnly: true, filter: 'exact', width: 300 },
    ingestedAt: { type: 'datetime', label: l('记录时间', 'Recorded', '記錄時間'), required: true, readOnly: true, width: 170 },
  },
  menu: { parent: 'contract', key: 'contract.settlementAudit', path: '/contract/settlement-audit', component: 'contracts/settlement-audit/index', icon: 'AuditOutlined', sort: 9, keepAlive: true, roles: ['common'] },
});
