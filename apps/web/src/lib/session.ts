import { create } from 'zustand';
import type { MenuRoute, SignInSession, UserInfo } from '@ledgerdesk/shared';
import { getToken, removeToken, session, setToken } from './storage';

/**
 * Where the session stands. The router is built from this, so every state has exactly one
 * screen and none of them re-enters the bootstrap (anchor §4: the unknown-role loop).
 *   anonymous: no token, only /login;  loading: token, menus being fetched;
 *   ready: menus built;  denied: signed in but no role or no menu;  failed: menus could not load.
 */
export type SessionPhase = 'anonymous' | 'loading' | 'ready' | 'denied' | 'failed';
export type DenyReason = 'noRoles' | 'noMenu';

interface SessionState {
  phase: SessionPhase;
  denyReason: DenyReason | null;
  userInfo: UserInfo | null;
  menuList: MenuRoute[];
  permissions: string[];
  /** The server's menu revision the menus were loaded at (undefined: not known, refetch on the first answer). */
  menuRevision: number | undefined;
  /**
   * Starts a fresh session with a new token, dropping anything left of an older one; with the
   * session the sign-in answered (user info, menus), loading it asks the server for nothing more.
   */
  signIn: (token: string, opened?: SignInSession) => void;
  setUserInfo: (user: UserInfo) => void;
  setMenus: (menuList: MenuRoute[], permissions: string[], menuRevision?: number) => void;
  setPermissions: (permissions: string[]) => void;
  setPhase: (phase: SessionPhase, denyReason?: DenyReason) => void;
  clear: () => void;
}

const KEYS = {
  userInfo: 'userInfo',
  menuList: 'menuList',
  permissions: 'permissions',
  menuRevision: 'menuRevision',
  shape: 'sessionShape',
} as const;

/**
 * The shape of the user info and menus this console keeps in sessionStorage. A tab keeps them
 * across reloads, so after an upgrade a reload would read what an earlier version wrote (the home
 * page read role names from a user info that had none, and failed). Change it whenever the user
 * info or a menu route gains or loses a field (session.test.ts fails until it is).
 */
export const CACHED_SESSION_SHAPE = 2;

/**
 * Drops what an earlier version cached in this tab, once, as the console starts: the console then
 * asks the server again, and the token stays, so nobody signs in again. Everything written after
 * this is in the current shape.
 */
function dropCacheOfAnotherShape(): void {
  if (session.get<number>(KEYS.shape) === CACHED_SESSION_SHAPE) return;
  for (const key of [KEYS.userInfo, KEYS.menuList, KEYS.permissions, KEYS.menuRevision]) session.remove(key);
  session.set(KEYS.shape, CACHED_SESSION_SHAPE);
}

function initialState() {
  return {
    phase: (getToken() ? 'loading' : 'anonymous') as SessionPhase,
    denyReason: null,
    userInfo: session.get<UserInfo>(KEYS.userInfo),
    menuList: session.get<MenuRoute[]>(KEYS.menuList) ?? [],
    permissions: session.get<string[]>(KEYS.permissions) ?? [],
    menuRevision: session.get<number>(KEYS.menuRevision) ?? undefined,
  };
}

dropCacheOfAnotherShape();

export const useSession = create<SessionState>()((set, get) => ({
  ...initialState(),
  signIn: (token, opened) => {
    clearSessionStorage();
    setToken(token);
    // The phase stays put: the login page finishes loading the session before the console opens.
    set({ denyReason: null, userInfo: null, menuList: [], permissions: [], menuRevision: undefined });
    if (!opened) return;
    get().setUserInfo(opened.user);
    get().setMenus(opened.menus.menuList, opened.menus.permissions, opened.menuRevision);
  },
  setUserInfo: (userInfo) => {
    session.set(KEYS.userInfo, userInfo);
    set({ userInfo });
  },
  setMenus: (menuList, permissions, menuRevision) => {
    session.set(KEYS.menuList, menuList);
    session.set(KEYS.permissions, permissions);
    if (menuRevision === undefined) session.remove(KEYS.menuRevision);
    else session.set(KEYS.menuRevision, menuRevision);
    set({ menuList, permissions, menuRevision });
  },
  setPermissions: (permissions) => {
    session.set(KEYS.permissions, permissions);
    set({ permissions });
  },
  setPhase: (phase, denyReason) => set({ phase, denyReason: denyReason ?? null }),
  clear: () => {
    clearSessionStorage();
    set(initialState());
  },
}));

/** Drops the token and this app's other sessionStorage keys, nothing else. */
export function clearSessionStorage(): void {
  removeToken();
  session.clear();
  // What the tab caches from here on is in this version's shape.
  session.set(KEYS.shape, CACHED_SESSION_SHAPE);
}

/** Menus and permissions the cache holds from earlier in this browser session, if any. */
export function cachedMenus(): { menuList: MenuRoute[]; permissions: string[] } | null {
  const menuList = session.get<MenuRoute[]>(KEYS.menuList);
  const permissions = session.get<string[]>(KEYS.permissions);
  return menuList && permissions ? { menuList, permissions } : null;
}

/**
 * Ends the session and reloads on /login. A full load (not a client-side navigation) also
 * drops every in-memory cache of the previous user: queries, stores, lazy state.
 */
export function leaveToLogin(): void {
  clearSessionStorage();
  window.location.assign('/login');
}
