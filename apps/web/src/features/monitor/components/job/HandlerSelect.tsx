import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Label } from '@ledgerdesk/shared';
import { useLabel } from '@/components/resource/useLabel';
import '../../locales/job';
import { useJobHandlers } from './jobApi';

interface HandlerSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * One of the handlers the server registers, by its title, with what it does: a job names code that
 * exists, never text to run.
 */
export function HandlerSelect({ value, onChange, disabled, id }: HandlerSelectProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const handlers = useJobHandlers();
  const options = (handlers.data ?? []).map((h) => ({ value: h.name, label: `${label(h.title as Label)} (${h.name})`, description: label(h.description) }));
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        disabled={disabled}
        loading={handlers.isLoading}
        options={options}
        optionRender={(option) => (
          <div style={{ whiteSpace: 'normal' }}>
            <div>{option.data.label}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.description}
            </Typography.Text>
          </div>
        )}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('message.job.handlerPlaceholder')}
      />
      {chosen && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }} data-testid="job-handler-description">
          {chosen.description}
        </Typography.Text>
      )}
    </>
  );
}
