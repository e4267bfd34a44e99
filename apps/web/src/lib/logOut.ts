import { ENDPOINTS } from '@ledgerdesk/shared';
import { request } from './request';
import { leaveToLogin } from './session';

/**
 * Ends the session on the server, then locally. Silent, and the local session ends even when the
 * call fails: an already-expired token must neither raise the expiry alert nor keep anyone in.
 */
export async function logOut(): Promise<void> {
  await request({ url: ENDPOINTS.logout, method: 'POST', data: {}, silent: true }).catch(() => undefined);
  leaveToLogin();
}
