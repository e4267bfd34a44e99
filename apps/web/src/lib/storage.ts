/**
 * Browser storage scoped to this app: every key carries APP_PREFIX so that two deployments on
 * one origin never share settings, and clearing the session never touches other apps' keys
 * (anchor §4: the old console called `clear()` on the whole origin).
 */
export const APP_PREFIX = 'ledgerdesk:';
export const TOKEN_COOKIE = 'ledgerdesk-token';

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

/* The token is a session cookie (SPEC §4): it dies with the browser, like the rest of the session. */

export function getToken(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : null;
}

export function setToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Strict${secure}`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
