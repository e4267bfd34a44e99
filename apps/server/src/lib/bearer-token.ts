/**
 * The session token of an Authorization header: `Bearer <token>`, or the bare token (DESIGN.md §4).
 * Read by the access plugin for every request and by calls that must match the body's token to it.
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token || undefined;
}
