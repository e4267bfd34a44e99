import { useQuery } from '@tanstack/react-query';
import { actionEndpointOf, type ResourceDefinition } from '@ledgerdesk/shared';
import { RISK_ENDPOINTS, type OffenderData, type SharedQueryInput, type SharedRowData } from '@ledgerdesk/shared/resources/risk/risk-endpoints';
import { request } from '@/lib/request';

export const riskKeys = {
  myAddress: ['risk', 'myAddress'] as const,
  offenders: ['risk', 'offenders'] as const,
  shared: (query: SharedQueryInput) => ['risk', 'shared', query] as const,
};

/** The caller's address as the server sees it (what the self-block guard compares with). */
export const useMyAddress = () =>
  useQuery({ queryKey: riskKeys.myAddress, queryFn: () => request<{ ip: string }>({ url: RISK_ENDPOINTS.myAddress, method: 'GET' }), staleTime: 60_000 });

export const useTopOffenders = () =>
  useQuery({ queryKey: riskKeys.offenders, queryFn: () => request<OffenderData[]>({ url: RISK_ENDPOINTS.topOffenders, method: 'GET' }), refetchInterval: 60_000 });

export const useSharedAddresses = (query: SharedQueryInput) =>
  useQuery({ queryKey: riskKeys.shared(query), queryFn: () => request<SharedRowData[]>({ url: RISK_ENDPOINTS.shared, method: 'POST', data: query }) });

/** A page action of a risk resource (the black list's create, the staff unlock), with one Idempotency-Key per dialog opening. */
export function runPageAction<T>(definition: ResourceDefinition, name: string, input: Record<string, unknown>, idempotencyKey: string) {
  const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
  return request<T>({ url: path, method, data: input, headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}
