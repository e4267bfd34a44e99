import { Select, type SelectProps } from 'antd';
import { useCurrencies } from './useCurrencies';

/** The platform's currencies, as the server lists them. */
export function CurrencySelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const currencies = useCurrencies();
  return (
    <Select<string>
      {...props}
      loading={currencies.isLoading}
      options={currencies.list.map((c) => ({ value: c.code, label: c.enabled ? c.code : `${c.code} (${c.name})` }))}
    />
  );
}
