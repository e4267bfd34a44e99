import type { AxiosError} from 'axios';
import { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@ledgerdesk/shared';
import { http } from '@/lib/request';

export interface MockAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Response headers (e.g. the revision header the server sends on signed-in answers). */
  headers?: Record<string, string>;
}
type Handler = (config: InternalAxiosRequestConfig) => MockAnswer | Promise<MockAnswer>;

export const ok = (data: unknown): MockAnswer => ({ status: 200, body: { code: 0, msg: 'ok', data } });
export const fail = (code: number, msg: string, data: unknown = null): MockAnswer => ({ status: code, body: { code, msg, data } });

/**
 * Answers the request client's calls through axios' adapter (no network), keyed by
 * 'METHOD area/action'. Unknown calls answer the server's 404 envelope.
 */
export function mockApi(routes: Record<string, Handler | MockAnswer>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const path = (config.url ?? '').replace(`${API_PREFIX}/`, '');
    const route = routes[`${(config.method ?? 'get').toUpperCase()} ${path}`];
    const answer = typeof route === 'function' ? await route(config) : (route ?? fail(404, 'not found'));
    return { data: answer.body, status: answer.status ?? 200, statusText: answer.statusText ?? '', headers: answer.headers ?? {}, config };
  };
  http.defaults.adapter = adapter;
  return { calls, count: (key: string) => calls.filter((c) => `${c.method?.toUpperCase()} ${c.url?.replace(`${API_PREFIX}/`, '')}` === key).length };
}

export function throwing(error: (config: InternalAxiosRequestConfig) => AxiosError): AxiosAdapter {
  return async (config) => {
    throw error(config);
  };
}
