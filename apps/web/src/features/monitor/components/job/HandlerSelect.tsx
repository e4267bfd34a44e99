import { Select } from 'antd';
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

/** One of the handlers the server registers, by its title: a job names code that exists, never text to run. */
export function HandlerSelect({ value, onChange, disabled, id }: HandlerSelectProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const handlers = useJobHandlers();
  const options = (handlers.data ?? []).map((h) => ({ value: h.name, label: `${label(h.title as Label)} (${h.name})` }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={handlers.isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('message.job.handlerPlaceholder')}
    />
  );
}
