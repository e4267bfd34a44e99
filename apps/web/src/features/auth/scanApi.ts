import {
  SCAN_ENDPOINTS,
  type ScanDecisionAnswer,
  type ScanInspectAnswer,
  type ScanPollAnswer,
  type ScanPollRequest,
  type ScanTicket,
} from '@ledgerdesk/shared/scan';
import { request } from '@/lib/request';

/*
 * Sign-in by scan. Every call is silent: the login page and the confirmation page explain each
 * failure in place (a 401 from the poll is a refused account, not an expired session).
 */

export function createScanTicket(): Promise<ScanTicket> {
  return request({ url: SCAN_ENDPOINTS.scanTicket, method: 'POST', silent: true, ownsUnauthorized: true });
}

export function pollScanTicket(body: ScanPollRequest): Promise<ScanPollAnswer> {
  return request({ url: SCAN_ENDPOINTS.scanPoll, method: 'POST', data: body, silent: true, ownsUnauthorized: true });
}

export function inspectScanTicket(ticketToken: string): Promise<ScanInspectAnswer> {
  return request({ url: SCAN_ENDPOINTS.scanInspect, method: 'POST', data: { ticketToken }, silent: true, ownsUnauthorized: true });
}

export function confirmScanTicket(ticketToken: string): Promise<ScanDecisionAnswer> {
  return request({ url: SCAN_ENDPOINTS.scanConfirm, method: 'POST', data: { ticketToken }, silent: true, ownsUnauthorized: true });
}

export function cancelScanTicket(ticketToken: string): Promise<ScanDecisionAnswer> {
  return request({ url: SCAN_ENDPOINTS.scanCancel, method: 'POST', data: { ticketToken }, silent: true, ownsUnauthorized: true });
}
