import { defineResource, type Label } from '../../resource/definition';
import { redeemBatchStatesInto } from './codes-states';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const REDEEM_BATCH_APPROVE_PERMISSION = 'marketing/redeem-batch/approve';
export const REDEEM_EXPORT_CODES_PERMISSION = 'marketing/redeem-batch/export-codes';
export const REDEEM_BATCH_TOGGLE_PERMISSION = 'marketing/redeem-batch/toggle';
/** Mints a cleared batch's codes and answers their plain text, once (POST { id }). */
export const REDEEM_CODES_PATH = 'marketing/redeem-batch/exportCodes';

export const REDEEM_BATCH_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ACTIVE', label: l('可兑换', 'Active', '可兌換'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
  { value: 'EXPIRED', label: l('已失效', 'Expired', '已失效'), color: 'default' },
] as const;

/** What one code gives; POINTS are posted to the points ledger keyed by the redemption. */
export const REDEEM_BENEFIT_OPTIONS = [
  { value: 'ASSET', label: l('资产', 'Asset', '資產'), color: 'success' },
  { value: 'COUPON', label: l('优惠券', 'Coupon', '優惠券'), color: 'processing' },
  { value: 'TRIAL_FUND', label: l('体验金', 'Trial fund', '體驗金'), color: 'warning' },
  { value: 'POINTS', label: l('积分', 'Points', '積分'), color: 'default' },
] as const;

const benefitWhen = (...kinds: string[]) => ({ field: 'benefitKind', in: kinds });

/**
 * Redemption code batches (catalogue §7.2): a benefit (an asset amount from a funded budget, a
 * coupon, or a trial-fund grant), how many codes, how many one member may redeem, the window.
 * Codes are minted once: their plain text is shown (and downloadable) only in that answer, which
 * the operation log records; the database keeps a SHA-256 and a 4-character hint. Generating a
 * batch worth more than the four-eyes threshold waits for a second operator.
 */
export const redeemBatchResource = defineResource({
  name: 'marketing/redeem-batch',
  table: 'mkt_redeem_batch',
  permission: 'marketing/redeem-batch',
  title: l('兑换码批次', 'Redemption code batches', '兌換碼批次'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'batchNo',
  fields: {
    batchNo: { type: 'text', label: l('批次号', 'Batch no.', '批次號'), required: true, readOnly: true, filter: 'exact', width: 190 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, readOnly: true, filter: 'contains', width: 180 },
    benefitKind: { type: 'enum', options: REDEEM_BENEFIT_OPTIONS, label: l('权益', 'Benefit', '權益'), required: true, readOnly: true, filter: 'exact', width: 100 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), readOnly: true, width: 80 },
    amount: { type: 'money', scale: 18, label: l('每码金额', 'Amount per code', '每碼金額'), readOnly: true, width: 120 },
    budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), readOnly: true, width: 150 },
    couponTemplateId: { type: 'reference', resource: 'marketing/coupon-template', labelField: 'code', label: l('优惠券模板', 'Coupon template', '優惠券模板'), readOnly: true, list: false },
    trialTemplateId: { type: 'reference', resource: 'member/trial-template', labelField: 'code', label: l('体验金模板', 'Trial template', '體驗金模板'), readOnly: true, list: false },
    points: { type: 'integer', label: l('每码积分', 'Points per code', '每碼積分'), readOnly: true, list: false },
    count: { type: 'integer', label: l('数量', 'Codes', '數量'), required: true, readOnly: true, width: 80 },
    redeemedCount: { type: 'integer', label: l('已兑换', 'Redeemed', '已兌換'), required: true, readOnly: true, width: 90 },
    perMemberLimit: { type: 'integer', label: l('每人上限', 'Per member', '每人上限'), required: true, readOnly: true, width: 90 },
    faceValue: { type: 'money', scale: 18, label: l('总面值', 'Face value', '總面值'), readOnly: true, width: 120 },
    startsAt: { type: 'datetime', label: l('开始时间', 'Starts', '開始時間'), required: true, readOnly: true, width: 170 },
    expiresAt: { type: 'datetime', label: l('结束时间', 'Ends', '結束時間'), required: true, readOnly: true, filter: 'range', width: 170 },
    status: { type: 'enum', options: REDEEM_BATCH_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    codesIssuedAt: { type: 'datetime', label: l('兑换码已生成', 'Codes minted', '兌換碼已產生'), readOnly: true, width: 170 },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, list: false },
  },
  actions: {
    create: {
      label: l('新建批次', 'New batch', '新增批次'),
      scope: 'page',
      input: {
        name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
        benefitKind: { type: 'enum', options: REDEEM_BENEFIT_OPTIONS, label: l('权益', 'Benefit', '權益'), required: true, default: 'ASSET' },
        budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), when: benefitWhen('ASSET') },
        amount: { type: 'money', scale: 18, label: l('每码金额', 'Amount per code', '每碼金額'), when: benefitWhen('ASSET') },
        couponTemplateId: { type: 'reference', resource: 'marketing/coupon-template', labelField: 'code', label: l('优惠券模板', 'Coupon template', '優惠券模板'), when: benefitWhen('COUPON') },
        trialTemplateId: { type: 'reference', resource: 'member/trial-template', labelField: 'code', label: l('体验金模板', 'Trial template', '體驗金模板'), when: benefitWhen('TRIAL_FUND') },
        points: { type: 'integer', label: l('每码积分', 'Points per code', '每碼積分'), min: 1, max: 100_000_000, when: benefitWhen('POINTS') },
        count: { type: 'integer', label: l('数量', 'Codes', '數量'), required: true, min: 1, max: 10_000, default: 10 },
        perMemberLimit: { type: 'integer', label: l('每人上限', 'Per-member limit', '每人上限'), required: true, min: 1, max: 100, default: 1 },
        validDays: { type: 'integer', label: l('有效天数', 'Valid for (days)', '有效天數'), required: true, min: 1, max: 3650, default: 30 },
      },
    },
    generate: {
      label: l('生成兑换码', 'Generate codes', '產生兌換碼'),
      scope: 'row',
      permission: 'marketing/redeem-batch/create',
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l('兑换码只显示这一次，请立即下载保存。超过复核阈值时需另一位操作员批准后再生成。', 'The codes are shown this once only: download them at once. Above the four-eyes threshold a second operator approves first.', '兌換碼只顯示這一次，請立即下載保存。超過覆核閾值時需另一位操作員批准後再產生。'),
    },
    activate: { label: l('恢复', 'Resume', '恢復'), scope: 'row', permission: REDEEM_BATCH_TOGGLE_PERMISSION, when: { field: 'status', in: ['PAUSED'] } },
    pause: { label: l('暂停', 'Pause', '暫停'), scope: 'row', permission: REDEEM_BATCH_TOGGLE_PERMISSION, when: { field: 'status', in: ['ACTIVE'] } },
    void: {
      label: l('作废批次', 'Void batch', '作廢批次'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: redeemBatchStatesInto('EXPIRED') },
      confirm: l('所有未使用的兑换码将作废，批次失效，不能恢复。', 'Every unused code is voided and the batch ends; this cannot be undone.', '所有未使用的兌換碼將作廢，批次失效，不能恢復。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.redeemBatch', path: '/marketing/redeem-batch', name: 'marketingRedeemBatch', component: 'marketing/redeem-batch/index', icon: 'WalletOutlined', sort: 20, keepAlive: true, roles: ['common'] },
});
