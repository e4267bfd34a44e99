/**
 * Browser storage scoped to this app: every key carries APP_PREFIX so that two deployments on
 * one origin never share settings, and clearing the session never touches other apps' keys
 * (anchor §4: the old console called `clear()` on the whole origin).
 */
import { whenIdle } from './whenIdle';

export const APP_PREFIX = 'ledgerdesk:';

function scoped(store: () => Storage) {
  return {
    get<T>(key: string): T | null {
      const raw = store().getItem(APP_PREFIX + key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    set(key: string, value: unknown): void {
      store().setItem(APP_PREFIX + key, JSON.stringify(value));
    },
    remove(key: string): void {
      store().removeItem(APP_PREFIX + key);
    },
    /** Removes only this app's keys. */
    clear(): void {
      const s = store();
      const ours: string[] = [];
      for (let i = 0; i < s.length; i += 1) {
        const key = s.key(i);
        if (key?.startsWith(APP_PREFIX)) ours.push(key);
      }
      ours.forEach((key) => s.removeItem(key));
    },
  };
}

export const local = scoped(() => window.localStorage);
export const session = scoped(() => window.sessionStorage);

/*
 * The session token lives in this tab's sessionStorage, never in a cookie (issue 9: the token
 * cookie was readable by scripts). The API takes it only from the Authorization header, so a
 * cookie bought nothing but exposure: browsers send cookies with every request to the host, share
 * them across its ports and let sibling subdomains overwrite them. sessionStorage belongs to this
 * origin (port included) and this tab, is sent nowhere, and ends with the tab. A script running in
 * the page can still read it, as it could any token the page itself sends; the Content-Security-
 * Policy is what keeps foreign scripts out. README, Security, says the same.
 */
const TOKEN_KEY = 'token';
/** Where earlier versions kept the token: removed wherever it is still found. */
const LEGACY_TOKEN_COOKIE = 'ledgerdesk-token';

export function getToken(): string | null {
  const token = session.get<unknown>(TOKEN_KEY);
  return typeof token === 'string' && token ? token : null;
}

export function setToken(token: string): void {
  session.set(TOKEN_KEY, token);
}

export function removeToken(): void {
  session.remove(TOKEN_KEY);
}

function dropLegacyTokenCookie(): void {
  if (typeof document === 'undefined' || !document.cookie.split('; ').some((part) => part.startsWith(`${LEGACY_TOKEN_COOKIE}=`))) return;
  document.cookie = `${LEGACY_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

// Once the page is idle, not while the login page starts: reading document.cookie is a synchronous
// call into the browser (about 9 ms of the login page's start at 4× CPU), and nothing reads the
// cookie meanwhile (the API takes the token only from the Authorization header).
whenIdle(dropLegacyTokenCookie);
