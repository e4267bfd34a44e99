import { Select } from 'antd';
import { translateTitle } from '@/lib/i18n';
import { useMenuParams } from '../menuApi';

interface MenuRoleSelectProps {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  id?: string;
  disabled?: boolean;
}

/** The roles a menu is granted (role keys); a super role sees every menu, so it is not offered. */
export function MenuRoleSelect({ value, onChange, id, disabled }: MenuRoleSelectProps) {
  const params = useMenuParams();
  const options = (params.data?.roles ?? []).filter((r) => !r.isSuper).map((r) => ({ value: r.roleKey, label: translateTitle(r.roleName) }));
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      disabled={disabled}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={params.isLoading}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
