import { FINANCE_ENDPOINTS, PERMISSIONS, type TodoSummary } from '@ledgerdesk/shared';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@/components/auth/usePermission';
import { resourceApi } from '@/components/resource/resourceApi';
import { request } from '@/lib/request';

const REFRESH_MS = 30_000;

/** The home page's to-do summary: the same endpoint and answer, asked here for the dashboards. */
const fetchTodoSummary = () => request<TodoSummary>({ url: FINANCE_ENDPOINTS.todoSummary, method: 'GET' });

/**
 * The dashboards' figures, all from the server and within the caller's data scope: the home
 * page's to-do summary (pending reviews, the oldest of each kind, today's totals per currency)
 * and the member list's total. Each part is asked only of a user who holds its permission;
 * without it the part is null and its panels say so instead of showing numbers.
 */
export function useDashboardFigures() {
  const { has } = usePermission();
  const summary = useQuery({
    queryKey: ['visualizing', 'todoSummary'],
    queryFn: fetchTodoSummary,
    enabled: has(PERMISSIONS.todoSummary),
    refetchInterval: REFRESH_MS,
  });
  const members = useQuery({
    queryKey: ['visualizing', 'memberTotal'],
    queryFn: async () => (await resourceApi(memberResource).list({ pageIndex: 1, pageSize: 1 })).total,
    enabled: has(PERMISSIONS.memberList),
    refetchInterval: REFRESH_MS,
  });
  return {
    summary: summary.data ?? null,
    memberTotal: members.data ?? null,
    loading: summary.isLoading || members.isLoading,
    updatedAt: Math.max(summary.dataUpdatedAt, members.dataUpdatedAt),
  };
}

export type DashboardFigures = ReturnType<typeof useDashboardFigures>;
