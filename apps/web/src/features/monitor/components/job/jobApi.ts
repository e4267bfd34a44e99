import { useQuery } from '@tanstack/react-query';
import { JOB_ENDPOINTS, type CronNext, type JobHandlerInfo } from '@ledgerdesk/shared/resources/monitor/job';
import { request } from '@/lib/request';

/** The handlers the server registers (names, titles, parameter schemas); they change only with a deployment. */
export function useJobHandlers() {
  return useQuery({
    queryKey: ['monitor', 'job', 'handlers'],
    queryFn: () => request<JobHandlerInfo[]>({ url: JOB_ENDPOINTS.handlers, method: 'GET' }),
    staleTime: Infinity,
  });
}

/** The next five runs of an expression; a refusal (400 naming `expression`) rejects with croner's reason. */
export function fetchCronNext(expression: string): Promise<CronNext> {
  return request<CronNext>({ url: JOB_ENDPOINTS.cronNext, method: 'GET', params: { expression }, silent: true });
}
