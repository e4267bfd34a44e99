import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '@/lib/i18n';
import '../locales';
import { useAudienceRoles } from '../api';

interface AudienceSelectProps {
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  id?: string;
  disabled?: boolean;
}

/** The roles a notice is addressed to (role ids); none chosen: every signed-in user. */
export function AudienceSelect({ value, onChange, id, disabled }: AudienceSelectProps) {
  const { t } = useTranslation();
  const roles = useAudienceRoles();
  const options = (roles.data ?? []).map((r) => {
    const name = translateTitle(r.roleName);
    const text = r.status === '0' ? name : `${name} (${t('message.notice.admin.disabledRole')})`;
    return { value: r.id, label: text };
  });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      disabled={disabled}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={roles.isLoading}
      optionFilterProp="label"
      allowClear
      placeholder={t('message.notice.admin.everyone')}
      style={{ width: '100%' }}
      data-testid="audience-select"
    />
  );
}

/** A list cell: the audience's role names, or "everyone". */
export function AudienceTags({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const roles = Array.isArray(value) ? (value as { id: number; roleName: string }[]) : [];
  if (roles.length === 0) return <span>{t('message.notice.admin.everyone')}</span>;
  return <span>{roles.map((r) => translateTitle(r.roleName)).join(', ')}</span>;
}
