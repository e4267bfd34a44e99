import { eq } from 'drizzle-orm';
import { actionEndpointOf, endpointOf, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { approvals, users } from '../../db/schema';
import { api, bearer, type TestApp } from '../../test/harness';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; msg: string; data: any };
}

/** Calls a treasury resource's CRUD ops and actions through the real routes, and decides its four-eyes requests. */
export function treasuryClient(t: TestApp) {
  const send = async (token: string, method: string, path: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await t.app.inject(
      method === 'GET'
        ? { method: 'GET', url: api(path), headers: bearer(token), query: Object.fromEntries(Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)])) }
        : { method: method as 'POST' | 'PUT', url: api(path), headers: { ...bearer(token), ...headers }, payload },
    );
    return { status: res.statusCode, body: res.json() };
  };
  const op = (token: string, definition: ResourceDefinition, name: CrudOp, payload?: object) => {
    const { method, path } = endpointOf(definition, name);
    return send(token, method, path, payload);
  };
  const action = (token: string, definition: ResourceDefinition, name: string, payload: object, headers?: Record<string, string>) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions![name]!);
    return send(token, method, path, payload, headers);
  };

  const userId = async (userName: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const pendingRequest = async (kind: string, subjectId: number) =>
    (await t.database.db.select().from(approvals).where(eq(approvals.kind, kind))).find((a) => a.subjectId === subjectId && a.status === 'PENDING');
  return { send, op, action, pendingRequest, userId };
}
