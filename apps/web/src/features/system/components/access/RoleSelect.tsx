import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MultiSelect, type MultiSelectFieldProps } from '@/components/form/MultiSelect';
import { translateTitle } from '@/lib/i18n';
import '../../locales/access';
import { useUserFormOptions } from './accessApi';

export type RoleSelectProps = MultiSelectFieldProps<number>;

/**
 * The roles a user holds (a form control: value = role ids). A role the caller may not hand out
 * (beyond their own permissions or data scope) is shown but cannot be newly chosen; one the user
 * already holds stays, so it can be taken away. The server judges every choice again.
 */
export function RoleSelect(field: RoleSelectProps) {
  const { t } = useTranslation();
  const options = useUserFormOptions();
  const held = new Set(field.value ?? []);
  const marks = (r: { isSuper: boolean; status: string }) =>
    [r.isSuper ? t('message.access.roles.superMark') : null, r.status !== '0' ? t('message.access.roles.disabledMark') : null].filter(Boolean).join(', ');
  const choices = (options.data?.roles ?? []).map((r) => {
    const name = translateTitle(r.roleName);
    const mark = marks(r);
    const text = mark ? `${name} (${mark})` : name;
    return {
      value: r.id,
      label: r.assignable || held.has(r.id) ? text : <Tooltip title={t('message.access.roles.notYours')}>{text}</Tooltip>,
      title: text,
      disabled: !r.assignable && !held.has(r.id),
    };
  });
  return (
    <MultiSelect<number>
      {...field}
      options={choices}
      loading={options.isLoading}
      optionFilterProp="title"
      placeholder={t('message.access.roles.placeholder')}
      notFoundContent={options.isError ? t('message.access.roles.loadFailed') : undefined}
      data-testid="role-select"
    />
  );
}
