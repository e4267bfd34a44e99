import { Button, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Member } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import { DetailDrawer } from '@/components/listPage/DetailDrawer';
import { getMember } from '../api';
import { memberDetailTabs } from './memberDetailTabs';
import { ACTIONS_FROM, type StatusAction } from './statusActions';

interface MemberDetailDrawerProps {
  memberId: number | null;
  onClose: () => void;
  onStatusAction: (member: Member, action: StatusAction) => void;
}

/** One member: profile, status actions, wallets and the latest money log, orders and KYC. */
export function MemberDetailDrawer({ memberId, onClose, onStatusAction }: MemberDetailDrawerProps) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const member = useQuery({ queryKey: ['memberDetail', memberId], queryFn: () => getMember(memberId as number), enabled: memberId !== null });
  const data = member.data;
  const f = (key: string) => t(`message.member.field.${key}`);
  return (
    <DetailDrawer
      open={memberId !== null}
      loading={member.isLoading}
      size={820}
      title={data ? `${data.account} #${data.id}` : ''}
      onClose={onClose}
      footer={
        data &&
        has(PERMISSIONS.memberEdit) && (
          <Space>
            {ACTIONS_FROM[data.status].map((action) => (
              <Button key={action} danger={action !== 'restore'} onClick={() => onStatusAction(data, action)}>
                {t(`message.member.status.${action}`)}
              </Button>
            ))}
          </Space>
        )
      }
      items={
        data
          ? [
              { key: 'nickname', label: f('nickname'), children: data.nickname || '-' },
              { key: 'status', label: f('status'), children: <DictTag dictType="member_status" value={data.status} /> },
              { key: 'kycLevel', label: f('kycLevel'), children: <DictTag dictType="kyc_level" value={data.kycLevel} /> },
              { key: 'phone', label: f('phone'), children: data.phone || '-' },
              { key: 'email', label: f('email'), children: data.email || '-' },
              { key: 'inviter', label: f('inviterId'), children: data.inviterId === null ? '-' : `#${data.inviterId}` },
              { key: 'registerIp', label: f('registerIp'), children: data.registerIp || '-' },
              { key: 'registeredAt', label: f('registeredAt'), children: formatDateTime(data.registeredAt) },
            ]
          : []
      }
    >
      {data && <Tabs style={{ marginTop: 16 }} items={memberDetailTabs(data, t)} />}
    </DetailDrawer>
  );
}
