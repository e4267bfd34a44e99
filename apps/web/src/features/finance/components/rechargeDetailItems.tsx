import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { RechargeOrder } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import { formatDateTime } from '@/components/format/formatDateTime';
import { DictTag } from '@/components/dict/DictTag';

const operator = (id: number | null) => (id === null ? '-' : `#${id}`);

/** Every field of a recharge order, for its detail drawer. */
export function rechargeDetailItems(order: RechargeOrder, t: TFunction): DescriptionsProps['items'] {
  const f = (key: string) => t(`message.finance.field.${key}`);
  return [
    { key: 'orderNo', label: f('orderNo'), children: order.orderNo },
    { key: 'status', label: f('status'), children: <DictTag dictType="recharge_status" value={order.status} /> },
    { key: 'member', label: f('member'), children: `${order.memberAccount} #${order.memberId}` },
    { key: 'requested', label: f('requestedAmount'), children: <AmountText value={order.requestedAmount} currency={order.currency} strong /> },
    { key: 'credited', label: f('creditedAmount'), children: <AmountText value={order.creditedAmount} currency={order.currency} /> },
    { key: 'channel', label: f('channel'), children: order.channel || '-' },
    { key: 'paymentRef', label: f('paymentRef'), children: order.paymentRef || '-' },
    { key: 'remark', label: f('remark'), children: order.remark || '-' },
    { key: 'reviewRemark', label: f('reviewRemark'), children: order.reviewRemark || '-' },
    { key: 'reviewer', label: f('reviewer'), children: operator(order.reviewerId) },
    { key: 'reviewedAt', label: f('reviewedAt'), children: formatDateTime(order.reviewedAt) },
    { key: 'createdBy', label: f('createdBy'), children: operator(order.createdBy) },
    { key: 'updatedBy', label: f('updatedBy'), children: operator(order.updatedBy) },
    { key: 'createdAt', label: f('createdAt'), children: formatDateTime(order.createdAt) },
    { key: 'updatedAt', label: f('updatedAt'), children: formatDateTime(order.updatedAt) },
    { key: 'version', label: f('version'), children: order.version },
  ];
}
