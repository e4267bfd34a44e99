import { Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_RUN_STATUS_DICT } from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { useLabel } from '@/components/resource/useLabel';
import { useRunText } from './useRunText';
import '../../locales/job';

const logs = resourceApi(jobLogResource);
const RECENT = 10;

/** A job's latest runs under its details (result, time taken, error), with the way to its whole log. */
export function JobRuns({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const runText = useRunText();
  const fields = jobLogResource.fields;
  const params = { jobId, pageIndex: 1, pageSize: RECENT };
  const recent = useQuery({ queryKey: resourceKeys(jobLogResource).list(params), queryFn: () => logs.list<ResourceRow>(params) });
  return (
    <div style={{ marginTop: 16 }} data-testid="job-recent-runs">
      <Typography.Title level={5}>{t('message.job.recentRuns')}</Typography.Title>
      <Table<ResourceRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={recent.isLoading}
        dataSource={recent.data?.list}
        locale={{ emptyText: t('message.job.noRuns') }}
        scroll={{ x: 560 }}
        columns={[
          { key: 'startedAt', title: label(fields.startedAt.label), render: (_v, row) => formatDateTime(row.startedAt as string), width: 170 },
          { key: 'status', title: label(fields.status.label), render: (_v, row) => <DictTag dictType={JOB_RUN_STATUS_DICT} value={String(row.status)} />, width: 100 },
          { key: 'durationMs', title: label(fields.durationMs.label), render: (_v, row) => (row.durationMs ?? '-') as number, width: 110 },
          {
            key: 'error',
            title: label(fields.error.label),
            render: (_v, row) => (
              <Typography.Text type="danger" ellipsis={{ tooltip: runText(row.error) }} style={{ maxWidth: 220 }}>
                {runText(row.error)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Link to={`/monitor/job-log?jobId=${jobId}`}>{t('message.job.runLogLink')}</Link>
    </div>
  );
}
