import { Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format/formatDateTime';
import { ApiError } from '@/lib/request';
import { useSettledValue } from '@/lib/useSettledValue';
import '../../locales/job';
import { fetchCronNext } from './jobApi';

/** How long typing must pause before the server is asked for the next runs. */
const DEBOUNCE_MS = 300;

interface CronInputProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}

function reasonOf(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = (error.data as { fields?: Record<string, string> } | null)?.fields;
    return fields?.expression ?? error.msg;
  }
  return String(error);
}

/**
 * The cron expression with the next five runs under it, asked of the server (croner, the zone the
 * runner reads expressions in) once typing pauses: what will happen is seen before it is saved.
 */
export function CronInput({ value, onChange, disabled, id }: CronInputProps) {
  const { t } = useTranslation();
  const expression = useSettledValue((value ?? '').trim(), DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['monitor', 'job', 'cron-next', expression],
    queryFn: () => fetchCronNext(expression),
    enabled: expression !== '',
    retry: false,
    staleTime: 10_000,
  });
  const typing = (value ?? '').trim() !== expression;

  return (
    <div>
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} disabled={disabled} placeholder="0 */5 * * * *" style={{ fontFamily: 'monospace' }} />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
        {t('message.job.cronHelp')}
      </Typography.Text>
      {expression !== '' && (
        <div data-testid="cron-preview" aria-live="polite" style={{ marginTop: 8 }}>
          {typing || preview.isFetching ? (
            <Typography.Text type="secondary">{t('message.job.cronChecking')}</Typography.Text>
          ) : preview.isError ? (
            <Typography.Text type="danger">{t('message.job.cronRefused', { reason: reasonOf(preview.error) })}</Typography.Text>
          ) : preview.data ? (
            <>
              <Typography.Text strong>{t('message.job.nextRuns')}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {t('message.job.timezone', { zone: preview.data.timezone })}
              </Typography.Text>
              {preview.data.runs.length ? (
                <ol style={{ margin: '4px 0 0', paddingInlineStart: 20, fontFamily: 'monospace' }}>
                  {preview.data.runs.map((run) => (
                    <li key={run}>{formatDateTime(run)}</li>
                  ))}
                </ol>
              ) : (
                <Typography.Text type="warning" style={{ display: 'block' }}>
                  {t('message.job.cronNoRuns')}
                </Typography.Text>
              )}
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
