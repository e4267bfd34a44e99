import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountRules } from './amountRules';
import { useCurrencies } from './useCurrencies';

interface AmountFieldProps {
  /** The form field's label (requested amount, amount…). */
  label: string;
  /** The currency chosen so far: its decimals bound the amount (SPEC §5) and are named under the field. */
  currency: string | undefined;
}

/** An amount typed as decimal text, checked as the server checks it against the chosen currency's decimals. */
export function AmountField({ label, currency }: AmountFieldProps) {
  const { t } = useTranslation();
  const { scaleOf } = useCurrencies();
  const scale = currency ? scaleOf(currency) : undefined;
  return (
    <Form.Item
      name="amount"
      label={label}
      dependencies={['currency']}
      extra={currency && scale !== undefined ? t('message.finance.amountScaleHint', { scale, currency }) : undefined}
      rules={amountRules(t, currency ? { code: currency, scale } : undefined)}
    >
      {/* Always a suffix, empty until a currency is chosen: antd rebuilds the input when a suffix
          first appears, and keys typed into the old one while the currency arrived were lost. */}
      <Input inputMode="decimal" suffix={currency ?? <span />} />
    </Form.Item>
  );
}
