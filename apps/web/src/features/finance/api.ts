import {
  FINANCE_ENDPOINTS,
  type Currency,
  type PageResult,
  type PendingCounts,
  type RechargeAddRequest,
  type RechargeEditRequest,
  type RechargeOrder,
  type RechargeReviewRequest,
  type WithdrawOrder,
  type WithdrawPayoutRequest,
  type WithdrawReviewRequest,
} from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import type { ListParams } from '@/components/listPage/useListQuery';

const post = <T>(url: string, data: object, silent = false) => request<T>({ url, method: 'POST', data, silent });
const getById = <T>(url: string, id: number) => request<T>({ url, method: 'GET', params: { id } });

export const listRecharges = (params: ListParams) => post<PageResult<RechargeOrder>>(FINANCE_ENDPOINTS.rechargeList, params);
export const getRecharge = (id: number) => getById<RechargeOrder>(FINANCE_ENDPOINTS.rechargeGet, id);
export const addRecharge = (body: RechargeAddRequest) => post<RechargeOrder>(FINANCE_ENDPOINTS.rechargeAdd, body);
export const editRecharge = (body: RechargeEditRequest) => request<RechargeOrder>({ url: FINANCE_ENDPOINTS.rechargeEdit, method: 'PUT', data: body });
export const reviewRecharge = (body: RechargeReviewRequest) => post<RechargeOrder>(FINANCE_ENDPOINTS.rechargeReview, body);

export const listWithdrawals = (params: ListParams) => post<PageResult<WithdrawOrder>>(FINANCE_ENDPOINTS.withdrawList, params);
export const getWithdrawal = (id: number) => getById<WithdrawOrder>(FINANCE_ENDPOINTS.withdrawGet, id);
export const reviewWithdrawal = (body: WithdrawReviewRequest) => post<WithdrawOrder>(FINANCE_ENDPOINTS.withdrawReview, body);
export const payoutWithdrawal = (body: WithdrawPayoutRequest) => post<WithdrawOrder>(FINANCE_ENDPOINTS.withdrawPayout, body);

export const listCurrencies = () => request<{ list: Currency[] }>({ url: FINANCE_ENDPOINTS.currencyList, method: 'GET' });

/** The alert poll: silent, because a failed tick is simply retried on the next one. */
export const fetchPendingCounts = () => post<PendingCounts>(FINANCE_ENDPOINTS.pendingCounts, { Type: 0 }, true);
