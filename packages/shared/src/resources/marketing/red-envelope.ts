import { defineResource } from '../../resource/definition';
import { envelopeStatesInto } from './award-states';
import { l } from './labels';

export const RED_ENVELOPE_APPROVE_PERMISSION = 'marketing/red-envelope/approve';

export const RED_ENVELOPE_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ACTIVE', label: l('领取中', 'Active', '領取中'), color: 'success' },
  { value: 'EXHAUSTED', label: l('已领完', 'All claimed', '已領完'), color: 'processing' },
  { value: 'EXPIRED', label: l('已过期', 'Expired', '已過期'), color: 'warning' },
  { value: 'CANCELLED', label: l('已取消', 'Cancelled', '已取消'), color: 'default' },
] as const;
export const RED_ENVELOPE_SPLIT_OPTIONS = [
  { value: 'EQUAL', label: l('均分', 'Equal', '均分') },
  { value: 'RANDOM', label: l('随机', 'Random', '隨機') },
] as const;
export const RED_ENVELOPE_ELIGIBILITY_OPTIONS = [
  { value: 'ALL', label: l('所有会员', 'All members', '所有會員') },
  { value: 'NEW_MEMBERS', label: l('新会员（30 天内注册）', 'New members (registered within 30 days)', '新會員（30 天內註冊）') },
  { value: 'KYC_PRIMARY', label: l('已完成初级实名', 'Primary KYC passed', '已完成初級實名') },
] as const;
export const RED_ENVELOPE_FUNDER_OPTIONS = [{ value: 'PLATFORM', label: l('平台', 'Platform', '平台') }] as const;

const money = (zhCn: string, en: string, zhTw: string, required = true) => ({ type: 'money', scale: 18, label: l(zhCn, en, zhTw), required }) as const;
const terms = {
  title: { type: 'text', label: l('标题', 'Title', '標題'), required: true, maxLength: 100 },
  totalAmount: money('总金额', 'Total amount', '總金額'),
  count: { type: 'integer', label: l('份数', 'Shares', '份數'), required: true, min: 1, max: 10_000 },
  split: { type: 'enum', options: RED_ENVELOPE_SPLIT_OPTIONS, label: l('拆分方式', 'Split', '拆分方式'), required: true, default: 'RANDOM' },
  minShare: money('最小份额', 'Smallest share', '最小份額', false),
  maxShare: money('最大份额', 'Largest share', '最大份額', false),
  eligibility: { type: 'enum', options: RED_ENVELOPE_ELIGIBILITY_OPTIONS, label: l('领取资格', 'Who may claim', '領取資格'), required: true, default: 'ALL' },
  startsAt: { type: 'datetime', label: l('开始时间', 'Starts', '開始時間'), required: true },
  expiresAt: { type: 'datetime', label: l('过期时间', 'Expires', '過期時間'), required: true },
} as const;

/**
 * Platform red envelopes (catalogue §7.7): funded from a budget into escrow, cut into shares at
 * funding from a committed seed (its SHA-256 is shown), claimed share by share, and whatever is
 * unclaimed at expiry or cancellation goes back to the budget once. Amount and count are fixed
 * once funded; no robot claims, no invite requirement.
 */
export const redEnvelopeResource = defineResource({
  name: 'marketing/red-envelope',
  table: 'mkt_red_envelope',
  permission: 'marketing/red-envelope',
  title: l('红包', 'Red envelopes', '紅包'),
  recordName: l('红包', 'red envelope', '紅包'),
  ops: ['list', 'get', 'edit', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'envelopeNo',
  fields: {
    envelopeNo: { type: 'text', label: l('红包编号', 'Envelope no.', '紅包編號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    status: { type: 'enum', options: RED_ENVELOPE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    title: { ...terms.title, width: 160 },
    funder: { type: 'enum', options: RED_ENVELOPE_FUNDER_OPTIONS, label: l('出资方', 'Funder', '出資方'), required: true, readOnly: true, filter: 'exact', list: false },
    budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), required: true, readOnly: true, list: false },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    totalAmount: { ...terms.totalAmount, width: 130 },
    count: { ...terms.count, width: 80 },
    split: { ...terms.split, width: 90 },
    minShare: { ...terms.minShare, list: false },
    maxShare: { ...terms.maxShare, list: false },
    eligibility: { ...terms.eligibility, width: 150 },
    claimedAmount: { type: 'money', scale: 18, label: l('已领金额', 'Claimed', '已領金額'), required: true, readOnly: true, width: 130 },
    claimedCount: { type: 'integer', label: l('已领份数', 'Claimed shares', '已領份數'), required: true, readOnly: true, width: 100 },
    escrowBalance: { type: 'money', scale: 18, label: l('托管余额', 'In escrow', '託管餘額'), required: true, readOnly: true, width: 130 },
    refundedAmount: { type: 'money', scale: 18, label: l('已退回预算', 'Returned to budget', '已退回預算'), required: true, readOnly: true, list: false },
    startsAt: { ...terms.startsAt, width: 170 },
    expiresAt: { ...terms.expiresAt, width: 170 },
    splitSeedHash: { type: 'text', label: l('拆分种子 SHA-256', 'Split seed SHA-256', '拆分種子 SHA-256'), readOnly: true, list: false },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Maker', '經辦人'), readOnly: true, list: false },
    fundedBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('注资人', 'Funded by', '注資人'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  actions: {
    create: {
      label: l('新建红包', 'New envelope', '新增紅包'),
      scope: 'page',
      input: { ...terms, budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), required: true } },
    },
    fund: {
      label: l('注资并启用', 'Fund and activate', '注資並啟用'),
      scope: 'row',
      when: { field: 'status', in: envelopeStatesInto('ACTIVE') },
      confirm: l('从预算划入托管并按种子预先拆分；启用后金额和份数不能再改。', 'Moves the total from the budget into escrow and cuts the shares from a committed seed; amount and count are fixed from then on.', '從預算劃入託管並按種子預先拆分；啟用後金額和份數不能再改。'),
    },
    cancel: {
      label: l('取消', 'Cancel', '取消'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: envelopeStatesInto('CANCELLED') },
      confirm: l('未领取的金额退回预算。', 'What is unclaimed goes back to the budget.', '未領取的金額退回預算。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.redEnvelope', path: '/marketing/red-envelope', name: 'marketingRedEnvelope', icon: 'WalletOutlined', sort: 12, keepAlive: true, roles: ['common'] },
});
