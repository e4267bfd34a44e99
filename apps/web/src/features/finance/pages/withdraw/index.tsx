import { useState } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FINANCE_ENDPOINTS, PERMISSIONS, WITHDRAW_AWAITING_REVIEW, type WithdrawOrder } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { DictTag } from '@/components/dict/DictTag';
import { ExportButton } from '@/components/export/ExportButton';
import { actionsColumn, amountColumn, memberColumn, timeColumn } from '@/components/listPage/columns';
import { DetailDrawer } from '@/components/listPage/DetailDrawer';
import { ListPage } from '@/components/listPage/ListPage';
import { listWithdrawals } from '../../api';
import { ORDER_URL_FILTERS, OrderFilterFields } from '../../components/OrderFilterFields';
import { PayoutDialog, type PayoutAction } from '../../components/PayoutDialog';
import { WithdrawReviewDialog } from '../../components/WithdrawReviewDialog';
import { withdrawDetailItems } from '../../components/withdrawDetailItems';

const LIST_KEY = 'withdrawList';

/** The payout steps each state allows: start an approved one, then complete or fail it. */
const PAYOUT_ACTIONS: Partial<Record<WithdrawOrder['status'], PayoutAction[]>> = { APPROVED: ['start'], PAYING: ['complete', 'fail'] };

/** Withdrawal orders: review (twice for large amounts), pay out, export. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<WithdrawOrder | null>(null);
  const [reviewing, setReviewing] = useState<WithdrawOrder | null>(null);
  const [payout, setPayout] = useState<{ order: WithdrawOrder; action: PayoutAction } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  const f = (key: string) => t(`message.finance.field.${key}`);

  const columns: TableColumnsType<WithdrawOrder> = [
    { title: f('orderNo'), dataIndex: 'orderNo', width: 200, fixed: 'left' },
    memberColumn(f('member')),
    {
      title: f('status'),
      dataIndex: 'status',
      width: 170,
      render: (status: WithdrawOrder['status'], order) => (
        <Space size={4} wrap>
          <DictTag dictType="withdraw_status" value={status} />
          {order.needsSecondReview && status === 'PENDING_REVIEW' && <Tag color="gold">{t('message.finance.withdraw.dualApproval')}</Tag>}
        </Space>
      ),
    },
    { title: f('currency'), dataIndex: 'currency', width: 90 },
    amountColumn(f('amount'), 'amount'),
    amountColumn(f('fee'), 'fee', { width: 110 }),
    amountColumn(f('netAmount'), 'netAmount'),
    { title: f('address'), dataIndex: 'address', width: 180, ellipsis: true, render: (a: string) => <Typography.Text copyable={{ text: a }}>{a}</Typography.Text> },
    timeColumn(f('createdAt'), 'createdAt'),
    actionsColumn(t('message.common.actions'), 210, (order) => [
      { key: 'detail', label: t('message.common.detail'), onClick: () => setDetail(order) },
      {
        key: 'review',
        label: t('message.finance.action.review'),
        onClick: () => setReviewing(order),
        visible: WITHDRAW_AWAITING_REVIEW.includes(order.status) && has(PERMISSIONS.withdrawReview),
      },
      ...(has(PERMISSIONS.withdrawPayout) ? (PAYOUT_ACTIONS[order.status] ?? []) : []).map((action) => ({
        key: action,
        label: t(`message.finance.payout.${action}`),
        danger: action === 'fail',
        onClick: () => setPayout({ order, action }),
      })),
    ]),
  ];

  return (
    <>
      <ListPage<WithdrawOrder>
        queryKey={LIST_KEY}
        fetchPage={listWithdrawals}
        title={t('message.router.financeWithdraw')}
        filterFields={<OrderFilterFields statusDict="withdraw_status" />}
        urlFilters={ORDER_URL_FILTERS}
        columns={columns}
        scrollX={1500}
        testId="withdraw-list"
        toolbar={(filters) =>
          has(PERMISSIONS.withdrawExport) && <ExportButton url={FINANCE_ENDPOINTS.withdrawExport} filters={filters} fileName="withdrawals.xlsx" />
        }
      />
      <DetailDrawer
        open={detail !== null}
        title={detail?.orderNo}
        items={detail ? withdrawDetailItems(detail, t) : []}
        onClose={() => setDetail(null)}
      />
      <WithdrawReviewDialog target={reviewing} onClose={() => setReviewing(null)} onSettled={refresh} />
      <PayoutDialog target={payout} onClose={() => setPayout(null)} onSettled={refresh} />
    </>
  );
}
