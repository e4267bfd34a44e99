import { defineResource } from '../../resource/definition';
import { ADDRESS_MAX, l } from './common';

export const RECHARGE_ADDRESS_STATUSES = ['AVAILABLE', 'ASSIGNED', 'RETIRED'] as const;
/** Most lines one import takes (custody exports come in batches). */
export const RECHARGE_ADDRESS_IMPORT_MAX = 1000;

/** One line's fate in an import: added, or why not. */
export interface AddressImportLine {
  line: number;
  address: string;
  outcome: 'ADDED' | 'DUPLICATE' | 'INVALID';
  /** For INVALID: what is wrong (English; the console words it by `issue`). */
  message?: string;
  issue?: 'format' | 'pattern' | 'memoRequired' | 'tooLong';
}
export interface AddressImportResult {
  added: number;
  duplicates: number;
  invalid: number;
  lines: AddressImportLine[];
}

/**
 * Platform receiving addresses (catalogue §3.3): imported in batches from custody (CSV lines
 * `address[,memo[,label]]`, each checked against the wallet code's pattern, duplicates reported
 * per line), assigned to a member (at most one ASSIGNED per member and wallet code), retired with a
 * reason. Never edited in place: retire and assign another, so earlier deposits still map. There
 * is deliberately no page about members' own wallets or token allowances.
 */
export const rechargeAddressResource = defineResource({
  name: 'finance/recharge-address',
  table: 'fin_recharge_address',
  permission: 'finance/recharge-address',
  title: l('充值地址', 'Recharge addresses', '儲值地址'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'address',
  fields: {
    walletCode: { type: 'text', label: l('钱包编码', 'Wallet code', '錢包編碼'), required: true, readOnly: true, filter: 'exact', width: 120 },
    address: { type: 'text', label: l('地址', 'Address', '地址'), required: true, readOnly: true, maxLength: ADDRESS_MAX, filter: 'prefix', width: 260 },
    memo: { type: 'text', label: l('备注/标签', 'Memo', '備註/標籤'), readOnly: true, list: false },
    custody: {
      type: 'enum',
      label: l('托管', 'Custody', '託管'),
      options: [
        { value: 'HOT', label: l('热钱包', 'Hot', '熱錢包'), color: 'warning' },
        { value: 'COLD', label: l('冷钱包', 'Cold', '冷錢包'), color: 'processing' },
        { value: 'CUSTODIAN', label: l('托管机构', 'Custodian', '託管機構') },
      ],
      readOnly: true,
      filter: 'exact',
      width: 90,
    },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'AVAILABLE', label: l('可分配', 'Available', '可分配'), color: 'success' },
        { value: 'ASSIGNED', label: l('已分配', 'Assigned', '已分配'), color: 'processing' },
        { value: 'RETIRED', label: l('已停用', 'Retired', '已停用'), color: 'default' },
      ],
      readOnly: true,
      filter: 'in',
      width: 90,
    },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), readOnly: true, filter: 'exact', width: 140 },
    assignedAt: { type: 'datetime', label: l('分配时间', 'Assigned at', '分配時間'), readOnly: true, width: 170 },
    label: { type: 'text', label: l('标签', 'Label', '標籤'), readOnly: true, width: 140 },
    lastSeenTxAt: { type: 'datetime', label: l('最近入账', 'Last deposit seen', '最近入帳'), readOnly: true, list: false },
    retiredReason: { type: 'text', label: l('停用原因', 'Why retired', '停用原因'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('导入时间', 'Imported at', '匯入時間'), readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  actions: {
    import: {
      label: l('批量导入', 'Import', '批次匯入'),
      scope: 'page',
      input: {
        walletCode: { type: 'text', label: l('钱包编码', 'Wallet code', '錢包編碼'), required: true, maxLength: 32 },
        custody: {
          type: 'enum',
          label: l('托管', 'Custody', '託管'),
          options: [
            { value: 'HOT', label: l('热钱包', 'Hot', '熱錢包') },
            { value: 'COLD', label: l('冷钱包', 'Cold', '冷錢包') },
            { value: 'CUSTODIAN', label: l('托管机构', 'Custodian', '託管機構') },
          ],
          required: true,
          default: 'HOT',
        },
        lines: {
          type: 'text',
          widget: 'textarea',
          label: l('地址（每行：地址[,备注[,标签]]）', 'Addresses (one per line: address[,memo[,label]])', '地址（每行：地址[,備註[,標籤]]）'),
          required: true,
          maxLength: 200_000,
        },
      },
    },
    assign: {
      label: l('分配给会员', 'Assign to member', '分配給會員'),
      scope: 'row',
      when: { field: 'status', in: ['AVAILABLE'] },
      input: { memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true } },
    },
    retire: { label: l('停用', 'Retire', '停用'), scope: 'row', when: { field: 'status', in: ['AVAILABLE', 'ASSIGNED'] }, reason: 'required', danger: true },
  },
  menu: { parent: 'finance', key: 'finance.rechargeAddress', path: '/finance/recharge-address', component: 'treasury/recharge-address/index', icon: 'BookOutlined', sort: 22, keepAlive: true },
});
