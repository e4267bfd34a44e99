import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { permissionOf, type Label } from '@ledgerdesk/shared';
import { jobResource } from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { useLabel } from '@/components/resource/useLabel';
import { CronInput } from '../../components/job/CronInput';
import { HandlerSelect } from '../../components/job/HandlerSelect';
import { useJobHandlers } from '../../components/job/jobApi';
import { JobRuns } from '../../components/job/JobRuns';
import { ParamsInput } from '../../components/job/ParamsInput';
import { RunJobDialog } from '../../components/job/RunJobDialog';
import '../../locales/job';

const INPUTS = { handler: <HandlerSelect />, cronExpression: <CronInput />, params: <ParamsInput /> };
const DIALOGS = { run: RunJobDialog };

/** A handler by its title (what it does on hover), its name under it (the name is what the row stores). */
function HandlerCell({ name }: { name: string }) {
  const label = useLabel();
  const handler = useJobHandlers().data?.find((h) => h.name === name);
  return (
    <Space orientation="vertical" size={0}>
      {handler ? (
        <Tooltip title={label(handler.description)}>
          <span>{label(handler.title as Label)}</span>
        </Tooltip>
      ) : (
        <span>{name}</span>
      )}
      {handler && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {name}
        </Typography.Text>
      )}
    </Space>
  );
}

function JobNameCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <span>{String(row.jobName)}</span>
      {row.builtIn ? <Tag>{t('message.job.builtInTag')}</Tag> : null}
    </Space>
  );
}

const CELLS = {
  jobName: (_value: unknown, row: ResourceRow) => <JobNameCell row={row} />,
  handler: (value: unknown) => <HandlerCell name={String(value)} />,
  cronExpression: (value: unknown) => <Typography.Text code>{String(value)}</Typography.Text>,
};

/**
 * Scheduled jobs: registered handlers on cron expressions (the next five runs shown while typing),
 * enable/pause, run once with its outcome, and each job's recent runs beside its details.
 */
export default function JobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { has } = usePermission();
  const toLog = has(permissionOf(jobLogResource, 'list')) ? (
    <Button onClick={() => void navigate('/monitor/job-log')}>{t('message.job.logButton')}</Button>
  ) : null;
  return (
    <ResourcePage
      definition={jobResource}
      inputs={INPUTS}
      cells={CELLS}
      actionDialogs={DIALOGS}
      toolbarExtra={toLog}
      detailExtra={(row) => (has(permissionOf(jobLogResource, 'list')) ? <JobRuns jobId={row.id} /> : null)}
      testId="job-page"
    />
  );
}
