type Translate = (key: string, options: { count: number }) => string;

/** 273_600 s → "3 d 4 h": the two largest units, enough for an uptime at a glance. */
export function formatUptime(seconds: number, t: Translate): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts: string[] = [];
  if (days) parts.push(t('message.serverMonitor.days', { count: days }));
  if (hours || days) parts.push(t('message.serverMonitor.hours', { count: hours }));
  if (!days) parts.push(t('message.serverMonitor.minutes', { count: minutes }));
  return parts.join(' ');
}
