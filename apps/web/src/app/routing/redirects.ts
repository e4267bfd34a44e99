import { HOME_PATH } from '@/lib/homePath';

/** Where the guard sends a signed-out visitor: /login, remembering the wanted path and query. */
export function loginPath(pathname: string, search: string): string {
  if (pathname === '/' || pathname === '/login') return '/login';
  const query = Object.fromEntries(new URLSearchParams(search));
  const out = new URLSearchParams({ redirect: pathname });
  if (Object.keys(query).length > 0) out.set('params', JSON.stringify(query));
  return `/login?${out.toString()}`;
}

/** Where a freshly signed-in user goes: the remembered path with its query, or home. */
export function afterLoginPath(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  // Only same-app paths: '//host' or 'https://' would leave the console (open redirect).
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) {
    return HOME_PATH;
  }
  let query = '';
  try {
    const parsed: unknown = JSON.parse(params.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object') {
      query = new URLSearchParams(parsed as Record<string, string>).toString();
    }
  } catch {
    // A mangled params value loses only the query, not the destination.
  }
  return query ? `${redirect}?${query}` : redirect;
}
