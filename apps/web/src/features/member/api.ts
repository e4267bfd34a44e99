import {
  FINANCE_ENDPOINTS,
  type KycApplication,
  type KycReviewRequest,
  type Member,
  type MemberChangeStatusRequest,
  type MemberDetail,
  type MoneyLogEntry,
  type PageResult,
  type RechargeOrder,
  type WithdrawOrder,
} from '@ledgerdesk/shared';
import { request } from '@/lib/request';
import type { ListParams } from '@/components/listPage/useListQuery';

const post = <T>(url: string, data: object) => request<T>({ url, method: 'POST', data });
const getById = <T>(url: string, id: number) => request<T>({ url, method: 'GET', params: { id } });

export const listMembers = (params: ListParams) => post<PageResult<Member>>(FINANCE_ENDPOINTS.memberList, params);
export const getMember = (id: number) => getById<MemberDetail>(FINANCE_ENDPOINTS.memberGet, id);
export const changeMemberStatus = (body: MemberChangeStatusRequest) => post<MemberDetail>(FINANCE_ENDPOINTS.memberChangeStatus, body);

export const listKyc = (params: ListParams) => post<PageResult<KycApplication>>(FINANCE_ENDPOINTS.kycList, params);
/** The full ID number comes back only to holders of the review permission. */
export const getKyc = (id: number) => getById<KycApplication>(FINANCE_ENDPOINTS.kycGet, id);
export const reviewKyc = (body: KycReviewRequest) => post<KycApplication>(FINANCE_ENDPOINTS.kycReview, body);

/* A member's latest records, for the member detail (the full lists live on their own pages). */
const RECENT = { pageIndex: 1, pageSize: 10 };
export const recentMoneyLogs = (memberId: number) => post<PageResult<MoneyLogEntry>>(FINANCE_ENDPOINTS.moneyLogList, { ...RECENT, memberId });
export const recentRecharges = (memberId: number) => post<PageResult<RechargeOrder>>(FINANCE_ENDPOINTS.rechargeList, { ...RECENT, memberId });
export const recentWithdrawals = (memberId: number) => post<PageResult<WithdrawOrder>>(FINANCE_ENDPOINTS.withdrawList, { ...RECENT, memberId });
export const recentKyc = (memberId: number) => post<PageResult<KycApplication>>(FINANCE_ENDPOINTS.kycList, { ...RECENT, memberId });
