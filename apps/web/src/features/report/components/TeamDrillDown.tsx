import { useEffect, useState } from 'react';
import { Alert, Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamMemberFigure } from '@ledgerdesk/shared/report';
import { AmountText } from '@/components/format/AmountText';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import type { ResourceRow } from '@/components/resource/resourceApi';

interface DrillDown {
  businessDate: string;
  depth: number;
  currency: string;
  members: TeamMemberFigure[];
}

/** A team row's downline at its depth, member by member: the fees each was charged and the commission the root earned on them. */
export function TeamDrillDown({ rows, run, onClose }: ActionDialogProps<ResourceRow>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const [answer, setAnswer] = useState<DrillDown | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    run({ id: row.id }).then((data) => setAnswer(data as DrillDown), (e: Error) => setError(e.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.id]);
  return (
    <Drawer open width={720} title={t('message.report.teamDrillTitle', { root: String(row.rootMemberIdLabel ?? row.rootMemberId) })} onClose={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} />}
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('message.report.businessDate')}>{String(row.businessDate)}</Descriptions.Item>
        <Descriptions.Item label={t('message.report.depth')}>{String(row.depth)}</Descriptions.Item>
        <Descriptions.Item label={t('message.report.members')}>{String(row.members)}</Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('message.report.teamDisclosure')} />
      <Table<TeamMemberFigure>
        size="small"
        data-testid="team-drill-down"
        loading={answer === null && error === null}
        rowKey={(m) => `${m.memberId}-${m.currency}`}
        dataSource={answer?.members ?? []}
        pagination={false}
        columns={[
          { key: 'account', title: t('message.report.member'), dataIndex: 'account' },
          { key: 'currency', title: t('message.report.currency'), render: (_, m) => m.currency || '—' },
          { key: 'fees', title: t('message.report.feesCharged'), align: 'right', render: (_, m) => <AmountText value={m.feesPaid} /> },
          { key: 'commission', title: t('message.report.commissionEarned'), align: 'right', render: (_, m) => <AmountText value={m.commissionPaid} /> },
        ]}
      />
    </Drawer>
  );
}
