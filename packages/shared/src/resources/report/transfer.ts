import { defineResource } from '../../resource/definition';
import { l, memberField, recordedAtField, statusField } from './labels';

const ACCOUNTS = [
  { value: 'SPOT', label: l('现货账户', 'Spot', '現貨帳戶') },
  { value: 'CONTRACT', label: l('合约账户', 'Contract', '合約帳戶') },
  { value: 'EARN', label: l('理财账户', 'Earn', '理財帳戶') },
  { value: 'COPY', label: l('跟单账户', 'Copy', '跟單帳戶') },
] as const;

/** Transfer logs (catalogue §10.4): TRANSFER_OUT/TRANSFER_IN money logs keyed by the transfer. Read only. */
export const transferResource = defineResource({
  name: 'report/transfer',
  table: 'fin_internal_transfer',
  permission: 'report/transfer',
  title: l('划转记录', 'Transfer logs', '劃轉記錄'),
  ops: ['list', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'transferNo',
  fields: {
    transferNo: { type: 'text', label: l('划转单号', 'Transfer no.', '劃轉單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: memberField(),
    fromAccount: { type: 'enum', options: ACCOUNTS, label: l('转出账户', 'From account', '轉出帳戶'), required: true, readOnly: true, filter: 'exact', width: 110 },
    toAccount: { type: 'enum', options: ACCOUNTS, label: l('转入账户', 'To account', '轉入帳戶'), required: true, readOnly: true, filter: 'exact', width: 110 },
    counterpartyMemberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('对方会员', 'Counterparty', '對方會員'), readOnly: true, filter: 'exact', width: 150 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 90 },
    amount: { type: 'money', scale: 18, label: l('数量', 'Amount', '數量'), required: true, readOnly: true, width: 150 },
    status: statusField([
      { value: 'COMPLETED', label: l('已完成', 'Completed', '已完成'), color: 'success' },
      { value: 'FAILED', label: l('失败', 'Failed', '失敗'), color: 'error' },
    ]),
    createdAt: recordedAtField(),
  },
  menu: {
    parent: 'report',
    key: 'report.transfer',
    path: '/report/transfer',
    name: 'reportTransfer',
    icon: 'WalletOutlined',
    sort: 5,
    keepAlive: true,
  },
});
