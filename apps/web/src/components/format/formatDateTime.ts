const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO-8601 instant from the server, shown in the browser's own time zone as YYYY-MM-DD HH:mm:ss.
 * With the Date built-ins, not dayjs: the login page shows a lock's end with it and loads no dayjs.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  return `${date} ${timeOfDay(time)}`;
}

const timeOfDay = (time: Date) => `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;

/** An instant's time of day as HH:mm:ss in the browser's time zone, for figures sampled within the day. */
export function formatTimeOfDay(value: string | null | undefined): string {
  if (!value) return '-';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : timeOfDay(time);
}
