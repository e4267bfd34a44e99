import { FINANCE_ENDPOINTS, type Currency, type PendingCounts, type RechargeChannelChecks, type RechargeChannelOption } from '@ledgerdesk/shared';
import { request } from '@/lib/request';

/* The finance calls that are not a resource's (those go through the resource engine's api). */

export const listCurrencies = () => request<{ list: Currency[] }>({ url: FINANCE_ENDPOINTS.currencyList, method: 'GET' });

export const listRechargeChannels = () => request<{ list: RechargeChannelOption[] }>({ url: FINANCE_ENDPOINTS.rechargeChannelList, method: 'GET' });

/** An order against its channel's rules, for its reviewer (asked when the review opens). */
export const fetchRechargeChannelChecks = (id: number) =>
  request<RechargeChannelChecks>({ url: FINANCE_ENDPOINTS.rechargeChannelChecks, method: 'GET', params: { id }, silent: true });

/** The alert poll: silent, because a failed tick is simply retried on the next one. */
export const fetchPendingCounts = () => request<PendingCounts>({ url: FINANCE_ENDPOINTS.pendingCounts, method: 'POST', data: { Type: 0 }, silent: true });
