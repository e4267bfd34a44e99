import type { RechargeOrder, WithdrawOrder } from '@ledgerdesk/shared';
import type { ExportColumn } from '../../lib/excel-export';

/** Workbook columns of each exportable list; amounts stay decimal text. */
export const RECHARGE_EXPORT_COLUMNS: ExportColumn<RechargeOrder>[] = [
  { header: 'Order no', width: 26, value: (r) => r.orderNo },
  { header: 'Member id', value: (r) => r.memberId },
  { header: 'Member account', value: (r) => r.memberAccount },
  { header: 'Currency', width: 10, value: (r) => r.currency },
  { header: 'Channel', value: (r) => r.channel },
  { header: 'Requested amount', width: 30, value: (r) => r.requestedAmount },
  { header: 'Credited amount', width: 30, value: (r) => r.creditedAmount },
  { header: 'Status', value: (r) => r.status },
  { header: 'Payment ref', value: (r) => r.paymentRef },
  { header: 'Review remark', value: (r) => r.reviewRemark },
  { header: 'Reviewer id', value: (r) => r.reviewerId },
  { header: 'Reviewed at', width: 26, value: (r) => r.reviewedAt },
  { header: 'Created at', width: 26, value: (r) => r.createdAt },
];

export const WITHDRAW_EXPORT_COLUMNS: ExportColumn<WithdrawOrder>[] = [
  { header: 'Order no', width: 26, value: (r) => r.orderNo },
  { header: 'Member id', value: (r) => r.memberId },
  { header: 'Member account', value: (r) => r.memberAccount },
  { header: 'Currency', width: 10, value: (r) => r.currency },
  { header: 'Address', width: 40, value: (r) => r.address },
  { header: 'Amount (gross)', width: 30, value: (r) => r.amount },
  { header: 'Fee', width: 30, value: (r) => r.fee },
  { header: 'Net amount', width: 30, value: (r) => r.netAmount },
  { header: 'Status', value: (r) => r.status },
  { header: 'Payout ref', value: (r) => r.payoutRef },
  { header: 'Remark', value: (r) => r.remark },
  { header: 'Created at', width: 26, value: (r) => r.createdAt },
  { header: 'Finished at', width: 26, value: (r) => r.finishedAt },
];
