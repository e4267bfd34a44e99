// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types must reach every project that compiles this file (e2e too)
/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider, certified) for tests, on a random loopback port.
 * Its development login page takes any login name as the account's subject; consent is given at
 * once (a first-party client), so a sign-in is: authorise, type a name, come back.
 *
 * The server listens before the provider exists, so a test knows the issuer before it starts the
 * console and registers the console's callback address afterwards (`register`).
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Creates the provider with one client whose only redirect_uri is `redirectUri`. */
  register(redirectUri: string): void;
  /** The OIDC_PROVIDERS entry that names this provider. */
  entry(id: string, name: string): { id: string; name: string; issuer: string; clientId: string; clientSecret: string; scope: string };
  close(): Promise<void>;
}

export async function startTestProvider(): Promise<TestProvider> {
  let handler: http.RequestListener | null = null;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end('provider not registered yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ledgerdesk-console';
  const clientSecret = 'test-client-secret-0123456789';

  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
        findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, name: `Test ${sub}`, email: `${sub}@idp.test` }) }),
        // A first-party client: consent is implied, as a company's own provider would configure it.
        async loadExistingGrant(ctx: KoaContextWithOIDC) {
          const { session, client } = ctx.oidc;
          if (!session?.accountId || !client) return undefined;
          const existing = session.grantIdFor(client.clientId);
          if (existing) return ctx.oidc.provider.Grant.find(existing);
          const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
          grant.addOIDCScope('openid profile email');
          await grant.save();
          session.grantIdFor(client.clientId, grant.jti);
          return grant;
        },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['ledgerdesk-test-provider-cookie-key'] },
        pkce: { required: () => true },
      });
      handler = provider.callback();
    },
    entry(id, name) {
      return { id, name, issuer, clientId, clientSecret, scope: 'openid profile email' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Goes through the provider's pages as a browser would, without one: follows redirects with the
 * provider's cookies, answers the login form with `login` (any password), and stops at the first
 * redirect to `callbackPrefix`, which it answers (the authorisation response with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const keepCookies = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: cookieHeader() } });
    keepCookies(res);
    init = {};
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(callbackPrefix)) return url;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (res.status !== 200 || !action || !page.includes('name="login"')) {
      throw new Error(`unexpected page at ${url.href} (${res.status}): ${page.slice(0, 300)}`);
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    init = {
      method: 'POST',
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects at the provider');
}
