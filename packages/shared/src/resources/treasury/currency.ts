import { defineResource } from '../../resource/definition';
import { l } from './common';

/** A currency code: upper case letters and digits, starting with a letter (USDT, BTC, CNY). */
export const CURRENCY_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,15}$/;

/**
 * The fields of a currency that are money rules (catalogue §1.3: fees and rates are four-eyes
 * whatever the amount): an edit files them as a request a second operator approves, and applies
 * the rest at once. The display scale is the precision every amount in the currency is entered and
 * shown at; the reference rate decides which amounts need a second operator and what counts
 * against a member's withdrawal limits.
 */
export const CURRENCY_GUARDED_FIELDS = ['displayScale', 'withdrawFeeFixed', 'withdrawFeeRate', 'usdRate'] as const;

/**
 * Currencies (fin_currency): the assets balances are kept in, with the precision amounts take and
 * the platform's withdrawal terms. Wallet codes (the networks an asset moves over) refer to them.
 * Deleting is refused, since balances and history name the code; disabling stops new deposits and
 * withdrawals in it.
 */
export const currencyResource = defineResource({
  name: 'finance/currency',
  table: 'fin_currency',
  permission: 'finance/currency',
  title: l('币种', 'Currencies', '幣種'),
  recordName: l('币种', 'currency', '幣種'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'code', order: 'asc' },
  recordLabel: 'code',
  pendingChange: 'changePending',
  fields: {
    code: {
      type: 'text',
      label: l('代码', 'Code', '代碼'),
      required: true,
      unique: true,
      form: 'create',
      maxLength: 16,
      filter: 'contains',
      sort: true,
      width: 100,
      help: l('大写字母与数字，以字母开头，如 USDT', 'Upper case letters and digits, starting with a letter: USDT', '大寫字母與數字，以字母開頭，如 USDT'),
    },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 64, filter: 'contains', width: 170 },
    // The flags beside the name: the terms that follow are wide, and a waiting change must not hide off-screen.
    enabled: {
      type: 'boolean',
      label: l('启用', 'Enabled', '啟用'),
      readOnly: true,
      filter: 'exact',
      width: 80,
    },
    changePending: { type: 'boolean', label: l('变更待批', 'Change awaiting approval', '變更待批'), virtual: true, readOnly: true, form: false, width: 120 },
    displayScale: {
      type: 'integer',
      label: l('金额精度', 'Decimals', '金額精度'),
      required: true,
      min: 0,
      max: 18,
      default: 8,
      width: 90,
      help: l(
        '金额录入与显示的小数位数；已有账变后只能调大。修改须另一位操作员批准',
        'Decimal places every amount in it is entered and shown with; once it has ledger rows it can only grow. A change waits for a second operator’s approval',
        '金額輸入與顯示的小數位數；已有帳變後只能調大。修改須另一位操作員核准',
      ),
    },
    withdrawFeeFixed: {
      type: 'money',
      scale: 18,
      label: l('提现固定手续费', 'Withdrawal fee, fixed', '提領固定手續費'),
      default: '0',
      width: 130,
      help: l(
        '提现未指定网络时收取；指定网络时改收该钱包编码的手续费。修改须另一位操作员批准',
        'Charged when a withdrawal names no network; over a network, that wallet code’s fee is charged instead. A change waits for a second operator’s approval',
        '提領未指定網路時收取；指定網路時改收該錢包編碼的手續費。修改須另一位操作員核准',
      ),
    },
    withdrawFeeRate: {
      type: 'decimal',
      scale: 8,
      min: '0',
      max: '0.5',
      percent: true,
      label: l('提现费率', 'Withdrawal fee, share', '提領費率'),
      default: '0',
      width: 120,
      help: l('按提现金额收取，另加固定手续费。修改须另一位操作员批准', 'A share of the amount, on top of the fixed fee. A change waits for a second operator’s approval', '按提領金額收取，另加固定手續費。修改須另一位操作員核准'),
    },
    withdrawMin: {
      type: 'money',
      scale: 18,
      label: l('最小提现', 'Min. withdrawal', '最小提領'),
      default: '0',
      width: 120,
      help: l('指定网络时取此值与该钱包编码最小提现中较大者', 'Over a network, the greater of this and that wallet code’s minimum applies', '指定網路時取此值與該錢包編碼最小提領中較大者'),
    },
    usdRate: {
      type: 'decimal',
      scale: 18,
      min: '0',
      label: l('美元参考汇率', 'USD reference rate', '美元參考匯率'),
      width: 130,
      help: l(
        '每单位折合美元，用于双人复核门槛与会员提现限额，从不用于给会员计价。留空：无法折算，该币种每笔都须双人复核，有限额的会员不能提现。修改须另一位操作员批准',
        'US dollars per unit, for the two-operator threshold and members’ withdrawal limits; never used to price anything a member pays or receives. Empty: cannot be valued, so every amount needs a second operator and a member with limits cannot withdraw it. A change waits for a second operator’s approval',
        '每單位換算的美元，用於雙人覆核門檻與會員提領限額，從不用於給會員計價。留空：無法換算，該幣種每筆都須雙人覆核，有限額的會員不能提領。修改須另一位操作員核准',
      ),
    },
    updatedAt: { type: 'datetime', label: l('更新时间', 'Updated at', '更新時間'), readOnly: true, list: false },
  },
  actions: {
    enable: { label: l('启用', 'Enable', '啟用'), scope: 'row', permission: 'finance/currency/toggle', when: { field: 'enabled', in: ['false'] } },
    disable: {
      label: l('停用', 'Disable', '停用'),
      scope: 'row',
      permission: 'finance/currency/toggle',
      when: { field: 'enabled', in: ['true'] },
      danger: true,
      confirm: l(
        '停用后不能再录入此币种的充值与提现；余额、已提交的订单与历史不受影响。',
        'No new recharge or withdrawal can be entered in this currency once it is disabled; balances, orders already placed and history are not affected.',
        '停用後不能再輸入此幣種的儲值與提領；餘額、已提交的訂單與歷史不受影響。',
      ),
    },
  },
  menu: { parent: 'finance', key: 'finance.currency', path: '/finance/currency', icon: 'AccountBookOutlined', sort: 19, keepAlive: true },
});
