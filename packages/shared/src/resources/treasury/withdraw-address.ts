import { defineResource } from '../../resource/definition';
import { l, screeningOptions, WITHDRAW_ADDRESS_VIEW } from './common';

/**
 * Withdraw addresses (catalogue §3.5): members' own saved destinations. Operators read them and
 * disable one (with a reason); they never add or change one — only the member can, with the
 * activation delay. The address's middle is masked in lists and exports, and in the detail
 * unless the operator holds WITHDRAW_ADDRESS_VIEW.
 */
export const withdrawAddressResource = defineResource({
  name: 'finance/withdraw-address',
  table: 'fin_withdraw_address',
  permission: 'finance/withdraw-address',
  title: l('提现地址', 'Withdraw addresses', '提領地址'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'label',
  fields: {
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 140 },
    walletCode: { type: 'text', label: l('钱包编码', 'Wallet code', '錢包編碼'), required: true, readOnly: true, filter: 'exact', width: 120 },
    // idNumber's mask keeps the first and last four characters: enough to recognise an address.
    address: { type: 'text', label: l('地址', 'Address', '地址'), required: true, readOnly: true, mask: { kind: 'idNumber', reveal: WITHDRAW_ADDRESS_VIEW }, width: 200 },
    memo: { type: 'text', label: l('备注/标签', 'Memo', '備註/標籤'), readOnly: true, list: false },
    label: { type: 'text', label: l('名称', 'Label', '名稱'), readOnly: true, width: 120 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'PENDING_ACTIVATION', label: l('待生效', 'Pending activation', '待生效'), color: 'warning' },
        { value: 'ACTIVE', label: l('可用', 'Active', '可用'), color: 'success' },
        { value: 'DISABLED', label: l('已停用', 'Disabled', '已停用'), color: 'default' },
      ],
      readOnly: true,
      filter: 'exact',
      width: 110,
    },
    screeningResult: { type: 'enum', label: l('黑名单筛查', 'Screening', '黑名單篩查'), options: screeningOptions, readOnly: true, filter: 'exact', width: 110 },
    activatesAt: { type: 'datetime', label: l('生效时间', 'Activates at', '生效時間'), readOnly: true, width: 170 },
    createdIp: { type: 'text', label: l('添加 IP', 'Added from IP', '新增 IP'), readOnly: true, list: false },
    disabledReason: { type: 'text', label: l('停用原因', 'Why disabled', '停用原因'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('添加时间', 'Added at', '新增時間'), readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  actions: {
    disable: { label: l('停用', 'Disable', '停用'), scope: 'row', when: { field: 'status', in: ['PENDING_ACTIVATION', 'ACTIVE'] }, reason: 'required', danger: true },
  },
  menu: { parent: 'finance', key: 'finance.withdrawAddress', path: '/finance/withdraw-address', icon: 'IdcardOutlined', sort: 24, keepAlive: true },
});
