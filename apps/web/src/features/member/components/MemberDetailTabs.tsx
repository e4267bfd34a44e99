import { Table, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, permissionOf, type ResourceDefinition, type Wallet } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { usePermission } from '@/components/auth/usePermission';
import { AmountText } from '@/components/format/AmountText';
import { hasKycDocuments, KycDocuments } from './KycDocuments';
import { RecentRecords } from './RecentRecords';

/** A member's latest records of each kind: the resource, its tab title and the columns shown. */
const RECENT_KINDS: ReadonlyArray<{ key: string; definition: ResourceDefinition; fields: readonly string[] }> = [
  { key: 'moneyLog', definition: moneyLogResource, fields: ['createdAt', 'currency', 'type', 'change', 'after'] },
  { key: 'recharges', definition: rechargeResource, fields: ['createdAt', 'currency', 'requestedAmount', 'status'] },
  { key: 'withdrawals', definition: withdrawResource, fields: ['createdAt', 'currency', 'amount', 'status'] },
  { key: 'kyc', definition: kycResource, fields: ['createdAt', 'level', 'realName', 'status'] },
];

/** Under the member's fields in the detail drawer: wallets, then the latest records the operator may see. */
export function MemberDetailTabs({ memberId, wallets }: { memberId: number; wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const f = (key: string) => t(`message.member.field.${key}`);
  // A reviewer unfolds an application to its images, as in the real-name page's detail; others see none.
  const kycImages = has(PERMISSIONS.kycReview)
    ? { when: hasKycDocuments, render: (row: { id: number }) => <KycDocuments applicationId={row.id} references={row} /> }
    : undefined;
  const items: TabsProps['items'] = [
    {
      key: 'wallets',
      label: t('message.member.detail.wallets'),
      children: (
        <Table<Wallet>
          rowKey="currency"
          size="small"
          pagination={false}
          dataSource={[...wallets]}
          data-testid="member-wallets"
          columns={[
            { title: f('currency'), dataIndex: 'currency', width: 100 },
            { title: f('available'), dataIndex: 'available', align: 'right', render: (v: string) => <AmountText value={v} strong /> },
            { title: f('frozen'), dataIndex: 'frozen', align: 'right', render: (v: string) => <AmountText value={v} /> },
            // Trial credit apart: a platform expense the member may trade with, never part of their own balance.
            { title: f('trial'), dataIndex: 'trial', align: 'right', render: (v: string | undefined) => <AmountText value={v ?? '0'} /> },
          ]}
        />
      ),
    },
    ...RECENT_KINDS.filter(({ definition }) => has(permissionOf(definition, 'list'))).map(({ key, definition, fields }) => ({
      key,
      label: t(`message.member.detail.${key}`),
      children: <RecentRecords definition={definition} memberId={memberId} fields={fields} unfold={key === 'kyc' ? kycImages : undefined} />,
    })),
  ];
  return <Tabs items={items} />;
}
