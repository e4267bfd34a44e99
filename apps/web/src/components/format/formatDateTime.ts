const pad = (n: number) => String(n).padStart(2, '0');

const dateOf = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
const timeOfDay = (time: Date) => `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;

/** An ISO-8601 instant written by `write`; '-' for none, and a text that is no instant as it came. */
function formatInstant(value: string | null | undefined, write: (time: Date) => string): string {
  if (!value) return '-';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : write(time);
}

/**
 * An ISO-8601 instant from the server, shown in the browser's own time zone as YYYY-MM-DD HH:mm:ss.
 * With the Date built-ins, not dayjs: the login page shows a lock's end with it and loads no dayjs.
 */
export const formatDateTime = (value: string | null | undefined): string => formatInstant(value, (time) => `${dateOf(time)} ${timeOfDay(time)}`);

/** An instant's time of day as HH:mm:ss in the browser's time zone, for figures sampled within the day. */
export const formatTimeOfDay = (value: string | null | undefined): string => formatInstant(value, timeOfDay);
