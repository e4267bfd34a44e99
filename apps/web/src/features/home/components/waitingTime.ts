import type { TFunction } from 'i18next';

/** How long an item has waited, in the two largest units that matter ("2 d 3 h", "5 min"). */
export function waitingTime(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('message.home.todo.daysHours', { days, hours });
  if (hours > 0) return t('message.home.todo.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('message.home.todo.minutes', { minutes: Math.max(minutes, 0) });
}
