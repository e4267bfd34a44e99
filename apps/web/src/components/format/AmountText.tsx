import { MutedText } from './CellText';
import { formatAmount } from './formatAmount';
import './amountText.css';

interface AmountTextProps {
  value: string | null | undefined;
  currency?: string;
  /** The currency's decimal places: the fraction is padded to them. */
  scale?: number;
  /** Colours a signed change: green when it adds, red when it takes away. */
  signed?: boolean;
  strong?: boolean;
}

/**
 * A money amount in tabular figures, formatted from its decimal string (never a float). Plain
 * elements coloured by antd's tokens rather than antd's `Typography.Text`: a finance list draws
 * 60–120 of these a page, and each Typography carries a dozen hooks and its style registration.
 */
export function AmountText({ value, currency, scale, signed = false, strong = false }: AmountTextProps) {
  if (value === null || value === undefined || value === '') return <MutedText>-</MutedText>;
  const negative = value.trim().startsWith('-');
  const tone = signed ? (negative ? ' ld-amount-taken' : ' ld-amount-added') : '';
  const text = `${signed && !negative ? '+' : ''}${formatAmount(value, scale)}`;
  const Amount = strong ? 'strong' : 'span';
  return (
    <Amount className={`ld-amount${tone}`}>
      {text}
      {currency ? <MutedText> {currency}</MutedText> : null}
    </Amount>
  );
}
