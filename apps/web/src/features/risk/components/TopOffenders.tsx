import { Button, Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OffenderData } from '@ledgerdesk/shared/resources/risk/risk-endpoints';
import { useTopOffenders } from '../api';

/** The addresses with the most failed sign-ins (members and staff) in the last hour. */
export function TopOffenders({ onBlock }: { onBlock?: (ip: string) => void }) {
  const { t } = useTranslation();
  const offenders = useTopOffenders();
  const l = (key: string) => t(`message.risk.loginError.${key}`);
  return (
    <Card size="small" title={l('topTitle')} style={{ marginBottom: 12 }} data-testid="risk-top-offenders">
      {offenders.data && offenders.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={l('none')} />
      ) : (
        <Table<OffenderData>
          rowKey="ip"
          size="small"
          loading={offenders.isFetching}
          dataSource={offenders.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'ip', title: 'IP', dataIndex: 'ip', render: (ip: string) => <Typography.Text code>{ip}</Typography.Text> },
            { key: 'memberFailures', title: l('memberFailures'), dataIndex: 'memberFailures', align: 'right' },
            { key: 'staffFailures', title: l('staffFailures'), dataIndex: 'staffFailures', align: 'right' },
            { key: 'accounts', title: l('accounts'), dataIndex: 'accounts', align: 'right' },
            ...(onBlock
              ? [
                  {
                    key: 'block',
                    title: t('message.common.actions'),
                    render: (_: unknown, row: OffenderData) => (
                      <Button type="link" size="small" danger onClick={() => onBlock(row.ip)}>
                        {t('message.risk.blockIp')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}
