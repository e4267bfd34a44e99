import { actionEndpointOf, API_PREFIX, endpointOf } from '@ledgerdesk/shared';
import { DEFAULT_MEMBER_CONFIG, MEMBER_CONFIG_ENDPOINTS, type MemberConfigValues, type MemberConfigView } from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { APPROVAL_PENDING_COUNT_PATH, approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { api, bearer, type TestApp } from '../../test/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Record<string, unknown>; body: { code: number; msg: string; data: any } };

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Calls of the member-config and approval pages, as the console makes them. */
export function configClient(t: TestApp) {
  const send = async (token: string, method: string, path: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url: api(path),
      headers: { ...bearer(token), ...headers },
      ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)])) } : { payload }),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  };
  const action = (definition: typeof memberConfigResource | typeof approvalResource, name: string) => {
    const { method, path } = actionEndpointOf(definition, name, definition.actions[name as keyof typeof definition.actions]);
    return { method, path };
  };
  const view = async (token: string, memberId: number): Promise<MemberConfigView> => {
    const answer = await send(token, 'GET', MEMBER_CONFIG_ENDPOINTS.ofMember, { memberId });
    if (answer.body.code !== 0) throw new Error(`ofMember: ${JSON.stringify(answer.body)}`);
    return answer.body.data as MemberConfigView;
  };
  /** Configures a member with the values changed from what it has now (its version read first). */
  const configure = async (token: string, memberId: number, change: Partial<MemberConfigValues>, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const current = await view(token, memberId);
    const { method, path } = action(memberConfigResource, 'configure');
    return send(
      token,
      method,
      path,
      { memberId, version: current.version, values: { ...current.values, ...change }, changeReason: 'COMPLIANCE_REQUEST', remark: '', ...extra },
      headers,
    );
  };
  const decide = (token: string, name: 'approve' | 'reject' | 'cancel', id: number, remark?: string, headers: Record<string, string> = {}) => {
    const { method, path } = action(approvalResource, name);
    return send(token, method, path, remark === undefined ? { id } : { id, remark }, headers);
  };
  const approvalList = (token: string, query: Record<string, unknown> = {}) => send(token, endpointOf(approvalResource, 'list').method, endpointOf(approvalResource, 'list').path, query);
  const approvalGet = (token: string, id: number) => send(token, 'GET', endpointOf(approvalResource, 'get').path, { id });
  const pendingCount = async (token: string) => (await send(token, 'GET', `${API_PREFIX}/${APPROVAL_PENDING_COUNT_PATH}`)).body.data.pending as number;
  const configList = (token: string, query: Record<string, unknown> = {}) => send(token, 'POST', endpointOf(memberConfigResource, 'list').path, query);
  return { send, view, configure, decide, approvalList, approvalGet, pendingCount, configList };
}

/** An AML withdrawal hold as compliance sets it. */
export const AML_HOLD: Partial<MemberConfigValues> = { canWithdraw: false, restrictionReasonCode: 'AML_REVIEW', reviewDueAt: inDays(14) };
export const LIFTED: Partial<MemberConfigValues> = { canWithdraw: true };
export { DEFAULT_MEMBER_CONFIG };
