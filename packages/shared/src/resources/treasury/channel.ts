import { defineResource } from '../../resource/definition';
import { l } from './common';

/**
 * Recharge channels (catalogue §3.2): how members top up, with limits and fees. The receiving
 * account is a reference to a platform recharge address, never typed; changing it (a swapped
 * receiving address diverts every deposit) waits for a second operator and is logged, and so does
 * the first one set on a new channel. The list shows the account masked (`receivingAccount`) and
 * whether a change is waiting (`receivingChangePending`).
 */
export const channelResource = defineResource({
  name: 'finance/channel',
  table: 'fin_recharge_channel',
  permission: 'finance/channel',
  title: l('充值通道', 'Recharge channels', '儲值通道'),
  recordName: l('充值通道', 'recharge channel', '儲值通道'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'code',
  pendingChange: 'receivingChangePending',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, form: 'create', maxLength: 32, filter: 'contains', sort: true, width: 150 },
    // Members see the name in their language: the list, the detail's title and the export show the reader's.
    nameZhCn: {
      type: 'text',
      label: l('名称', 'Name', '名稱'),
      required: true,
      maxLength: 64,
      filter: 'contains',
      languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' },
      width: 160,
    },
    nameEn: { type: 'text', label: l('名称（英文）', 'Name (English)', '名稱（英文）'), required: true, maxLength: 64, list: false },
    nameZhTw: { type: 'text', label: l('名称（繁体）', 'Name (Traditional Chinese)', '名稱（繁體）'), required: true, maxLength: 64, list: false },
    walletCode: { type: 'text', label: l('钱包编码', 'Wallet code', '錢包編碼'), required: true, form: 'create', maxLength: 32, filter: 'exact', width: 120 },
    kind: {
      type: 'enum',
      label: l('类型', 'Kind', '類型'),
      options: [
        { value: 'ONCHAIN_SHARED', label: l('链上共用地址', 'On-chain, shared', '鏈上共用地址'), color: 'processing' },
        { value: 'ONCHAIN_PER_MEMBER', label: l('链上专属地址', 'On-chain, per member', '鏈上專屬地址'), color: 'processing' },
        { value: 'BANK', label: l('银行转账', 'Bank transfer', '銀行轉帳'), color: 'warning' },
        { value: 'PSP', label: l('第三方支付', 'Payment provider', '第三方支付'), color: 'default' },
      ],
      required: true,
      filter: 'exact',
      width: 150,
    },
    receivingAccount: { type: 'text', label: l('收款账户', 'Receiving account', '收款帳戶'), virtual: true, readOnly: true, form: false, detail: false, width: 170 },
    receivingChangePending: { type: 'boolean', label: l('收款账户变更待批', 'Account change awaiting approval', '收款帳戶變更待批'), virtual: true, readOnly: true, form: false, width: 120 },
    minAmount: { type: 'money', scale: 18, label: l('单笔最小', 'Min. amount', '單筆最小'), default: '0', width: 120 },
    maxAmount: { type: 'money', scale: 18, label: l('单笔最大', 'Max. amount', '單筆最大'), width: 120, help: l('留空为不限', 'Empty: no maximum', '留空為不限') },
    feeFixed: { type: 'money', scale: 18, label: l('固定手续费', 'Fixed fee', '固定手續費'), default: '0', width: 110 },
    feeRate: { type: 'decimal', scale: 8, min: '0', max: '1', percent: true, label: l('费率', 'Fee rate', '費率'), default: '0', width: 90 },
    requiresVoucher: { type: 'boolean', label: l('需要凭证', 'Voucher required', '需要憑證'), default: false, list: false },
    requiresTxHash: { type: 'boolean', label: l('需要交易哈希', 'Tx hash required', '需要交易雜湊'), default: false, list: false },
    dailyCapPerMember: { type: 'integer', label: l('每人每日笔数上限', 'Daily cap per member', '每人每日筆數上限'), min: 1, max: 10000, list: false },
    kycLevelRequired: {
      type: 'enum',
      label: l('实名要求', 'KYC required', '實名要求'),
      options: [
        { value: 'NONE', label: l('无', 'None', '無') },
        { value: 'PRIMARY', label: l('初级', 'Primary', '初級') },
        { value: 'ADVANCED', label: l('高级', 'Advanced', '進階') },
      ],
      default: 'NONE',
      list: false,
    },
    receivingAddressId: {
      type: 'reference',
      resource: 'finance/recharge-address',
      labelField: 'address',
      label: l('收款地址', 'Receiving account', '收款地址'),
      list: false,
      export: false,
      help: l('从平台充值地址中选择；修改须另一位操作员批准', 'Chosen from the platform’s recharge addresses; a change waits for a second operator', '從平台儲值地址中選擇；修改須另一位操作員核准'),
    },
    pspProviderCode: { type: 'text', label: l('支付服务商', 'Provider', '支付服務商'), maxLength: 32, list: false },
    sort: { type: 'integer', label: l('排序', 'Sort', '排序'), default: 0, min: 0, max: 9999, sort: true, width: 70 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'ACTIVE', label: l('启用', 'Active', '啟用'), color: 'success' },
        { value: 'PAUSED', label: l('暂停', 'Paused', '暫停'), color: 'warning' },
      ],
      default: 'ACTIVE',
      filter: 'exact',
      width: 90,
    },
    visibleRegions: { type: 'text', label: l('可见地区', 'Visible regions', '可見地區'), maxLength: 255, list: false, help: l('国家/地区代码，逗号分隔；留空为全部', 'Country codes, comma-separated; empty: everywhere', '國家/地區代碼，逗號分隔；留空為全部') },
  },
  actions: {
    pause: { label: l('暂停', 'Pause', '暫停'), scope: 'row', permission: 'finance/channel/toggle', when: { field: 'status', in: ['ACTIVE'] }, danger: true, confirm: l('暂停后会员不能再用此通道充值。', 'Members can no longer top up through this channel once it is paused.', '暫停後會員不能再用此通道儲值。') },
    resume: { label: l('恢复', 'Resume', '恢復'), scope: 'row', permission: 'finance/channel/toggle', when: { field: 'status', in: ['PAUSED'] } },
  },
  menu: { parent: 'finance', key: 'finance.channel', path: '/finance/channel', icon: 'BankOutlined', sort: 21, keepAlive: true },
});
