import {
  actionEndpointOf,
  endpointOf,
  idParamOf,
  type ActionDefinition,
  type DeleteResult,
  type Endpoint,
  type PageResult,
  type ResourceDefinition,
} from '@ledgerdesk/shared';
import { request } from '@/lib/request';

/** A row as every resource answers it; the fields beside id and version depend on the definition. */
export interface ResourceRow {
  id: number;
  version?: number;
  children?: ResourceRow[];
  [field: string]: unknown;
}

export type ParamValue = string | number | boolean | readonly (string | number)[];
export type ListParams = Record<string, ParamValue>;

/** An address carries a one-of-many filter as one comma-separated value. */
function forAddress(params: ListParams): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : (value as string | number | boolean)]));
}

/** Sends a payload where the endpoint's method takes it: the query for GET, the body otherwise. */
function call<T>(endpoint: Endpoint, payload: object, silent = false, headers?: Record<string, string>): Promise<T> {
  const inQuery = endpoint.method === 'GET';
  return request<T>({
    url: endpoint.path,
    method: endpoint.method,
    ...(inQuery ? { params: forAddress(payload as ListParams) } : { data: payload }),
    silent,
    ...(headers ? { headers } : {}),
  });
}

/** The calls of one resource, wherever its definition says they live. */
export function resourceApi(definition: ResourceDefinition) {
  return {
    list: <Row extends ResourceRow>(params: ListParams) => call<PageResult<Row>>(endpointOf(definition, 'list'), params),
    /** A tree answers every row, nested; some tree endpoints answer the bare array. */
    tree: async <Row extends ResourceRow>(params: ListParams) => {
      const answer = await call<PageResult<Row> | Row[]>(endpointOf(definition, 'list'), params);
      return Array.isArray(answer) ? answer : answer.list;
    },
    get: <Row extends ResourceRow>(id: number) => call<Row>(endpointOf(definition, 'get'), { [idParamOf(definition)]: id }),
    /** Form submits show the refusal inside the form (fields, conflicts): no toast. */
    add: <Row extends ResourceRow>(values: object) => call<Row>(endpointOf(definition, 'add'), values, true),
    edit: <Row extends ResourceRow>(values: { id: number; version?: number } & object) => call<Row>(endpointOf(definition, 'edit'), values, true),
    remove: (ids: number[]) => call<DeleteResult>(endpointOf(definition, 'delete'), { ids }),
    /** `idempotencyKey`: one per dialog opening, so a resend of the same dialog acts once (the server replays its answer). */
    action: (name: string, action: ActionDefinition, payload: object, idempotencyKey?: string) =>
      call<unknown>(actionEndpointOf(definition, name, action), payload, true, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined),
  };
}
