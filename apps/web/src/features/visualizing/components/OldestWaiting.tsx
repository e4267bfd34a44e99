import { useTranslation } from 'react-i18next';
import type { TodoSummary } from '@ledgerdesk/shared';
import { formatDateTime } from '@/components/format/formatDateTime';

/** The oldest item of each kind still waiting for review, and since when. */
export function OldestWaiting({ summary }: { summary: TodoSummary }) {
  const { t } = useTranslation();
  const rows = (
    [
      ['recharge', summary.oldest.recharge],
      ['withdraw', summary.oldest.withdraw],
      ['kyc', summary.oldest.realNameAuth],
    ] as const
  ).filter(([, item]) => item !== null);
  if (rows.length === 0) return <p className="vz-empty">{t('message.dashboard.nothingWaiting')}</p>;
  return (
    <ul className="vz-oldest">
      {rows.map(([kind, item]) => (
        <li key={kind}>
          <span>{t(`message.visualizing.${kind}`)}</span>
          <strong>{item!.ref}</strong>
          <em>{t('message.dashboard.waitingSince', { time: formatDateTime(item!.createdAt) })}</em>
        </li>
      ))}
    </ul>
  );
}
