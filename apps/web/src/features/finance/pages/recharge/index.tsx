import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FINANCE_ENDPOINTS, PERMISSIONS, type RechargeOrder } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { ExportButton } from '@/components/export/ExportButton';
import { actionsColumn, amountColumn, dictColumn, memberColumn, timeColumn } from '@/components/listPage/columns';
import { DetailDrawer } from '@/components/listPage/DetailDrawer';
import { ListPage } from '@/components/listPage/ListPage';
import { listRecharges } from '../../api';
import { ORDER_URL_FILTERS, OrderFilterFields } from '../../components/OrderFilterFields';
import { RechargeFormDialog } from '../../components/RechargeFormDialog';
import { RechargeReviewDialog } from '../../components/RechargeReviewDialog';
import { rechargeDetailItems } from '../../components/rechargeDetailItems';

const LIST_KEY = 'rechargeList';

/** Recharge orders: find, review, enter on a member's behalf, correct while pending, export. */
export default function RechargeListPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<RechargeOrder | null>(null);
  const [reviewing, setReviewing] = useState<RechargeOrder | null>(null);
  const [form, setForm] = useState<'add' | RechargeOrder | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  const f = (key: string) => t(`message.finance.field.${key}`);

  const columns: TableColumnsType<RechargeOrder> = [
    { title: f('orderNo'), dataIndex: 'orderNo', width: 200, fixed: 'left' },
    memberColumn(f('member')),
    { title: f('currency'), dataIndex: 'currency', width: 90 },
    amountColumn(f('requestedAmount'), 'requestedAmount'),
    amountColumn(f('creditedAmount'), 'creditedAmount'),
    { title: f('channel'), dataIndex: 'channel', width: 100 },
    dictColumn(f('status'), 'status', 'recharge_status'),
    timeColumn(f('createdAt'), 'createdAt'),
    timeColumn(f('reviewedAt'), 'reviewedAt'),
    actionsColumn(t('message.common.actions'), 190, (order) => [
      { key: 'detail', label: t('message.common.detail'), onClick: () => setDetail(order) },
      { key: 'review', label: t('message.finance.action.review'), onClick: () => setReviewing(order), visible: order.status === 'PENDING' && has(PERMISSIONS.rechargeReview) },
      { key: 'edit', label: t('message.finance.action.edit'), onClick: () => setForm(order), visible: order.status === 'PENDING' && has(PERMISSIONS.rechargeEdit) },
    ]),
  ];

  return (
    <>
      <ListPage<RechargeOrder>
        queryKey={LIST_KEY}
        fetchPage={listRecharges}
        title={t('message.router.financeRecharge')}
        filterFields={<OrderFilterFields statusDict="recharge_status" />}
        urlFilters={ORDER_URL_FILTERS}
        columns={columns}
        testId="recharge-list"
        toolbar={(filters) => (
          <>
            {has(PERMISSIONS.rechargeAdd) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm('add')}>
                {t('message.finance.action.add')}
              </Button>
            )}
            {has(PERMISSIONS.rechargeExport) && <ExportButton url={FINANCE_ENDPOINTS.rechargeExport} filters={filters} fileName="recharges.xlsx" />}
          </>
        )}
      />
      <DetailDrawer
        open={detail !== null}
        title={detail?.orderNo}
        items={detail ? rechargeDetailItems(detail, t) : []}
        onClose={() => setDetail(null)}
      />
      <RechargeReviewDialog target={reviewing} onClose={() => setReviewing(null)} onSettled={refresh} />
      <RechargeFormDialog target={form} onClose={() => setForm(null)} onSettled={refresh} />
    </>
  );
}
