import type { QueryClient } from '@tanstack/react-query';
import { dictKeys } from '@/components/dict/dictKeys';
import { getUserInfo, getUserMenus } from '@/features/auth/api';
import { forgetRevisions, latestRevisions, onRevision } from '@/lib/revisions';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { frontEndMenusOf } from './loadSession';

let refreshing = false;

/**
 * Refetches the menus (and so the permissions behind every button) while the server's menu
 * revision is ahead of the one they were loaded at: once per change, however many answers carry
 * it. The menus are stamped with the revision seen BEFORE asking, so a change made while the
 * call is under way is fetched again rather than missed.
 */
export async function refreshStaleMenus(): Promise<void> {
  if (refreshing) return;
  refreshing = true;
  try {
    for (;;) {
      const target = latestRevisions().menu;
      const session = useSession.getState();
      if (session.phase !== 'ready' || target === undefined || session.menuRevision === target) return;
      // Frontend-controlled routing builds its menus from the built-in table; the roles and buttons are the session's.
      const fromServer = useThemeConfig.getState().themeConfig.isRequestRoutes;
      const user = fromServer ? null : await getUserInfo();
      const { menuList, permissions } = user ? await frontEndMenusOf(user) : await getUserMenus();
      if (useSession.getState().phase !== 'ready') return;
      if (user) useSession.getState().setUserInfo(user);
      useSession.getState().setMenus(menuList, permissions, target);
    }
  } catch {
    // The request client has said why; the next change tries again.
  } finally {
    refreshing = false;
  }
}

/**
 * Keeps a signed-in console in step with what administrators change, without a new sign-in:
 * a newer menu revision refetches the menus (the aside, the router and every permission-gated
 * button follow the session store); a newer dictionary revision invalidates every dictionary
 * query, so each DictSelect and tag refetches. Returns the unsubscribe.
 */
export function followRevisions(queryClient: QueryClient): () => void {
  const stopRevisions = onRevision((name, _revision, previous) => {
    if (name === 'menu') void refreshStaleMenus();
    // The first sighting is no change: nothing cached in this page is older than it.
    if (name === 'dict' && previous !== undefined) void queryClient.invalidateQueries({ queryKey: dictKeys.all });
  });
  const stopSession = useSession.subscribe((state, prev) => {
    // Menus restored from sessionStorage may predate a change seen while they were loading.
    if (state.phase === 'ready' && prev.phase !== 'ready') void refreshStaleMenus();
    if (state.phase === 'anonymous' && prev.phase !== 'anonymous') forgetRevisions();
  });
  return () => {
    stopRevisions();
    stopSession();
  };
}
