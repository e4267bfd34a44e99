import { Typography } from 'antd';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { ResourcePage } from '@/components/resource/ResourcePage';

const CELLS = {
  error: (value: unknown) =>
    value ? (
      <Typography.Text type="danger" ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 240 }}>
        {String(value)}
      </Typography.Text>
    ) : (
      ''
    ),
};

/** The job log: every run with its trigger, result, time taken and error; filters (a job's runs come here as ?jobId=) and export. */
export default function JobLogPage() {
  return <ResourcePage definition={jobLogResource} cells={CELLS} testId="job-log-page" />;
}
