import { API_PREFIX, type Label } from '@ledgerdesk/shared';
import { APPROVAL_KINDS_PATH, APPROVAL_PENDING_COUNT_PATH } from '@ledgerdesk/shared/resources/system/approval';
import { request } from '@/lib/request';

/** How many requests wait for the signed-in operator (kinds they may decide, filed by others). */
export async function pendingCount(): Promise<number> {
  const { pending } = await request<{ pending: number }>({ url: `${API_PREFIX}/${APPROVAL_PENDING_COUNT_PATH}`, method: 'GET', silent: true });
  return pending;
}

/** A kind of request the server applies, with its name in each language. */
export interface ApprovalKind {
  kind: string;
  title: Label;
}

/** Every kind of request the server applies (the list's filter by kind). */
export async function approvalKinds(): Promise<ApprovalKind[]> {
  const { kinds } = await request<{ kinds: ApprovalKind[] }>({ url: `${API_PREFIX}/${APPROVAL_KINDS_PATH}`, method: 'GET', silent: true });
  return kinds;
}
