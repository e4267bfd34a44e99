import { defineResource, type Label } from '../../resource/definition';
import { couponTemplateStatesInto } from './codes-states';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const COUPON_TEMPLATE_PUBLISH_PERMISSION = 'marketing/coupon-template/publish';
export const COUPON_TEMPLATE_APPROVE_PERMISSION = 'marketing/coupon-template/approve';

export const COUPON_TEMPLATE_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'PUBLISHED', label: l('已发布', 'Published', '已發布'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
  { value: 'ENDED', label: l('已结束', 'Ended', '已結束'), color: 'default' },
] as const;

export const COUPON_KIND_OPTIONS = [
  { value: 'FEE_DISCOUNT', label: l('手续费折扣', 'Fee discount', '手續費折扣'), color: 'processing' },
  { value: 'FEE_REBATE_CASH', label: l('手续费现金返还', 'Fee cash rebate', '手續費現金返還'), color: 'success' },
  { value: 'APR_BOOST', label: l('年化加息', 'APR boost', '年化加息'), color: 'warning' },
] as const;

const move = (label: Label, to: 'PUBLISHED' | 'PAUSED' | 'ENDED', danger = false, confirm?: Label) =>
  ({ label, scope: 'row', permission: COUPON_TEMPLATE_PUBLISH_PERMISSION, when: { field: 'status', in: couponTemplateStatesInto(to) }, danger, ...(confirm ? { confirm } : {}) }) as const;

/**
 * Coupon templates (catalogue §7.3): a rate of the fee (or of the yield, for APR boosts) up to a
 * cap, a minimum spend, a validity after issue, total and per-member limits, and the budget any
 * cash rebate is paid from. Edited freely as a draft; once published only its name and terms page.
 * Never tied to deposits, and never a discount on withdrawal fees.
 */
export const couponTemplateResource = defineResource({
  name: 'marketing/coupon-template',
  table: 'mkt_coupon_template',
  permission: 'marketing/coupon-template',
  title: l('优惠券模板', 'Coupon templates', '優惠券模板'),
  recordName: l('优惠券模板', 'coupon template', '優惠券模板'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, form: 'create', maxLength: 64, filter: 'contains', sort: true, width: 150 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100, filter: 'contains', width: 200 },
    kind: { type: 'enum', options: COUPON_KIND_OPTIONS, label: l('类型', 'Kind', '類型'), required: true, filter: 'exact', width: 140, default: 'FEE_DISCOUNT' },
    budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), required: true, filter: 'exact', width: 160 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), readOnly: true, filter: 'exact', width: 80 },
    valueRate: { type: 'decimal', scale: 8, min: '0.00000001', max: '1', percent: true, label: l('比例', 'Rate', '比例'), required: true, width: 90, help: l('手续费（或收益）的比例', 'Share of the fee (or of the yield)', '手續費（或收益）的比例') },
    valueCap: { type: 'money', scale: 8, label: l('封顶金额', 'Cap', '封頂金額'), required: true, width: 110 },
    minSpend: { type: 'money', scale: 8, label: l('最低消费', 'Minimum spend', '最低消費'), required: true, default: '0', width: 110 },
    validDays: { type: 'integer', min: 1, max: 3650, label: l('领取后有效天数', 'Valid for (days after issue)', '領取後有效天數'), required: true, default: 30, width: 120 },
    totalLimit: { type: 'integer', min: 1, max: 10_000_000, label: l('发行总量', 'Total limit', '發行總量'), required: true, width: 100 },
    perMemberLimit: { type: 'integer', min: 1, max: 1000, label: l('每人上限', 'Per-member limit', '每人上限'), required: true, default: 1, width: 100 },
    issuedCount: { type: 'integer', label: l('已发放', 'Issued', '已發放'), readOnly: true, width: 90 },
    usedCount: { type: 'integer', label: l('已使用', 'Used', '已使用'), readOnly: true, width: 90 },
    status: { type: 'enum', options: COUPON_TEMPLATE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), readOnly: true, filter: 'in', sort: true, width: 100 },
    termsUrl: { type: 'text', label: l('规则链接', 'Terms page', '規則連結'), maxLength: 500, validator: 'url', list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), readOnly: true, sort: true, width: 170 },
  },
  actions: {
    publish: move(l('发布', 'Publish', '發布'), 'PUBLISHED'),
    pause: move(l('暂停', 'Pause', '暫停'), 'PAUSED'),
    end: move(l('结束', 'End', '結束'), 'ENDED', true, l('结束后不能再发放，也不能重新发布；已发放的券仍可使用到期。', 'An ended template issues nothing more and cannot be republished; coupons already issued stay usable until they expire.', '結束後不能再發放，也不能重新發布；已發放的券仍可使用到期。')),
  },
  menu: { parent: 'marketing', key: 'marketing.couponTemplate', path: '/marketing/coupon-template', name: 'marketingCouponTemplate', icon: 'ProfileOutlined', sort: 30, keepAlive: true, roles: ['common'] },
});
