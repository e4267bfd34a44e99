import type { TextPerLanguage } from '../../constants';

/** The money pages' field names (recharge, withdrawal, money log, payout queue) in each console language: what the definitions label their fields with (why: `textsIn`). */
/** The review action's button on the recharge and withdrawal lists (the API reference words its call with it too). */
export const REVIEW_ACTION_LABEL: TextPerLanguage = { 'zh-cn': '审核', en: 'Review', 'zh-tw': '審核' };

export const FINANCE_FIELD_LABELS = {
  orderNo: { 'zh-cn': '订单号', en: 'Order no.', 'zh-tw': '訂單編號' },
  member: { 'zh-cn': '会员', en: 'Member', 'zh-tw': '會員' },
  memberId: { 'zh-cn': '会员 ID', en: 'Member ID', 'zh-tw': '會員 ID' },
  currency: { 'zh-cn': '币种', en: 'Currency', 'zh-tw': '幣別' },
  status: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
  createdAt: { 'zh-cn': '创建时间', en: 'Created at', 'zh-tw': '建立時間' },
  updatedAt: { 'zh-cn': '更新时间', en: 'Updated at', 'zh-tw': '更新時間' },
  reviewedAt: { 'zh-cn': '审核时间', en: 'Reviewed at', 'zh-tw': '審核時間' },
  firstReviewedAt: { 'zh-cn': '初审时间', en: 'First approved at', 'zh-tw': '初審時間' },
  requestedAmount: { 'zh-cn': '申请金额', en: 'Requested amount', 'zh-tw': '申請金額' },
  creditedAmount: { 'zh-cn': '到账金额', en: 'Credited amount', 'zh-tw': '入帳金額' },
  amount: { 'zh-cn': '提现金额', en: 'Amount', 'zh-tw': '提領金額' },
  fee: { 'zh-cn': '手续费', en: 'Fee', 'zh-tw': '手續費' },
  feeRule: { 'zh-cn': '手续费规则', en: 'Fee rule', 'zh-tw': '手續費規則' },
  netAmount: { 'zh-cn': '实际到账', en: 'Net amount', 'zh-tw': '實際到帳' },
  address: { 'zh-cn': '提现地址', en: 'Address', 'zh-tw': '提領地址' },
  channel: { 'zh-cn': '通道', en: 'Channel', 'zh-tw': '通道' },
  paymentRef: { 'zh-cn': '付款凭证号', en: 'Payment reference', 'zh-tw': '付款憑證號' },
  voucherImage: { 'zh-cn': '付款凭证', en: 'Payment voucher', 'zh-tw': '付款憑證' },
  remark: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' },
  reviewRemark: { 'zh-cn': '审核备注', en: 'Review remark', 'zh-tw': '審核備註' },
  reviewer: { 'zh-cn': '审核人', en: 'Reviewer', 'zh-tw': '審核人' },
  createdBy: { 'zh-cn': '创建人', en: 'Created by', 'zh-tw': '建立人' },
  updatedBy: { 'zh-cn': '最后修改人', en: 'Last changed by', 'zh-tw': '最後修改人' },
  firstReviewer: { 'zh-cn': '初审', en: 'First review', 'zh-tw': '初審' },
  secondReviewer: { 'zh-cn': '复审', en: 'Second review', 'zh-tw': '複審' },
  payer: { 'zh-cn': '出款人', en: 'Payout by', 'zh-tw': '出款人' },
  finishedAt: { 'zh-cn': '完成时间', en: 'Finished at', 'zh-tw': '完成時間' },
  payoutRef: { 'zh-cn': '出款凭证（交易哈希/银行流水）', en: 'Payout reference (tx hash / bank ref.)', 'zh-tw': '出款憑證（交易雜湊/銀行流水）' },
  type: { 'zh-cn': '类型', en: 'Type', 'zh-tw': '類型' },
  balanceKind: { 'zh-cn': '余额类型', en: 'Balance', 'zh-tw': '餘額類型' },
  before: { 'zh-cn': '变动前', en: 'Before', 'zh-tw': '變動前' },
  change: { 'zh-cn': '变动金额', en: 'Change', 'zh-tw': '變動金額' },
  after: { 'zh-cn': '变动后', en: 'After', 'zh-tw': '變動後' },
  refNo: { 'zh-cn': '关联订单', en: 'Order', 'zh-tw': '關聯訂單' },
  operator: { 'zh-cn': '操作员', en: 'Operator', 'zh-tw': '操作員' },
} as const satisfies Record<string, TextPerLanguage>;
