import { defineResource } from '../../resource/definition';
import { l, WALLET_NETWORK_DICT } from './common';

/** A wallet code: upper snake case (USDT_TRC20, CNY_BANK); other tables refer to it by this text. */
export const WALLET_CODE_PATTERN = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * An explorer link template: an https address holding {tx} once, nothing that could run or leave
 * the page another way (a `javascript:` address, a space). Empty: the network has no explorer.
 */
export const EXPLORER_TEMPLATE_PATTERN = /^https:\/\/[^\s{}"'<>]+\{tx\}[^\s{}"'<>]*$/;

/**
 * A transaction's page on its network's explorer: the template with the reference in place of
 * {tx}, encoded. Null without a reference, without a template, or with one that is not an https
 * address holding {tx} (a row written before templates were checked).
 */
export function explorerTxUrl(template: string | null | undefined, tx: string | null | undefined): string | null {
  const ref = tx?.trim();
  if (!ref || !template || !EXPLORER_TEMPLATE_PATTERN.test(template)) return null;
  return template.replace('{tx}', encodeURIComponent(ref));
}

/** Turning deposits or withdrawals off stops every member's at once, so it is asked first (`confirm`); turning on is not. */
const toggle = (field: 'depositEnabled' | 'withdrawEnabled', to: boolean, label: ReturnType<typeof l>, confirm?: ReturnType<typeof l>) => ({
  label,
  scope: 'row' as const,
  permission: 'finance/wallet-code/toggle',
  when: { field, in: [String(!to)] },
  ...(confirm ? { danger: true, confirm } : {}),
});

/**
 * Wallet codes (catalogue §3.1): one row per asset on a network, the root channels, addresses and
 * withdrawals refer to. Decimals are fixed once the asset has ledger rows; a change of decimals, of
 * the token contract (the classic hijack point) or of the network's withdrawal fee waits for a
 * second operator (four-eyes), the rest of an edit applies at once. Deposits and withdrawals are
 * switched on and off separately.
 */
export const walletCodeResource = defineResource({
  name: 'finance/wallet-code',
  table: 'fin_wallet_code',
  permission: 'finance/wallet-code',
  title: l('钱包编码', 'Wallet codes', '錢包編碼'),
  recordName: l('钱包编码', 'wallet code', '錢包編碼'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'code', order: 'asc' },
  recordLabel: 'code',
  pendingChange: 'changePending',
  fields: {
    code: {
      type: 'text',
      label: l('编码', 'Code', '編碼'),
      required: true,
      unique: true,
      form: 'create',
      maxLength: 32,
      filter: 'contains',
      sort: true,
      width: 140,
      help: l('大写字母、数字与下划线，如 USDT_TRC20', 'Upper case, digits and underscores: USDT_TRC20', '大寫字母、數字與底線，如 USDT_TRC20'),
    },
    asset: { type: 'text', label: l('币种', 'Asset', '幣種'), required: true, form: 'create', maxLength: 16, filter: 'exact', sort: true, width: 90 },
    network: { type: 'dict', dictType: WALLET_NETWORK_DICT, label: l('网络', 'Network', '網路'), required: true, form: 'create', filter: 'exact', width: 100 },
    tokenContract: {
      type: 'text',
      label: l('代币合约', 'Token contract', '代幣合約'),
      maxLength: 128,
      list: false,
      help: l('修改须另一位操作员批准', 'A change waits for a second operator’s approval', '修改須另一位操作員核准'),
    },
    decimals: {
      type: 'integer',
      label: l('链上精度', 'Decimals', '鏈上精度'),
      required: true,
      min: 0,
      max: 18,
      width: 90,
      help: l('币种已有账变后不可修改；修改须另一位操作员批准', 'Fixed once the asset has ledger rows; a change waits for a second operator', '幣種已有帳變後不可修改；修改須另一位操作員核准'),
    },
    displayScale: { type: 'integer', label: l('显示精度', 'Display scale', '顯示精度'), required: true, min: 0, max: 18, width: 90 },
    addressRegex: {
      type: 'text',
      label: l('地址格式（正则）', 'Address pattern (regex)', '地址格式（正則）'),
      maxLength: 200,
      list: false,
      help: l('以 ^ 开头、$ 结尾；不允许嵌套量词与反向引用', 'Anchored with ^ and $; no nested quantifiers or back-references', '以 ^ 開頭、$ 結尾；不允許巢狀量詞與反向參照'),
    },
    memoRequired: { type: 'boolean', label: l('需要备注/标签', 'Memo required', '需要備註/標籤'), default: false, list: false },
    explorerTxUrlTemplate: {
      type: 'text',
      label: l('区块浏览器链接模板', 'Explorer link template', '區塊瀏覽器連結範本'),
      maxLength: 255,
      list: false,
      help: l('https:// 开头，以 {tx} 代表交易哈希', 'Starts with https://; {tx} stands for the transaction hash', 'https:// 開頭，以 {tx} 代表交易雜湊'),
    },
    minConfirmations: { type: 'integer', label: l('最少确认数', 'Min. confirmations', '最少確認數'), min: 0, max: 10000, default: 1, width: 110 },
    minDeposit: {
      type: 'money',
      scale: 18,
      label: l('最小充值', 'Min. deposit', '最小儲值'),
      default: '0',
      width: 120,
      help: l('告知会员的下限；操作员录入已到账的充值不受此限', 'The floor members are told; a recharge an operator enters for money that arrived is not refused by it', '告知會員的下限；操作員輸入已到帳的儲值不受此限'),
    },
    minWithdraw: {
      type: 'money',
      scale: 18,
      label: l('最小提现', 'Min. withdrawal', '最小提領'),
      default: '0',
      width: 120,
      help: l('经此网络提现时，取此值与币种最小提现中较大者', 'A withdrawal over this network needs the greater of this and the currency’s minimum', '經此網路提領時，取此值與幣種最小提領中較大者'),
    },
    withdrawFee: {
      type: 'money',
      scale: 18,
      label: l('提现手续费', 'Withdrawal fee', '提領手續費'),
      default: '0',
      width: 120,
      help: l(
        '经此网络提现时代替币种的固定手续费，另加币种的费率。修改须另一位操作员批准',
        'Charged on a withdrawal over this network in place of the currency’s fixed fee, plus the currency’s share. A change waits for a second operator’s approval',
        '經此網路提領時代替幣種的固定手續費，另加幣種的費率。修改須另一位操作員核准',
      ),
    },
    depositEnabled: { type: 'boolean', label: l('允许充值', 'Deposits', '允許儲值'), readOnly: true, filter: 'exact', width: 90 },
    withdrawEnabled: { type: 'boolean', label: l('允许提现', 'Withdrawals', '允許提領'), readOnly: true, filter: 'exact', width: 90 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'ACTIVE', label: l('启用', 'Active', '啟用'), color: 'success' },
        { value: 'DISABLED', label: l('停用', 'Disabled', '停用'), color: 'default' },
      ],
      default: 'ACTIVE',
      filter: 'exact',
      width: 90,
    },
    changePending: { type: 'boolean', label: l('变更待批', 'Change awaiting approval', '變更待批'), virtual: true, readOnly: true, form: false, width: 120 },
    updatedAt: { type: 'datetime', label: l('更新时间', 'Updated at', '更新時間'), readOnly: true, list: false },
  },
  actions: {
    enableDeposit: toggle('depositEnabled', true, l('开启充值', 'Enable deposits', '開啟儲值')),
    disableDeposit: toggle('depositEnabled', false, l('关闭充值', 'Disable deposits', '關閉儲值'), l('关闭后所有会员都不能再通过此钱包编码充值，已提交的充值单不受影响。', 'No member can deposit over this wallet code once deposits are off; orders already placed are not affected.', '關閉後所有會員都不能再透過此錢包編碼儲值，已提交的儲值單不受影響。')),
    enableWithdraw: toggle('withdrawEnabled', true, l('开启提现', 'Enable withdrawals', '開啟提領')),
    disableWithdraw: toggle('withdrawEnabled', false, l('关闭提现', 'Disable withdrawals', '關閉提領'), l('关闭后所有会员都不能再通过此钱包编码提现，已提交的提现单不受影响。', 'No member can withdraw over this wallet code once withdrawals are off; withdrawals already requested are not affected.', '關閉後所有會員都不能再透過此錢包編碼提領，已提交的提領單不受影響。')),
  },
  menu: { parent: 'finance', key: 'finance.walletCode', path: '/finance/wallet-code', icon: 'WalletOutlined', sort: 20, keepAlive: true },
});
