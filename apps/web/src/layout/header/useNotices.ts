import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@/lib/session';
import { flattenMenus } from '../menu/menuTree';

export interface Notice {
  id: string;
  title: string;
  time: string;
}

/** What the notification popover shows, from one source. */
export interface NoticesState {
  notices: Notice[];
  unreadCount: number;
  isRead: (id: string) => boolean;
  markAllRead: () => void;
  /** The notification centre's path: the system-notice menu, when the user has one. */
  centrePath: string | undefined;
}

/**
 * The operator's notifications. The server has no notice endpoint yet (SPEC §7 names none), so
 * the list is honestly empty; when system notices get one, it is fetched here and nowhere else.
 */
export function useNotices(): NoticesState {
  const menus = useSession((s) => s.menuList);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const notices = useMemo<Notice[]>(() => [], []);
  const centrePath = useMemo(
    () => flattenMenus(menus).find((m) => !m.meta.isHide && /notice/i.test(m.path) && !m.children?.length)?.path,
    [menus],
  );
  const markAllRead = useCallback(() => setReadIds(new Set(notices.map((n) => n.id))), [notices]);
  return {
    notices,
    unreadCount: notices.filter((n) => !readIds.has(n.id)).length,
    isRead: (id) => readIds.has(id),
    markAllRead,
    centrePath,
  };
}
