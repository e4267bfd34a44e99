import { Table, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, permissionOf, type ResourceDefinition, type Wallet } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { usePermission } from '@/components/auth/usePermission';
import { AmountText } from '@/components/format/AmountText';
import { hasRechargeVoucher, RechargeVoucher } from '@/components/image/RechargeVoucher';
import { hasKycDocuments, KycDocuments } from './KycDocuments';
import { RecentRecords, type Unfold } from './RecentRecords';

/**
 * A member's latest records of each kind: the resource, its tab title, the columns shown, and what
 * a row unfolds to for whoever holds the permission named (a recharge's payment voucher and a
 * real-name application's images, for their reviewers, as their own pages' details show them).
 */
const RECENT_KINDS: ReadonlyArray<{ key: string; definition: ResourceDefinition; fields: readonly string[]; unfold?: Unfold & { permission: string } }> = [
  { key: 'moneyLog', definition: moneyLogResource, fields: ['createdAt', 'currency', 'type', 'change', 'after'] },
  {
    key: 'recharges',
    definition: rechargeResource,
    fields: ['createdAt', 'currency', 'requestedAmount', 'status'],
    unfold: { permission: PERMISSIONS.rechargeReview, when: hasRechargeVoucher, render: (row) => <RechargeVoucher orderId={row.id} heading /> },
  },
  { key: 'withdrawals', definition: withdrawResource, fields: ['createdAt', 'currency', 'amount', 'status'] },
  {
    key: 'kyc',
    definition: kycResource,
    fields: ['createdAt', 'level', 'realName', 'status'],
    unfold: { permission: PERMISSIONS.kycReview, when: hasKycDocuments, render: (row) => <KycDocuments applicationId={row.id} references={row} /> },
  },
];

/** Under the member's fields in the detail drawer: wallets, then the latest records the operator may see. */
export function MemberDetailTabs({ memberId, wallets }: { memberId: number; wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const f = (key: string) => t(`message.member.field.${key}`);
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
    ...RECENT_KINDS.filter(({ definition }) => has(permissionOf(definition, 'list'))).map(({ key, definition, fields, unfold }) => ({
      key,
      label: t(`message.member.detail.${key}`),
      children: <RecentRecords definition={definition} memberId={memberId} fields={fields} unfold={unfold && has(unfold.permission) ? unfold : undefined} />,
    })),
  ];
  return <Tabs items={items} />;
}
