import { useTranslation } from 'react-i18next';
import { MultiSelect, type MultiSelectFieldProps } from '@/components/form/MultiSelect';
import { translateTitle } from '@/lib/i18n';
import '../locales';
import { useAudienceRoles } from '../api';

type AudienceSelectProps = MultiSelectFieldProps<number>;

/** The roles a notice is addressed to (role ids); none chosen: every signed-in user. */
export function AudienceSelect(field: AudienceSelectProps) {
  const { t } = useTranslation();
  const roles = useAudienceRoles();
  const options = (roles.data ?? []).map((r) => {
    const name = translateTitle(r.roleName);
    const text = r.status === '0' ? name : `${name} (${t('message.notice.admin.disabledRole')})`;
    return { value: r.id, label: text };
  });
  return (
    <MultiSelect<number>
      {...field}
      options={options}
      loading={roles.isLoading}
      optionFilterProp="label"
      placeholder={t('message.notice.admin.everyone')}
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
