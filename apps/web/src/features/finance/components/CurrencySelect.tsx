import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { listCurrencies } from '../api';

/** The platform's currencies, as the server lists them (cached: they change rarely). */
export function CurrencySelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const currencies = useQuery({ queryKey: ['currencies'], queryFn: listCurrencies, staleTime: 5 * 60_000 });
  return (
    <Select<string>
      {...props}
      loading={currencies.isLoading}
      options={currencies.data?.list.map((c) => ({ value: c.code, label: c.enabled ? c.code : `${c.code} (${c.name})` }))}
    />
  );
}
