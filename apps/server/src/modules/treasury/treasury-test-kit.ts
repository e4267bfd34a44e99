import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { actionEndpointOf, endpointOf, type CrudOp, type ResourceDefinition } from '@ledgerdesk/shared';
import { approvals, users } from '../../db/schema';
import { api, bearer, type TestApp } from '../../test/harness';
import { treasuryApprover } from '../../test/treasury-approver';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; msg: string; data: any };
}

/** Calls a treasury resource's CRUD ops and actions through the real routes, and decides its four-eyes requests as a second operator would. */
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
  const approve = treasuryApprover(t.database.db);
  /** Approves a request as the named operator, through the service the Approvals page calls. */
  const approveAs = async (userName: string, approvalId: number) => approve(await userId(userName), approvalId);
  /** Adds a row through the real route, failing the test with the server's answer if refused. */
  const added = async (token: string, definition: ResourceDefinition, fields: object) => {
    const res = await op(token, definition, 'add', fields);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 0 });
    return res.body.data as { id: number; version: number; code: string };
  };
  return { send, op, action, pendingRequest, userId, approveAs, added };
}
