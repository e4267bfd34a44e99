import { afterEach, describe, expect, it, vi } from 'vitest';

const LEGACY = 'ledgerdesk-token';

describe('session token storage (issue 9)', () => {
  afterEach(() => vi.resetModules());

  it('keeps the token in this tab\'s sessionStorage and in no cookie', async () => {
    const { getToken, removeToken, setToken } = await import('./storage');
    setToken('secret-token-1');
    expect(getToken()).toBe('secret-token-1');
    expect(document.cookie).not.toContain('secret-token-1');
    expect(JSON.stringify({ ...sessionStorage })).toContain('secret-token-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token-1');
    removeToken();
    expect(getToken()).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-token-1');
  });

  it('removes the cookie earlier versions left once the page is idle, and does not take its token', async () => {
    document.cookie = `${LEGACY}=old-cookie-token; path=/`;
    expect(document.cookie).toContain('old-cookie-token');
    const { getToken } = await import('./storage');
    // Not while the page starts: reading document.cookie is a synchronous call into the browser.
    expect(document.cookie).toContain('old-cookie-token');
    expect(getToken()).toBeNull();
    await vi.waitFor(() => expect(document.cookie).not.toContain('old-cookie-token'));
  });

  it('ignores a stored value that is not a token', async () => {
    const { getToken, session } = await import('./storage');
    session.set('token', { not: 'a token' });
    expect(getToken()).toBeNull();
    session.set('token', '');
    expect(getToken()).toBeNull();
  });
});
