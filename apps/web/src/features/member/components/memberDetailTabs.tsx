import type { TabsProps } from 'antd';
import { Table } from 'antd';
import type { TFunction } from 'i18next';
import type { KycApplication, MemberDetail, MoneyLogEntry, RechargeOrder, Wallet, WithdrawOrder } from '@ledgerdesk/shared';
import { AmountText } from '@/components/format/AmountText';
import { amountColumn, dictColumn, timeColumn } from '@/components/listPage/columns';
import { recentKyc, recentMoneyLogs, recentRecharges, recentWithdrawals } from '../api';
import { RecentRecords, type RecentRecordsProps } from './RecentRecords';

type Tab = NonNullable<TabsProps['items']>[number];

/** One tab of a member's latest records of a kind. */
function recentTab<Row extends { id: number }>(key: string, label: string, memberId: number, props: Omit<RecentRecordsProps<Row>, 'memberId'>): Tab {
  return { key, label, children: <RecentRecords<Row> {...props} memberId={memberId} /> };
}

/** The member detail's tabs: wallets, then the latest money log, orders and real-name applications. */
export function memberDetailTabs(member: MemberDetail, t: TFunction): TabsProps['items'] {
  const f = (key: string) => t(`message.member.field.${key}`);
  return [
    {
      key: 'wallets',
      label: t('message.member.detail.wallets'),
      children: (
        <Table<Wallet>
          rowKey="currency"
          size="small"
          pagination={false}
          dataSource={member.wallets}
          data-testid="member-wallets"
          columns={[
            { title: f('currency'), dataIndex: 'currency', width: 100 },
            { title: f('available'), dataIndex: 'available', align: 'right', render: (v: string) => <AmountText value={v} strong /> },
            { title: f('frozen'), dataIndex: 'frozen', align: 'right', render: (v: string) => <AmountText value={v} /> },
          ]}
        />
      ),
    },
    recentTab<MoneyLogEntry>('moneyLog', t('message.member.detail.moneyLog'), member.id, {
      queryKey: 'moneyLogList',
      fetch: recentMoneyLogs,
      fullListPath: '/finance/moneylog',
      columns: [
        timeColumn(f('time'), 'createdAt'),
        { title: f('currency'), dataIndex: 'currency', width: 80 },
        dictColumn(f('type'), 'type', 'money_log_type'),
        amountColumn(f('change'), 'change', { signed: true }),
        amountColumn(f('after'), 'after'),
      ],
    }),
    recentTab<RechargeOrder>('recharges', t('message.member.detail.recharges'), member.id, {
      queryKey: 'rechargeList',
      fetch: recentRecharges,
      fullListPath: '/finance/recharge',
      columns: [
        timeColumn(f('time'), 'createdAt'),
        { title: f('currency'), dataIndex: 'currency', width: 80 },
        amountColumn(f('amount'), 'requestedAmount'),
        dictColumn(f('status'), 'status', 'recharge_status'),
      ],
    }),
    recentTab<WithdrawOrder>('withdrawals', t('message.member.detail.withdrawals'), member.id, {
      queryKey: 'withdrawList',
      fetch: recentWithdrawals,
      fullListPath: '/finance/withdraw',
      columns: [
        timeColumn(f('time'), 'createdAt'),
        { title: f('currency'), dataIndex: 'currency', width: 80 },
        amountColumn(f('amount'), 'amount'),
        dictColumn(f('status'), 'status', 'withdraw_status', 150),
      ],
    }),
    recentTab<KycApplication>('kyc', t('message.member.detail.kyc'), member.id, {
      queryKey: 'kycList',
      fetch: recentKyc,
      fullListPath: '/member/kyc',
      columns: [
        timeColumn(f('time'), 'createdAt'),
        dictColumn(f('kycApplicationLevel'), 'level', 'kyc_application_level', 110),
        { title: f('realName'), dataIndex: 'realName' },
        dictColumn(f('status'), 'status', 'kyc_status', 100),
      ],
    }),
  ];
}
