import { Typography } from 'antd';
import { formatAmount } from './formatAmount';

interface AmountTextProps {
  value: string | null | undefined;
  currency?: string;
  /** The currency's decimal places: the fraction is padded to them. */
  scale?: number;
  /** Colours a signed change: green when it adds, red when it takes away. */
  signed?: boolean;
  strong?: boolean;
}

/** A money amount in tabular figures, formatted from its decimal string (never a float). */
export function AmountText({ value, currency, scale, signed = false, strong = false }: AmountTextProps) {
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">-</Typography.Text>;
  const negative = value.trim().startsWith('-');
  const type = signed ? (negative ? 'danger' : 'success') : undefined;
  const text = `${signed && !negative ? '+' : ''}${formatAmount(value, scale)}`;
  return (
    // Up to 18 decimals: a long amount wraps inside its cell rather than running into the next one.
    <Typography.Text type={type} strong={strong} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
      {text}
      {currency ? <Typography.Text type="secondary"> {currency}</Typography.Text> : null}
    </Typography.Text>
  );
}
