import { getUserInfo, getUserMenus } from '@/features/auth/api';
import { latestRevisions } from '@/lib/revisions';
import { cachedMenus, useSession, type DenyReason } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { frontEndMenusFor } from '../routing/frontEndMenus';

export type SessionOutcome = 'ready' | 'failed' | DenyReason;

async function load(): Promise<SessionOutcome> {
  const session = useSession.getState();
  try {
    const user = session.userInfo ?? (await getUserInfo());
    session.setUserInfo(user);
    if (user.roles.length === 0) return 'noRoles';

    const { isRequestRoutes } = useThemeConfig.getState().themeConfig;
    const cached = isRequestRoutes ? cachedMenus() : null;
    // The revision seen before asking: menus fetched now are at least that new (see followRevisions).
    const revision = cached ? session.menuRevision : latestRevisions().menu;
    const menus = isRequestRoutes ? (cached ?? (await getUserMenus())) : frontEndMenusFor(user);
    session.setMenus(menus.menuList, menus.permissions, revision);
    return menus.menuList.length === 0 ? 'noMenu' : 'ready';
  } catch {
    // The request client has already told the user why (toast, or the expiry alert).
    return 'failed';
  }
}

let inFlight: Promise<SessionOutcome> | null = null;

/**
 * Loads the session user and the menu tree once per page load (cached in sessionStorage),
 * from the server or, in frontend-controlled mode, from the built-in table filtered by role.
 * Concurrent callers share one load.
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
  if (outcome === 'ready') session.setPhase('ready');
  else session.clear();
  return outcome;
}
