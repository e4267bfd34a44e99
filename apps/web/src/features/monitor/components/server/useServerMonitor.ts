import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SERVER_MONITOR_ENDPOINT, type ServerMonitor } from '@ledgerdesk/shared/monitor/server-monitor';
import { formatTimeOfDay } from '@/components/format/formatDateTime';
import { request } from '@/lib/request';
import type { TrendPoint } from './chartOptions';

export const SERVER_MONITOR_REFRESH_MS = 5_000;
/** Five minutes of 5-second samples. */
const TREND_POINTS = 60;

const pointOf = (data: ServerMonitor): TrendPoint => ({
  time: formatTimeOfDay(data.sampledAt),
  cpu: data.cpu.usage,
  memory: data.memory.usage,
  loopP99: data.runtime.eventLoopDelay.p99,
});

/**
 * The figures, polled every 5 s. TanStack Query stops polling while the tab is hidden (no
 * refetchIntervalInBackground), so a forgotten tab costs the server nothing. Each sample fetched
 * is appended to a trend kept in this page only.
 */
export function useServerMonitor() {
  const [trend, setTrend] = useState<TrendPoint[]>([]);
  const queryFn = useCallback(async () => {
    const data = await request<ServerMonitor>({ url: SERVER_MONITOR_ENDPOINT, method: 'GET', silent: true });
    const point = pointOf(data);
    setTrend((previous) => (previous.at(-1)?.time === point.time ? previous : [...previous, point].slice(-TREND_POINTS)));
    return data;
  }, []);
  const query = useQuery({ queryKey: ['monitor', 'server'], queryFn, refetchInterval: SERVER_MONITOR_REFRESH_MS });
  return { query, trend };
}
