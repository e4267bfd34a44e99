import { ENDPOINTS, type UnlockRequest } from '@ledgerdesk/shared';
import { request } from '@/lib/request';

/** Silent: the lock screen explains every failure itself, next to the password. */
export function unlockScreen(body: UnlockRequest): Promise<unknown> {
  return request({ url: ENDPOINTS.unlock, method: 'POST', data: body, silent: true });
}
