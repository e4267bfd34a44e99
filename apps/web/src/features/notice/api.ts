import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageResult } from '@ledgerdesk/shared';
import {
  NOTICE_ENDPOINTS,
  noticeReadPath,
  type AudienceRole,
  type MyNotice,
  type NoticeReader,
  type ReadAllAnswer,
  type UnreadCount,
} from '@ledgerdesk/shared/notice';
import { request } from '@/lib/request';

export const noticeKeys = {
  all: ['notice'] as const,
  unread: ['notice', 'unread'] as const,
  mine: (pageIndex: number, pageSize: number, unreadOnly: boolean) => ['notice', 'mine', pageIndex, pageSize, unreadOnly] as const,
  readers: (id: number, pageIndex: number) => ['notice', 'readers', id, pageIndex] as const,
  audienceRoles: ['notice', 'audienceRoles'] as const,
};

/** The unread count is asked for gently: once a minute, and when the tab comes back into view. */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: noticeKeys.unread,
    queryFn: () => request<UnreadCount>({ url: NOTICE_ENDPOINTS.unreadCount, method: 'GET', silent: true }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
}

export function useMyNotices(pageIndex: number, pageSize: number, unreadOnly: boolean, enabled = true) {
  return useQuery({
    queryKey: noticeKeys.mine(pageIndex, pageSize, unreadOnly),
    queryFn: () =>
      request<PageResult<MyNotice>>({ url: NOTICE_ENDPOINTS.mine, method: 'GET', params: { pageIndex, pageSize, unreadOnly: String(unreadOnly) } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Marks one notice read; every notice list and the count are asked again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<Record<string, never>>({ url: noticeReadPath(id), method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<ReadAllAnswer>({ url: NOTICE_ENDPOINTS.readAll, method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useNoticeReaders(id: number, pageIndex: number) {
  return useQuery({
    queryKey: noticeKeys.readers(id, pageIndex),
    queryFn: () => request<PageResult<NoticeReader>>({ url: NOTICE_ENDPOINTS.readers, method: 'GET', params: { id, pageIndex, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export function useAudienceRoles() {
  return useQuery({
    queryKey: noticeKeys.audienceRoles,
    queryFn: () => request<AudienceRole[]>({ url: NOTICE_ENDPOINTS.audienceRoles, method: 'GET' }),
  });
}
