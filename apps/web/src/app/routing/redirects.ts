import { HOME_PATH } from '@/lib/homePath';

/** Where the guard sends a signed-out visitor: /login, remembering the wanted path and query. */
export function loginPath(pathname: string, search: string): string {
  if (pathname === '/' || pathname === '/login') return '/login';
  const query = Object.fromEntries(new URLSearchParams(search));
  const out = new URLSearchParams({ redirect: pathname });
  if (Object.keys(query).length > 0) out.set('params', JSON.stringify(query));
  return `/login?${out.toString()}`;
}

// Any origin would do: it only tells whether resolving the path would leave it.
const PROBE_ORIGIN = 'http://ledgerdesk.invalid';
/** Backslashes (browsers read `/\host` as `//host`) and control characters have no place in a console path. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\\\u0000-\u001f\u007f]/;
/** Percent-decoding rounds tried before giving up: a path encoded deeper than that is not ours. */
const DECODE_ROUNDS = 4;

function plainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}

/**
 * The remembered destination when it is a path of this app: one leading '/', never '//' or '/\'
 * (protocol-relative, so another host) in any percent-encoded disguise, no control characters,
 * decodable, and not the login page itself. Anything else answers null (the caller goes home):
 * handing such a value to the router either left the console or threw on navigation.
 */
export function inAppPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !plainPath(raw)) return null;
  let decoded = raw;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null; // malformed percent-encoding: the router's own decoding would choke on it too
    }
    if (!plainPath(next)) return null;
    if (next === decoded) break;
    if (round === DECODE_ROUNDS - 1) return null;
    decoded = next;
  }
  const url = new URL(raw, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return url.pathname;
}

/** Where a freshly signed-in user goes: the remembered path with its query, or home. */
export function afterLoginPath(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = inAppPath(params.get('redirect'));
  if (!redirect) return HOME_PATH;
  let query = '';
  try {
    const parsed: unknown = JSON.parse(params.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      query = new URLSearchParams(parsed as Record<string, string>).toString();
    }
  } catch {
    // A mangled params value loses only the query, not the destination.
  }
  return query ? `${redirect}?${query}` : redirect;
}

/**
 * The menu path the console opens on once the session is ready: where the login page will send
 * the user, or the address a page opened with a token is on ('/' being home).
 */
export function landingPath(location: { pathname: string; search: string } = window.location): string {
  const target = location.pathname === '/login' ? afterLoginPath(location.search) : location.pathname;
  const path = target.split('?')[0]!;
  return path === '/' ? HOME_PATH : path;
}

/**
 * A sign-in's answer is in: the address moves from /login to where the login sends the user, in
 * place, before the signed-in router is built, so that router starts on the console's page. Left
 * on /login, the router first rendered the login route's redirect and then navigated, and that
 * navigation rendered the whole console again as a transition, in slices (about a fifth of the
 * time from the click to a painted menu at 4× CPU).
 */
export function leaveLoginAddress(): void {
  if (window.location.pathname !== '/login') return;
  window.history.replaceState(window.history.state, '', afterLoginPath(window.location.search));
}
