import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Member } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { actionsColumn, dictColumn, timeColumn } from '@/components/listPage/columns';
import { CreatedRangeFilter, DictFilter, TextFilter } from '@/components/listPage/FilterFields';
import { ListPage } from '@/components/listPage/ListPage';
import { listMembers } from '../../api';
import { MemberDetailDrawer } from '../../components/MemberDetailDrawer';
import { MemberStatusDialog } from '../../components/MemberStatusDialog';
import { ACTIONS_FROM, type StatusAction } from '../../components/statusActions';

const LIST_KEY = 'memberList';
const URL_FILTERS = ['memberId', 'account', 'status'] as const;

/** Members: find one, see wallets and history, freeze, disable or restore with a reason. */
export default function MemberListPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [statusChange, setStatusChange] = useState<{ member: Member; action: StatusAction } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['memberDetail'] });
  };
  const f = (key: string) => t(`message.member.field.${key}`);

  const columns: TableColumnsType<Member> = [
    { title: f('memberId'), dataIndex: 'id', width: 90 },
    { title: f('account'), dataIndex: 'account', width: 150 },
    { title: f('nickname'), dataIndex: 'nickname', width: 120 },
    { title: f('phone'), dataIndex: 'phone', width: 140 },
    { title: f('email'), dataIndex: 'email', ellipsis: true },
    dictColumn(f('status'), 'status', 'member_status', 100),
    dictColumn(f('kycLevel'), 'kycLevel', 'kyc_level', 120),
    { title: f('inviterId'), dataIndex: 'inviterId', width: 90, render: (id: number | null) => (id === null ? '-' : `#${id}`) },
    timeColumn(f('registeredAt'), 'registeredAt'),
    actionsColumn(t('message.common.actions'), 200, (member) => [
      { key: 'detail', label: t('message.common.detail'), onClick: () => setDetailId(member.id) },
      ...(has(PERMISSIONS.memberEdit) ? ACTIONS_FROM[member.status] : []).map((action) => ({
        key: action,
        label: t(`message.member.status.${action}`),
        danger: action !== 'restore',
        onClick: () => setStatusChange({ member, action }),
      })),
    ]),
  ];

  return (
    <>
      <ListPage<Member>
        queryKey={LIST_KEY}
        fetchPage={listMembers}
        title={t('message.router.memberList')}
        filterFields={
          <>
            <TextFilter name="memberId" label={f('memberId')} />
            <TextFilter name="account" label={f('account')} />
            <TextFilter name="phone" label={f('phone')} />
            <TextFilter name="email" label={f('email')} />
            <DictFilter name="status" label={f('status')} dictType="member_status" />
            <DictFilter name="kycLevel" label={f('kycLevel')} dictType="kyc_level" />
            <CreatedRangeFilter label={f('registeredAt')} />
          </>
        }
        urlFilters={URL_FILTERS}
        columns={columns}
        scrollX={1400}
        testId="member-list"
      />
      <MemberDetailDrawer memberId={detailId} onClose={() => setDetailId(null)} onStatusAction={(member, action) => setStatusChange({ member, action })} />
      <MemberStatusDialog target={statusChange} onClose={() => setStatusChange(null)} onSettled={refresh} />
    </>
  );
}
