import { FINANCE_ENDPOINTS, type TodoSummary } from '@ledgerdesk/shared';
import { request } from '@/lib/request';

export const fetchTodoSummary = () => request<TodoSummary>({ url: FINANCE_ENDPOINTS.todoSummary, method: 'GET' });
