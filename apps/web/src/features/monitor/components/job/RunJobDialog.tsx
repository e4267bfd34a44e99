import { useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_RUN_STATUS_DICT } from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { DictTag } from '@/components/dict/DictTag';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import { ApiError } from '@/lib/request';
import { useRunText } from './useRunText';
import '../../locales/job';

const logs = resourceApi(jobLogResource);
/** How often the dialog looks at the run's log row while it goes on. */
const POLL_MS = 500;

/**
 * Run once: asks first, then follows the run's row in the job log until it ends and shows its
 * result, time taken and error (the run goes on on the server whether or not the dialog stays open).
 */
export function RunJobDialog({ rows, run, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const runText = useRunText();
  const job = rows[0]!;
  const [logId, setLogId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const log = useQuery({
    queryKey: ['monitor', 'job', 'run', logId],
    queryFn: () => logs.get<ResourceRow>(logId!),
    enabled: logId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false),
  });

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const answer = (await run({})) as { logId: number };
      setLogId(answer.logId);
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.msg : String(err));
    } finally {
      setStarting(false);
    }
  };

  const row = log.data;
  const finished = row && row.status !== 'running';
  return (
    <Modal
      open
      title={t('message.job.runTitle', { name: String(job.jobName) })}
      onCancel={onClose}
      footer={
        logId === null ? (
          <Space>
            <Button onClick={onClose}>{t('message.job.cancel')}</Button>
            <Button type="primary" loading={starting} onClick={() => void start()}>
              {t('message.job.runOk')}
            </Button>
          </Space>
        ) : (
          <Button onClick={onClose}>{t('message.job.close')}</Button>
        )
      }
    >
      {logId === null && <Typography.Paragraph>{t('message.job.runConfirm')}</Typography.Paragraph>}
      {error && <Alert type="error" showIcon title={error} />}
      {logId !== null && !finished && (
        <Space>
          <Spin size="small" />
          {t('message.job.runStarted')}
        </Space>
      )}
      {finished && (
        <div data-testid="job-run-result">
          <Space wrap>
            <Typography.Text strong>{t('message.job.runResult')}</Typography.Text>
            <DictTag dictType={JOB_RUN_STATUS_DICT} value={String(row.status)} />
            <Typography.Text type="secondary">{t('message.job.runDuration', { ms: Number(row.durationMs ?? 0) })}</Typography.Text>
          </Space>
          {row.message ? <Typography.Paragraph style={{ marginTop: 8 }}>{runText(row.message)}</Typography.Paragraph> : null}
          {row.error ? (
            <Typography.Paragraph type="danger" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
              {runText(row.error)}
            </Typography.Paragraph>
          ) : null}
          <Link to={`/monitor/job-log?jobId=${job.id}`} onClick={onClose}>
            {t('message.job.runLogLink')}
          </Link>
        </div>
      )}
    </Modal>
  );
}
