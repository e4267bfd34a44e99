import { defineResource } from '../../resource/definition';
import { ADDRESS_MAX, BLACKLIST_SOURCE_DICT, l } from './common';

const directionOptions = [
  { value: 'BOTH', label: l('双向', 'Both ways', '雙向'), color: 'error' },
  { value: 'INBOUND', label: l('仅入账', 'Inbound', '僅入帳'), color: 'warning' },
  { value: 'OUTBOUND', label: l('仅出账', 'Outbound', '僅出帳'), color: 'warning' },
] as const;

/** One line's fate in a black-list import. */
export interface BlacklistImportLine {
  line: number;
  address: string;
  outcome: 'ADDED' | 'DUPLICATE' | 'INVALID';
  message?: string;
}
export interface BlacklistImportResult {
  added: number;
  duplicates: number;
  invalid: number;
  lines: BlacklistImportLine[];
}

/**
 * Black-list addresses (catalogue §3.4): deposits from them are credited frozen pending compliance,
 * withdrawals to them are flagged and held for a second review (never paid automatically), and a
 * member address book entry is marked FLAGGED. Addresses are stored normalised (whitespace
 * removed; EVM addresses lower-cased). Added singly or as CSV lines; lifting one (with a reason)
 * waits for a second operator. Hits are counted by the screening, never typed.
 */
export const addressBlacklistResource = defineResource({
  name: 'finance/address-blacklist',
  table: 'fin_address_blacklist',
  permission: 'finance/address-blacklist',
  title: l('黑名单地址', 'Black-listed addresses', '黑名單地址'),
  recordName: l('黑名单地址', 'black-listed address', '黑名單地址'),
  ops: ['list', 'get', 'add', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'address',
  fields: {
    walletCode: {
      type: 'text',
      label: l('钱包编码', 'Wallet code', '錢包編碼'),
      required: true,
      form: 'create',
      maxLength: 32,
      filter: 'exact',
      width: 120,
      help: l('或 ANY_EVM：所有 EVM 网络', 'Or ANY_EVM: every EVM network', '或 ANY_EVM：所有 EVM 網路'),
    },
    address: { type: 'text', label: l('地址', 'Address', '地址'), required: true, form: 'create', maxLength: ADDRESS_MAX, filter: 'prefix', width: 260 },
    direction: { type: 'enum', label: l('方向', 'Direction', '方向'), options: directionOptions, default: 'BOTH', form: 'create', filter: 'exact', width: 100 },
    source: { type: 'dict', dictType: BLACKLIST_SOURCE_DICT, label: l('来源', 'Source', '來源'), required: true, form: 'create', filter: 'exact', width: 130 },
    caseRef: { type: 'text', label: l('案件编号', 'Case reference', '案件編號'), form: 'create', maxLength: 64, width: 120 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, form: 'create', maxLength: 500, widget: 'textarea', width: 200 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'ACTIVE', label: l('生效', 'Active', '生效'), color: 'error' },
        { value: 'LIFTED', label: l('已解除', 'Lifted', '已解除'), color: 'default' },
      ],
      readOnly: true,
      filter: 'exact',
      width: 90,
    },
    expiresAt: { type: 'datetime', label: l('到期时间', 'Expires at', '到期時間'), form: 'create', list: false },
    hitCount: { type: 'integer', label: l('命中次数', 'Hits', '命中次數'), readOnly: true, sort: true, width: 80 },
    lastHitAt: { type: 'datetime', label: l('最近命中', 'Last hit', '最近命中'), readOnly: true, width: 170 },
    liftedReason: { type: 'text', label: l('解除原因', 'Why lifted', '解除原因'), readOnly: true, list: false },
    liftPending: { type: 'boolean', label: l('解除待批', 'Lift awaiting approval', '解除待批'), virtual: true, readOnly: true, form: false, width: 110 },
    createdAt: { type: 'datetime', label: l('加入时间', 'Added at', '加入時間'), readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  actions: {
    import: {
      label: l('批量添加', 'Add from CSV', '批次新增'),
      scope: 'page',
      permission: 'finance/address-blacklist/add',
      input: {
        walletCode: { type: 'text', label: l('钱包编码', 'Wallet code', '錢包編碼'), required: true, maxLength: 32 },
        direction: { type: 'enum', label: l('方向', 'Direction', '方向'), options: directionOptions, required: true, default: 'BOTH' },
        source: { type: 'dict', dictType: BLACKLIST_SOURCE_DICT, label: l('来源', 'Source', '來源'), required: true },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
        lines: { type: 'text', widget: 'textarea', label: l('地址（每行一个）', 'Addresses (one per line)', '地址（每行一個）'), required: true, maxLength: 200_000 },
      },
    },
    lift: {
      label: l('解除', 'Lift', '解除'),
      scope: 'row',
      when: { field: 'status', in: ['ACTIVE'] },
      reason: 'required',
      confirm: l('解除须另一位操作员批准后才生效。', 'Lifting takes effect once a second operator approves it.', '解除須另一位操作員核准後才生效。'),
    },
  },
  menu: { parent: 'finance', key: 'finance.addressBlacklist', path: '/finance/address-blacklist', component: 'treasury/address-blacklist/index', icon: 'SafetyOutlined', sort: 23, keepAlive: true },
});
