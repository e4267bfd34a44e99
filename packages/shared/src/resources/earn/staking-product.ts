import { defineResource } from '../../resource/definition';
import { businessDateHelp, l } from './labels';
import { ACCRUAL_START_OPTIONS, EARLY_REDEEM_OPTIONS, PAYOUT_MODE_OPTIONS, PRODUCT_STATUS_OPTIONS, productStatesInto, STAKING_PERMISSIONS, YIELD_SOURCE_OPTIONS } from './staking-states';

/** The per-language texts: edited at any time (they are not money rules). */
const texts = {
  nameZhCn: { type: 'text', label: l('名称（简体）', 'Name (zh-CN)', '名稱（簡體）'), maxLength: 100, required: true, list: false },
  nameEn: { type: 'text', label: l('名称（英文）', 'Name (English)', '名稱（英文）'), maxLength: 100, required: true, list: false },
  nameZhTw: { type: 'text', label: l('名称（繁体）', 'Name (zh-TW)', '名稱（繁體）'), maxLength: 100, required: true, list: false },
  descriptionZhCn: { type: 'text', label: l('说明（简体）', 'Description (zh-CN)', '說明（簡體）'), maxLength: 2000, widget: 'textarea', list: false },
  descriptionEn: { type: 'text', label: l('说明（英文）', 'Description (English)', '說明（英文）'), maxLength: 2000, widget: 'textarea', list: false },
  descriptionZhTw: { type: 'text', label: l('说明（繁体）', 'Description (zh-TW)', '說明（繁體）'), maxLength: 2000, widget: 'textarea', list: false },
  riskDisclosureZhCn: { type: 'text', label: l('风险揭示（简体）', 'Risk disclosure (zh-CN)', '風險揭示（簡體）'), maxLength: 4000, widget: 'textarea', list: false },
  riskDisclosureEn: { type: 'text', label: l('风险揭示（英文）', 'Risk disclosure (English)', '風險揭示（英文）'), maxLength: 4000, widget: 'textarea', list: false },
  riskDisclosureZhTw: { type: 'text', label: l('风险揭示（繁体）', 'Risk disclosure (zh-TW)', '風險揭示（繁體）'), maxLength: 4000, widget: 'textarea', list: false },
} as const;

/** The money rules: set at creation, changed afterwards only through a second operator. */
export const STAKING_TERMS_FIELDS = {
  referenceApr: {
    type: 'decimal',
    scale: 8,
    min: '0',
    max: '10',
    percent: true,
    label: l('参考年化（估算）', 'Reference APR (estimate)', '參考年化（估算）'),
    required: true,
    help: l('估算值，非承诺；每日计息按当日发布的利率', 'An estimate, not a promise; each day accrues at that day’s published rate', '估算值，非承諾；每日計息按當日發佈的利率'),
  },
  minAmount: { type: 'money', scale: 18, label: l('起投金额', 'Minimum amount', '起投金額'), required: true },
  maxPerMember: { type: 'money', scale: 18, label: l('单人上限', 'Cap per member', '單人上限'), required: true },
  totalCap: { type: 'money', scale: 18, label: l('总额度', 'Total cap', '總額度'), required: true },
  earlyRedeemRule: { type: 'enum', options: EARLY_REDEEM_OPTIONS, label: l('提前赎回规则', 'Early redemption', '提前贖回規則'), required: true },
  earlyRedeemFeeRate: { type: 'decimal', scale: 8, min: '0', max: '0.99', percent: true, label: l('提前赎回费率', 'Early redemption fee', '提前贖回費率'), default: '0' },
} as const;

/**
 * Staking products (catalogue §4). The APR is an estimate tied to a named yield source; the
 * subscribed total and cap use are derived from the orders and the yield-pool coverage (pool ÷ the
 * next 7 days of accrual) from the pool's budget account: nothing here is a typed figure.
 */
export const stakingProductResource = defineResource({
  name: 'earn/product',
  table: 'stk_product',
  permission: 'earn/product',
  title: l('质押产品', 'Staking products', '質押產品'),
  recordName: l('质押产品', 'staking product', '質押產品'),
  ops: ['list', 'get', 'edit', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'status', order: 'asc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, readOnly: true, filter: 'contains', width: 140 },
    status: { type: 'enum', options: PRODUCT_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', sort: true, width: 100 },
    // Shown in the reader's language, found by a word of any of the three.
    nameZhCn: { ...texts.nameZhCn, label: l('名称', 'Name', '名稱'), list: true, filter: 'contains', languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' }, width: 180 },
    nameEn: texts.nameEn,
    nameZhTw: texts.nameZhTw,
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 80 },
    termDays: { type: 'integer', label: l('期限（天，0 为活期）', 'Term (days, 0 = flexible)', '期限（天，0 為活期）'), required: true, readOnly: true, filter: 'exact', sort: true, width: 110 },
    referenceApr: { ...STAKING_TERMS_FIELDS.referenceApr, readOnly: true, width: 130 },
    subscribedTotal: { type: 'money', scale: 18, label: l('已申购（持有中）', 'Subscribed (held)', '已申購（持有中）'), readOnly: true, virtual: true, width: 130, help: l('由订单汇总', 'Summed from the orders', '由訂單彙總') },
    capUsedPercent: { type: 'decimal', scale: 4, percent: true, label: l('额度使用', 'Cap used', '額度使用'), readOnly: true, virtual: true, width: 100 },
    totalCap: { ...STAKING_TERMS_FIELDS.totalCap, readOnly: true, width: 130 },
    poolCoverage: { type: 'decimal', scale: 4, label: l('覆盖倍数', 'Pool coverage (×)', '覆蓋倍數'), readOnly: true, virtual: true, width: 110, help: l('收益池 ÷ 未来 7 日计息', 'Pool ÷ next 7 days of accrual', '收益池 ÷ 未來 7 日計息') },
    poolBalance: { type: 'money', scale: 18, label: l('收益池余额', 'Yield pool', '收益池餘額'), readOnly: true, virtual: true, width: 130 },
    nextWeekAccrual: { type: 'money', scale: 18, label: l('未来 7 日计息', 'Next 7 days of accrual', '未來 7 日計息'), readOnly: true, virtual: true, width: 140 },
    yieldSource: { type: 'enum', options: YIELD_SOURCE_OPTIONS, label: l('收益来源', 'Yield source', '收益來源'), required: true, readOnly: true, filter: 'exact', width: 170 },
    poolBudgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('收益池账户', 'Yield pool account', '收益池帳戶'), required: true, readOnly: true, width: 170 },
    minAmount: { ...STAKING_TERMS_FIELDS.minAmount, readOnly: true, list: false },
    maxPerMember: { ...STAKING_TERMS_FIELDS.maxPerMember, readOnly: true, width: 120 },
    earlyRedeemRule: { ...STAKING_TERMS_FIELDS.earlyRedeemRule, readOnly: true, width: 150 },
    earlyRedeemFeeRate: { ...STAKING_TERMS_FIELDS.earlyRedeemFeeRate, readOnly: true, list: false },
    accrualStart: { type: 'enum', options: ACCRUAL_START_OPTIONS, label: l('起息', 'Accrual starts', '起息'), readOnly: true, list: false },
    payoutMode: { type: 'enum', options: PAYOUT_MODE_OPTIONS, label: l('发放方式', 'Payout', '發放方式'), required: true, readOnly: true, width: 110 },
    unlockDays: { type: 'integer', label: l('解锁期（天）', 'Unlock period (days)', '解鎖期（天）'), readOnly: true, list: false },
    autoRenewAllowed: { type: 'integer', label: l('允许自动续期', 'Auto-renew allowed', '允許自動續期'), readOnly: true, list: false },
    descriptionZhCn: { ...texts.descriptionZhCn, languages: { en: 'descriptionEn', 'zh-tw': 'descriptionZhTw' } },
    descriptionEn: texts.descriptionEn,
    descriptionZhTw: texts.descriptionZhTw,
    riskDisclosureZhCn: { ...texts.riskDisclosureZhCn, languages: { en: 'riskDisclosureEn', 'zh-tw': 'riskDisclosureZhTw' } },
    riskDisclosureEn: texts.riskDisclosureEn,
    riskDisclosureZhTw: texts.riskDisclosureZhTw,
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Maker', '經辦人'), readOnly: true, list: false },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('复核人', 'Approved by', '覆核人'), readOnly: true, list: false },
    version: { type: 'integer', label: l('版本', 'Version', '版本'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  actions: {
    create: {
      label: l('新建产品', 'New product', '新增產品'),
      scope: 'page',
      input: {
        code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 40 },
        ...texts,
        currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, maxLength: 20 },
        termDays: { type: 'integer', label: l('期限（天，0 为活期）', 'Term (days, 0 = flexible)', '期限（天，0 為活期）'), required: true, min: 0, max: 3650 },
        yieldSource: { type: 'enum', options: YIELD_SOURCE_OPTIONS, label: l('收益来源', 'Yield source', '收益來源'), required: true },
        poolBudgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('收益池账户', 'Yield pool account', '收益池帳戶'), required: true },
        ...STAKING_TERMS_FIELDS,
        payoutMode: { type: 'enum', options: PAYOUT_MODE_OPTIONS, label: l('发放方式', 'Payout', '發放方式'), required: true },
        unlockDays: { type: 'integer', label: l('解锁期（天）', 'Unlock period (days)', '解鎖期（天）'), min: 0, max: 90, default: 0 },
        autoRenewAllowed: { type: 'boolean', label: l('允许自动续期', 'Auto-renew allowed', '允許自動續期'), default: false },
      },
    },
    activate: {
      label: l('提交上线复核', 'Submit for activation', '提交上線覆核'),
      scope: 'row',
      permission: 'earn/product/edit',
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l('上线须由另一位操作员在复核页批准；三种语言的风险揭示必须已填写。', 'A second operator approves the activation on the Approvals page; the risk disclosure must be written in all three languages.', '上線須由另一位操作員在覆核頁批准；三種語言的風險揭示必須已填寫。'),
    },
    changeTerms: {
      label: l('变更条款', 'Change terms', '變更條款'),
      scope: 'row',
      permission: 'earn/product/edit',
      when: { field: 'status', in: ['ACTIVE', 'PAUSED'] },
      input: STAKING_TERMS_FIELDS,
      reason: 'required',
    },
    publishRate: {
      label: l('发布日利率', 'Publish daily rate', '發佈日利率'),
      scope: 'row',
      permission: 'earn/rate/publish',
      when: { field: 'status', in: ['ACTIVE', 'PAUSED'] },
      input: {
        rateDate: { type: 'text', label: l('业务日', 'Business date', '業務日'), required: true, maxLength: 10, validator: 'calendarDate', help: businessDateHelp },
        apr: { type: 'decimal', scale: 8, min: '0', max: '10', percent: true, label: l('当日年化', 'APR of the day', '當日年化'), required: true },
        sourceNote: { type: 'text', label: l('依据', 'Source note', '依據'), required: true, maxLength: 500, help: l('如链上奖励报告、借贷收入台账', 'e.g. the validator reward report, the lending ledger', '如鏈上獎勵報告、借貸收入台帳') },
      },
    },
    pause: { label: l('暂停申购', 'Pause', '暫停申購'), scope: 'row', permission: 'earn/product/toggle', when: { field: 'status', in: productStatesInto('PAUSED') } },
    resume: { label: l('恢复申购', 'Resume', '恢復申購'), scope: 'row', permission: 'earn/product/toggle', when: { field: 'status', in: ['PAUSED'] } },
    close: {
      label: l('关闭', 'Close', '關閉'),
      scope: 'row',
      permission: 'earn/product/toggle',
      danger: true,
      when: { field: 'status', in: productStatesInto('CLOSED') },
      confirm: l('关闭后不再接受申购；已有订单按原条款继续到期。', 'A closed product takes no new subscriptions; running orders continue on their own terms.', '關閉後不再接受申購；已有訂單按原條款繼續到期。'),
    },
  },
  menu: { parent: 'earn', key: 'earn.product', path: '/earn/product', icon: 'WalletOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});

export const STAKING_PRODUCT_APPROVE = STAKING_PERMISSIONS.productApprove;
