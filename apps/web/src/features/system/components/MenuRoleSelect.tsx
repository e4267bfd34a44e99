import { MultiSelect, type MultiSelectFieldProps } from '@/components/form/MultiSelect';
import { translateTitle } from '@/lib/i18n';
import { useMenuParams } from '../menuApi';

type MenuRoleSelectProps = MultiSelectFieldProps<string>;

/** The roles a menu is granted (role keys); a super role sees every menu, so it is not offered. */
export function MenuRoleSelect(field: MenuRoleSelectProps) {
  const params = useMenuParams();
  const options = (params.data?.roles ?? []).filter((r) => !r.isSuper).map((r) => ({ value: r.roleKey, label: translateTitle(r.roleName) }));
  return <MultiSelect<string> {...field} options={options} loading={params.isLoading} />;
}
