import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type KycApplication } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { actionsColumn, dictColumn, memberColumn, timeColumn } from '@/components/listPage/columns';
import { DetailDrawer } from '@/components/listPage/DetailDrawer';
import { CreatedRangeFilter, DictFilter, TextFilter } from '@/components/listPage/FilterFields';
import { ListPage } from '@/components/listPage/ListPage';
import { getKyc, listKyc } from '../../api';
import { KycReviewDialog } from '../../components/KycReviewDialog';
import { kycDetailItems } from '../../components/kycDetailItems';

const LIST_KEY = 'kycList';
const URL_FILTERS = ['status', 'memberId', 'memberAccount', 'level'] as const;

/** Real-name (KYC) applications: primary, then advanced; review with a reason on rejection. */
export default function KycListPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<KycApplication | null>(null);
  // The detail is fetched on its own: reviewers get the unmasked ID number there, never in the list.
  const detail = useQuery({ queryKey: ['kycDetail', detailId], queryFn: () => getKyc(detailId as number), enabled: detailId !== null });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  const f = (key: string) => t(`message.member.field.${key}`);

  const columns: TableColumnsType<KycApplication> = [
    memberColumn(f('member')),
    dictColumn(f('kycApplicationLevel'), 'level', 'kyc_application_level', 120),
    { title: f('realName'), dataIndex: 'realName', width: 120 },
    { title: f('idNumber'), dataIndex: 'idNumber', width: 200 },
    { title: f('country'), dataIndex: 'country', width: 90 },
    dictColumn(f('status'), 'status', 'kyc_status', 110),
    { title: f('rejectReason'), dataIndex: 'rejectReason', ellipsis: true },
    timeColumn(f('appliedAt'), 'createdAt'),
    timeColumn(f('reviewedAt'), 'reviewedAt'),
    actionsColumn(t('message.common.actions'), 140, (application) => [
      { key: 'detail', label: t('message.common.detail'), onClick: () => setDetailId(application.id) },
      {
        key: 'review',
        label: t('message.member.action.review'),
        onClick: () => setReviewing(application),
        visible: application.status === 'PENDING' && has(PERMISSIONS.kycReview),
      },
    ]),
  ];

  return (
    <>
      <ListPage<KycApplication>
        queryKey={LIST_KEY}
        fetchPage={listKyc}
        title={t('message.router.memberKyc')}
        filterFields={
          <>
            <TextFilter name="memberId" label={f('memberId')} />
            <TextFilter name="memberAccount" label={f('account')} />
            <TextFilter name="realName" label={f('realName')} />
            <DictFilter name="status" label={f('status')} dictType="kyc_status" />
            <DictFilter name="level" label={f('kycApplicationLevel')} dictType="kyc_application_level" />
            <CreatedRangeFilter label={f('appliedAt')} />
          </>
        }
        urlFilters={URL_FILTERS}
        columns={columns}
        scrollX={1400}
        testId="kyc-list"
      />
      <DetailDrawer
        open={detailId !== null}
        loading={detail.isLoading}
        title={detail.data?.realName}
        items={detail.data ? kycDetailItems(detail.data, t) : []}
        onClose={() => setDetailId(null)}
      />
      <KycReviewDialog target={reviewing} onClose={() => setReviewing(null)} onSettled={refresh} />
    </>
  );
}
