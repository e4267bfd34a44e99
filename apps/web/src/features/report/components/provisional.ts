import { formatDateTime, formatTimeOfDay } from '@/components/format/formatDateTime';

/** A statement day as its row or chart point reads: OPEN is provisional, its figures taken at checkedAt. */
interface StatementDay {
  status: string;
  businessDate: string;
  checkedAt?: string | null;
}

/** Whether a day is provisional: open, its figures those of its last close. */
export const isProvisional = (day: StatementDay): day is StatementDay & { checkedAt: string } => day.status === 'OPEN' && Boolean(day.checkedAt);

/**
 * When a provisional day's figures were taken, or null for a day that is not provisional: the time
 * alone when taken on the day itself (the usual case, a close run during the day), else date and time.
 */
export function provisionalAsOf(day: StatementDay): string | null {
  if (!isProvisional(day)) return null;
  const whole = formatDateTime(day.checkedAt);
  return whole.startsWith(`${day.businessDate} `) ? formatTimeOfDay(day.checkedAt) : whole;
}
