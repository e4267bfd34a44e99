import { API_PREFIX } from '@ledgerdesk/shared';
import { APPROVAL_PENDING_COUNT_PATH } from '@ledgerdesk/shared/resources/system/approval';
import { request } from '@/lib/request';

/** How many requests wait for the signed-in operator (kinds they may decide, filed by others). */
export async function pendingCount(): Promise<number> {
  const { pending } = await request<{ pending: number }>({ url: `${API_PREFIX}/${APPROVAL_PENDING_COUNT_PATH}`, method: 'GET', silent: true });
  return pending;
}
