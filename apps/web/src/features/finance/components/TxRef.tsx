import { explorerTxUrl } from '@ledgerdesk/shared/resources/treasury/wallet-code';

/**
 * A transaction reference (a recharge's payment reference, a payout's hash): a link to its page on
 * the order's network's explorer where the network has one (its wallet code's template), the text
 * otherwise. The explorer opens in a new tab and is not told which console page sent the operator.
 */
export function TxRef({ value, template }: { value: string | null | undefined; template: string | null | undefined }) {
  if (!value) return <>-</>;
  const url = explorerTxUrl(template, value);
  if (!url) return <>{value}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }} data-testid="tx-ref-link">
      {value}
    </a>
  );
}
