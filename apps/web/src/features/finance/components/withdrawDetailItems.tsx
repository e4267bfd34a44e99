import { Tag, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { WithdrawOrder } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import { formatDateTime } from '@/components/format/formatDateTime';
import { DictTag } from '@/components/dict/DictTag';

const operator = (id: number | null) => (id === null ? '-' : `#${id}`);

/** Every field of a withdrawal, for its detail drawer: amounts, both reviews and the payout. */
export function withdrawDetailItems(order: WithdrawOrder, t: TFunction): DescriptionsProps['items'] {
  const f = (key: string) => t(`message.finance.field.${key}`);
  return [
    { key: 'orderNo', label: f('orderNo'), children: order.orderNo },
    {
      key: 'status',
      label: f('status'),
      children: (
        <>
          <DictTag dictType="withdraw_status" value={order.status} />
          {order.needsSecondReview && <Tag color="gold">{t('message.finance.withdraw.dualApproval')}</Tag>}
        </>
      ),
    },
    { key: 'member', label: f('member'), children: `${order.memberAccount} #${order.memberId}` },
    { key: 'amount', label: f('amount'), children: <AmountText value={order.amount} currency={order.currency} strong /> },
    { key: 'fee', label: f('fee'), children: <AmountText value={order.fee} /> },
    { key: 'feeRule', label: f('feeRule'), children: order.feeRule || '-' },
    { key: 'net', label: f('netAmount'), children: <AmountText value={order.netAmount} /> },
    { key: 'address', label: f('address'), children: order.address },
    { key: 'firstReviewer', label: f('firstReviewer'), children: `${operator(order.firstReviewerId)}  ${formatDateTime(order.firstReviewedAt)}` },
    { key: 'secondReviewer', label: f('secondReviewer'), children: `${operator(order.secondReviewerId)}  ${formatDateTime(order.secondReviewedAt)}` },
    { key: 'payer', label: f('payer'), children: `${operator(order.payerId)}  ${formatDateTime(order.payStartedAt)}` },
    { key: 'finishedAt', label: f('finishedAt'), children: formatDateTime(order.finishedAt) },
    { key: 'payoutRef', label: f('payoutRef'), children: order.payoutRef || '-' },
    { key: 'remark', label: f('remark'), children: order.remark || '-' },
    { key: 'createdBy', label: f('createdBy'), children: order.createdBy === null ? t('message.common.review.createdByMember') : operator(order.createdBy) },
    { key: 'createdAt', label: f('createdAt'), children: formatDateTime(order.createdAt) },
    { key: 'updatedAt', label: f('updatedAt'), children: formatDateTime(order.updatedAt) },
  ];
}
