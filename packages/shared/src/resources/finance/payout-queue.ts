import { defineResource } from '../../resource/definition';
import { orderAuditFields, orderIdentityFields } from './order-fields';
import { FINANCE_FIELD_LABELS } from './field-labels';

const f = (key: keyof typeof FINANCE_FIELD_LABELS) => FINANCE_FIELD_LABELS[key];
const p = (key: string) => `message.finance.payoutQueue.${key}`;

/**
 * The payout queue (catalogue §3.6): withdrawals PAYING for longer than PAYOUT_STALE_MINUTES, oldest
 * first, with their latest provider attempt. Read-only here; the detail offers retry and reconcile
 * (the payout area's own routes, modules/payout). The server's scope keeps the list to exactly
 * those rows, within the operator's data scope.
 */
export const payoutQueueResource = defineResource({
  name: 'finance/payout',
  table: 'fin_withdraw_order',
  permission: 'finance/payout',
  title: { 'zh-cn': '出款超时队列', en: 'Payouts waiting over 30 min', 'zh-tw': '出款逾時佇列' },
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'payStartedAt', order: 'asc' },
  recordLabel: 'orderNo',
  endpoints: { base: 'payout', list: { path: 'payout/queueList' }, get: { path: 'payout/queueGet' } },
  fields: {
    ...orderIdentityFields('withdraw_status', 110),
    netAmount: { type: 'money', scale: 18, label: f('netAmount'), required: true, readOnly: true, width: 150 },
    address: { type: 'text', label: f('address'), required: true, readOnly: true, width: 180 },
    payerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('payer'), readOnly: true, width: 120 },
    payStartedAt: { type: 'datetime', label: { 'zh-cn': '开始出款', en: 'Payout started', 'zh-tw': '開始出款' }, readOnly: true, sort: true, width: 170 },
    // The latest attempt, answered per page by the server (one query).
    providerCode: { type: 'text', label: p('provider'), virtual: true, readOnly: true, form: false, width: 120 },
    attemptNo: { type: 'integer', label: p('attemptNo'), virtual: true, readOnly: true, form: false, width: 90 },
    attemptStatus: { type: 'dict', dictType: 'payout_attempt_status', label: p('attemptStatus'), virtual: true, readOnly: true, form: false, width: 130 },
    attemptError: { type: 'text', label: p('errorCode'), virtual: true, readOnly: true, form: false, width: 170 },
    ...orderAuditFields,
  },
  menu: { parent: 'finance', key: 'finance.payout', path: '/finance/payout', name: 'financePayoutQueue', component: 'finance/payout/index', icon: 'BankOutlined', sort: 8, keepAlive: true },
});
