import {
  ONLINE_ENDPOINTS,
  type ForceLogoutResult,
  type OnlinePage,
  type OnlineQuery,
} from '@ledgerdesk/shared/resources/monitor/online-user';
import { request } from '@/lib/request';

export const onlineKeys = {
  all: ['monitor', 'online'] as const,
  list: (query: OnlineQuery) => ['monitor', 'online', query] as const,
};

export const getOnlineSessions = (query: OnlineQuery): Promise<OnlinePage> => request({ url: ONLINE_ENDPOINTS.list, method: 'GET', params: query });

export const forceLogout = (ids: number[]): Promise<ForceLogoutResult> => request({ url: ONLINE_ENDPOINTS.forceLogout, method: 'POST', data: { ids } });
