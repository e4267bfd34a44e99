import dayjs from 'dayjs';

/** An ISO-8601 instant from the server, shown in the browser's own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : value;
}
