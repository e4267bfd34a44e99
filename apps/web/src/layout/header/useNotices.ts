import { useMemo } from 'react';
import type { MyNotice } from '@ledgerdesk/shared/notice';
import { NOTICE_CENTRE_PATH } from '@ledgerdesk/shared/notice';
import { useMarkAllRead, useMyNotices, useUnreadCount } from '@/features/notice/api';
import { useSession } from '@/lib/session';
import { findMenu } from '../menu/menuTree';

/** How many unread notices the bell lists; the rest are in the notification centre. */
const BELL_SIZE = 5;

/** What the notification popover shows, from one source. */
export interface NoticesState {
  /** The newest unread notices (pinned first), fetched while the popover is open. */
  notices: MyNotice[];
  unreadCount: number;
  loading: boolean;
  markAllRead: () => void;
  markingAllRead: boolean;
  /** The notification centre's path, when the user's menus hold it (its seeded entry is every role's). */
  centrePath: string | undefined;
}

/**
 * The user's notifications: the unread count, asked for once a minute and when the tab regains
 * focus (api.ts), and the unread notices themselves only while the popover is open.
 */
export function useNotices(open: boolean): NoticesState {
  const menus = useSession((s) => s.menuList);
  const unread = useUnreadCount();
  const unreadCount = unread.data ?? 0;
  const list = useMyNotices(1, BELL_SIZE, true, open && unreadCount > 0);
  const markAll = useMarkAllRead();
  const centrePath = useMemo(() => (findMenu(menus, NOTICE_CENTRE_PATH) ? NOTICE_CENTRE_PATH : undefined), [menus]);
  return {
    notices: unreadCount > 0 ? (list.data?.list ?? []) : [],
    unreadCount,
    loading: list.isFetching && !list.data,
    markAllRead: () => markAll.mutate(),
    markingAllRead: markAll.isPending,
    centrePath,
  };
}
