import { defineResource } from '../../resource/definition';
import { createdAt, l } from './labels';

export const SETTLEMENT_CHECK_STATUS_OPTIONS = [
  { value: 'OK', label: l('一致', 'All match', '一致'), color: 'success' },
  { value: 'MISMATCH', label: l('发现不一致', 'Mismatch found', '發現不一致'), color: 'error' },
] as const;

/** The nightly verification's runs: every source's hash chain and every settled order's price against its sample. */
export const settlementCheckResource = defineResource({
  name: 'contract/settlement-check',
  table: 'ctr_settlement_check',
  permission: 'contract/settlement-audit',
  title: l('结算核验记录', 'Settlement verification runs', '結算核驗記錄'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'createdAt',
  fields: {
    status: { type: 'enum', options: SETTLEMENT_CHECK_STATUS_OPTIONS, label: l('结论', 'Outcome of the check', '結論'), required: true, readOnly: true, filter: 'exact', width: 130 },
    sourcesChecked: { type: 'integer', label: l('指数来源数', 'Sources', '指數來源數'), required: true, readOnly: true, width: 100 },
    samplesChecked: { type: 'integer', label: l('样本数', 'Samples', '樣本數'), required: true, readOnly: true, width: 100 },
    ordersChecked: { type: 'integer', label: l('订单数', 'Orders', '訂單數'), required: true, readOnly: true, width: 100 },
    findings: { type: 'json', label: l('发现', 'Findings', '發現'), required: true, readOnly: true, width: 360 },
    createdAt,
  },
  menu: { parent: 'contract', key: 'contract.settlementCheck', path: '/contract/settlement-check', component: 'contracts/settlement-check/index', icon: 'SafetyOutlined', sort: 10, keepAlive: true, roles: ['common'] },
});
