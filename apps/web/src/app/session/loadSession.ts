import type { MenuRoute, UserInfo, UserMenusResponse } from '@ledgerdesk/shared';
import { getUserInfo, getUserMenusWithRevision } from '@/features/auth/api';
import { latestRevisions } from '@/lib/revisions';
import { cachedMenus, useSession, type DenyReason } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { loadConsoleCode } from '../routing/consoleCode';
import { preloadMenuPage } from '../routing/menuRoutes';
import { landingPath, leaveLoginAddress } from '../routing/redirects';
import { VIEWS } from '../routing/views';

export type SessionOutcome = 'ready' | 'failed' | DenyReason;

interface StampedMenus {
  menuList: MenuRoute[];
  permissions: string[];
  /** The menu revision they are at least as new as (see followRevisions). */
  revision: number | undefined;
}

/** Frontend-controlled routing's table (every resource definition): loaded only in that mode. */
export async function frontEndMenusOf(user: UserInfo): Promise<UserMenusResponse> {
  const { frontEndMenusFor } = await import('../routing/frontEndMenus');
  return frontEndMenusFor(user);
}

async function load(): Promise<SessionOutcome> {
  const session = useSession.getState();
  const { isRequestRoutes } = useThemeConfig.getState().themeConfig;
  // A sign-in has just put the menus it answered with in the store (and in sessionStorage): read
  // back from there they would be parsed, then written again, for the same list.
  const held = session.menuList.length > 0 ? { menuList: session.menuList, permissions: session.permissions } : null;
  const cached = isRequestRoutes ? (held ?? cachedMenus()) : null;
  // Asked for at once, not one after another: the user, the menus and the console's code (the
  // shell and every area's translations) are independent, and each waited for the previous one.
  const code = loadConsoleCode();
  const userCall = session.userInfo ? Promise.resolve(session.userInfo) : getUserInfo();
  const menusCall: Promise<StampedMenus> | null = cached
    ? Promise.resolve({ ...cached, revision: session.menuRevision })
    : isRequestRoutes
      ? getUserMenusWithRevision()
      : null;
  // Whatever ends the load early (no role, a failed call), the others' outcomes are not wanted.
  code.catch(() => undefined);
  menusCall?.catch(() => undefined);
  try {
    const user = await userCall;
    session.setUserInfo(user);
    if (user.roles.length === 0) return 'noRoles';
    const menus: StampedMenus = menusCall ? await menusCall : { ...(await frontEndMenusOf(user)), revision: latestRevisions().menu };
    preloadMenuPage(menus.menuList, landingPath(), VIEWS);
    await code;
    const now = useSession.getState();
    const same = menus.menuList === now.menuList && menus.permissions === now.permissions && menus.revision === now.menuRevision;
    if (!same) session.setMenus(menus.menuList, menus.permissions, menus.revision);
    return menus.menuList.length === 0 ? 'noMenu' : 'ready';
  } catch {
    // The request client has already told the user why (toast, or the expiry alert).
    return 'failed';
  }
}

let inFlight: Promise<SessionOutcome> | null = null;

/**
 * Loads the session user and the menu tree once per page load (cached in sessionStorage),
 * from the server or, in frontend-controlled mode, from the built-in table filtered by role,
 * together with the console's code. Concurrent callers share one load.
 */
export function loadSession(): Promise<SessionOutcome> {
  inFlight ??= load().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Runs the load for a page opened with a token, and moves the session to where it landed. */
export async function resumeSession(): Promise<void> {
  const outcome = await loadSession();
  const session = useSession.getState();
  // A 401 meanwhile has already signed the user out: do not overwrite that.
  if (session.phase !== 'loading') return;
  if (outcome === 'ready' || outcome === 'failed') session.setPhase(outcome);
  else session.setPhase('denied', outcome);
}

/** The login page's last step: load the session; on success the router opens the console. */
export async function completeSignIn(): Promise<SessionOutcome> {
  const outcome = await loadSession();
  const session = useSession.getState();
  if (outcome === 'ready') {
    leaveLoginAddress();
    session.setPhase('ready');
  } else session.clear();
  return outcome;
}
