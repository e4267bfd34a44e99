import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointOf } from '@ledgerdesk/shared';
import { OIDC_ENDPOINTS, oidcPathOf } from '@ledgerdesk/shared/oidc';
import { userIdentityResource } from '@ledgerdesk/shared/resources/system/user-identity';
import { loginLogs, oidcRequests, sessions, userIdentities, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { roleWith, userWith } from '../user/identity-test-kit';
import { signInAtProvider, startTestProvider, type TestProvider } from './testing/test-provider';

const PUBLIC_URL = 'http://console.test';
const startPath = (provider: string, redirect?: string) =>
  `${api(oidcPathOf(OIDC_ENDPOINTS.oidcStart, provider))}${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;
const callbackUrl = (provider: string) => `${PUBLIC_URL}${api(oidcPathOf(OIDC_ENDPOINTS.oidcCallback, provider))}`;
const add = endpointOf(userIdentityResource, 'add');
const list = endpointOf(userIdentityResource, 'list');
const remove = endpointOf(userIdentityResource, 'delete');

/** The login page's query after a redirect to it. */
function loginQuery(location: string | undefined): URLSearchParams {
  expect(location).toBeDefined();
  const url = new URL(location!, PUBLIC_URL);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/login`);
  return url.searchParams;
}

describe.each(databaseKinds)('sign-in by OpenID Connect (%s)', (kind) => {
  let idp: TestProvider;
  let t: TestApp;
  let admin: string;
  let operatorId: number;
  let adminId: number;

  beforeAll(async () => {
    idp = await startTestProvider();
    idp.register(callbackUrl('idp'));
    t = await createTestApp(kind, {
      // Demo data belongs to other areas; this suite adds the one user it needs.
      SEED_DEMO: 'off',
      PUBLIC_URL,
      OIDC_PROVIDERS: JSON.stringify([idp.entry('idp', 'Company SSO'), idp.entry('other', 'Other SSO')]),
    });
    admin = await t.signIn();
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.userName, 'admin'));
    adminId = adminRow!.id;
    const [operatorRow] = await t.database.db
      .insert(users)
      .values({ userName: 'operator', nickname: 'Operator', passwordHash: adminRow!.passwordHash })
      .returning();
    operatorId = operatorRow!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const link = async (subject: string, userId = operatorId, provider = 'idp', token = admin) =>
    t.app.inject({ method: add.method, url: api(add.path), headers: bearer(token), payload: { userId, provider, subject, displayName: `${subject}@idp.test` } });

  /** The cookie the browser sends back for the sign-in it started last (as a browser keeps one). */
  let browser = '';

  /** Start → the provider's login page as `login` → the authorisation response at our callback. */
  async function authorise(login: string, redirect?: string) {
    const started = await t.app.inject({ method: 'GET', url: startPath('idp', redirect) });
    expect(started.statusCode).toBe(302);
    browser = String(started.headers['set-cookie']).split(';')[0]!;
    const authorization = new URL(started.headers.location!);
    return { authorization, browser, response: await signInAtProvider(authorization.href, login, callbackUrl('idp')) };
  }
  const callback = (response: URL, provider = 'idp', cookie = browser) =>
    t.app.inject({ method: 'GET', url: `${api(oidcPathOf(OIDC_ENDPOINTS.oidcCallback, provider))}${response.search}`, headers: { 'user-agent': 'oidc-test', cookie } });
  const exchange = (code: string, cookie = browser) => t.app.inject({ method: 'POST', url: api(OIDC_ENDPOINTS.oidcExchange), headers: { cookie }, payload: { code } });
  const lastLogin = async () => (await t.database.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1))[0]!;
  const count = async (table: typeof sessions | typeof userIdentities | typeof users) =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

  it('names the configured providers and the methods that are on', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(OIDC_ENDPOINTS.authMethods) });
    expect(res.json().data).toEqual({ mobile: false, scan: true, oidc: [{ id: 'idp', name: 'Company SSO' }, { id: 'other', name: 'Other SSO' }] });
  });

  it('sends the browser to the provider with state, nonce and PKCE S256, keeping only the state hash', async () => {
    const started = await t.app.inject({ method: 'GET', url: startPath('idp', '/member/list') });
    expect(started.statusCode).toBe(302);
    const url = new URL(started.headers.location!);
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(idp.clientId);
    expect(q.get('redirect_uri')).toBe(callbackUrl('idp'));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state')!;
    const rows = await t.database.db.select().from(oidcRequests);
    expect(rows.some((r) => r.stateHash === state)).toBe(false);
    const row = rows.find((r) => r.nonce === q.get('nonce'))!;
    expect(row.provider).toBe('idp');
    expect(row.redirect).toBe('/member/list');
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('signs a linked account in through a one-time code, logged with method oidc', async () => {
    expect((await link('alice')).json().code).toBe(0);
    const sessionsBefore = await count(sessions);
    const { response } = await authorise('alice', '/finance/recharge?status=PENDING');
    const back = await callback(response);
    expect(back.statusCode).toBe(302);
    const query = loginQuery(back.headers.location);
    expect(query.get('oidcError')).toBeNull();
    expect(query.get('redirect')).toBe('/finance/recharge');
    expect(JSON.parse(query.get('params')!)).toEqual({ status: 'PENDING' });
    // Nothing is signed in until the login page exchanges the code.
    expect(await count(sessions)).toBe(sessionsBefore);

    const code = query.get('oidcCode')!;
    const signedIn = await exchange(code);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    const info = await t.app.inject({ method: 'GET', url: api(ENDPOINTS.userInfo), headers: bearer(token) });
    expect(info.json().data.userName).toBe('operator');

    const log = await lastLogin();
    expect(log).toMatchObject({ method: 'oidc', success: true, reason: 'ok', userId: operatorId, userName: 'idp:alice@idp.test' });
    const [session] = await t.database.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session).toMatchObject({ userId: operatorId, method: 'oidc' });
    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'alice'));
    expect(identity!.lastUsedAt).not.toBeNull();

    // The code works once.
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().data.reason).toBe('oidcCodeInvalid');
  });

  it('refuses an exchange code older than a minute', async () => {
    const { response } = await authorise('alice');
    const code = loginQuery((await callback(response)).headers.location).get('oidcCode')!;
    // The code is stored hashed with the browser's secret (the cookie's value).
    const stored = sha256(`${code}.${browser.split('=')[1]}`);
    await t.database.db.update(oidcRequests).set({ consumedAt: new Date(Date.now() - 61_000) }).where(eq(oidcRequests.exchangeHash, stored));
    const sessionsBefore = await count(sessions);
    const res = await exchange(code);
    expect(res.statusCode).toBe(401);
    expect(await count(sessions)).toBe(sessionsBefore);
    expect(await lastLogin()).toMatchObject({ method: 'oidc', success: false, reason: 'oidcCodeInvalid' });
    expect((await exchange('made-up')).statusCode).toBe(401);
  });

  it('refuses an account nobody linked, creates nothing and logs the attempt', async () => {
    const before = { identities: await count(userIdentities), users: await count(users), sessions: await count(sessions) };
    const { response } = await authorise('mallory');
    const back = await callback(response);
    const query = loginQuery(back.headers.location);
    expect(query.get('oidcError')).toBe('notLinked');
    expect(query.get('oidcCode')).toBeNull();
    expect({ identities: await count(userIdentities), users: await count(users), sessions: await count(sessions) }).toEqual(before);
    expect(await lastLogin()).toMatchObject({ method: 'oidc', success: false, reason: 'notLinked', userName: 'idp:mallory', userId: null });
  });

  it('belongs to the browser that started it: its callback address or code link opened in another browser signs nobody in', async () => {
    const started = await t.app.inject({ method: 'GET', url: startPath('idp') });
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(/^ledgerdesk_oidc=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Sent back only to the sign-in's own calls (start, callback, exchange).
    expect(cookie).toContain(`Path=${api(OIDC_ENDPOINTS.oidcExchange).replace(/\/exchange$/, '')};`);
    expect(cookie).toContain('Max-Age=660');

    const sessionsBefore = await count(sessions);
    const own = await authorise('alice');
    const elsewhere = (await authorise('alice')).browser;
    // Another browser (a colleague sent the address), or one without the secret, finds no such sign-in.
    for (const other of [elsewhere, '']) {
      expect(loginQuery((await callback(own.response, 'idp', other)).headers.location).get('oidcError')).toBe('stateInvalid');
    }
    // Nor did it use the sign-in up: its own browser still completes it.
    const code = loginQuery((await callback(own.response, 'idp', own.browser)).headers.location).get('oidcCode')!;
    for (const other of [elsewhere, '']) {
      const refused = await exchange(code, other);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().data.reason).toBe('oidcCodeInvalid');
    }
    expect(await count(sessions)).toBe(sessionsBefore);
    const signedIn = await exchange(code, own.browser);
    expect(signedIn.statusCode).toBe(200);
    // The secret has done its work and is dropped.
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^ledgerdesk_oidc=; Max-Age=0;/);
  });

  it('takes a state once, within ten minutes, and only for its own provider', async () => {
    const { response } = await authorise('alice');
    // Another provider's callback does not take (nor use up) this state.
    const foreign = await callback(response, 'other');
    expect(loginQuery(foreign.headers.location).get('oidcError')).toBe('stateInvalid');
    expect(loginQuery((await callback(response)).headers.location).get('oidcCode')).toBeTruthy();
    const replay = await callback(response);
    expect(loginQuery(replay.headers.location).get('oidcError')).toBe('stateInvalid');
    expect(await lastLogin()).toMatchObject({ method: 'oidc', success: false, reason: 'stateInvalid' });

    const late = await authorise('alice');
    await t.database.db.update(oidcRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${oidcRequests.consumedAt} is null`);
    expect(loginQuery((await callback(late.response)).headers.location).get('oidcError')).toBe('stateInvalid');
    const missing = await t.app.inject({ method: 'GET', url: api(oidcPathOf(OIDC_ENDPOINTS.oidcCallback, 'idp')) });
    expect(loginQuery(missing.headers.location).get('oidcError')).toBe('stateInvalid');
  });

  it("lets openid-client refuse an answer whose nonce, PKCE verifier or issuer is not the request's", async () => {
    const sessionsBefore = await count(sessions);
    const nonce = await authorise('alice');
    await t.database.db.update(oidcRequests).set({ nonce: 'someone-elses-nonce' }).where(sql`${oidcRequests.consumedAt} is null`);
    expect(loginQuery((await callback(nonce.response)).headers.location).get('oidcError')).toBe('rejected');

    const pkce = await authorise('alice');
    await t.database.db.update(oidcRequests).set({ codeVerifier: 'x'.repeat(43) }).where(sql`${oidcRequests.consumedAt} is null`);
    expect(loginQuery((await callback(pkce.response)).headers.location).get('oidcError')).toBe('rejected');

    const issuer = await authorise('alice');
    issuer.response.searchParams.set('iss', 'http://127.0.0.1:1');
    expect(loginQuery((await callback(issuer.response)).headers.location).get('oidcError')).toBe('rejected');

    const denied = await authorise('alice');
    const refusal = new URLSearchParams({ error: 'access_denied', state: denied.response.searchParams.get('state')!, iss: idp.issuer });
    expect(loginQuery((await callback(new URL(`${callbackUrl('idp')}?${refusal}`))).headers.location).get('oidcError')).toBe('denied');

    expect(await count(sessions)).toBe(sessionsBefore);
    expect(await lastLogin()).toMatchObject({ method: 'oidc', success: false, reason: 'denied' });
  });

  it('refuses a disabled user at the exchange', async () => {
    const hashed = (await t.database.db.select({ passwordHash: users.passwordHash }).from(users).limit(1))[0]!.passwordHash;
    const [dora] = await t.database.db.insert(users).values({ userName: 'dora', nickname: 'Dora', passwordHash: hashed, status: '1' }).returning();
    expect((await link('dora-sub', dora!.id)).json().code).toBe(0);
    const sessionsBefore = await count(sessions);
    const { response } = await authorise('dora-sub');
    const code = loginQuery((await callback(response)).headers.location).get('oidcCode')!;
    const res = await exchange(code);
    expect(res.statusCode).toBe(401);
    expect(res.json().data.reason).toBe('accountDisabled');
    expect(await count(sessions)).toBe(sessionsBefore);
    expect(await lastLogin()).toMatchObject({ method: 'oidc', success: false, reason: 'accountDisabled', userId: dora!.id });
  });

  it('ignores a redirect that is not an in-app path', async () => {
    for (const bad of ['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)', 'member/list', '/login?x=1', '/a\nb']) {
      const started = await t.app.inject({ method: 'GET', url: startPath('idp', bad) });
      const nonce = new URL(started.headers.location!).searchParams.get('nonce')!;
      const [row] = await t.database.db.select().from(oidcRequests).where(eq(oidcRequests.nonce, nonce));
      expect(row!.redirect, bad).toBe('');
    }
    const { response } = await authorise('alice', '//evil.test/x');
    const query = loginQuery((await callback(response)).headers.location);
    expect(query.get('oidcCode')).toBeTruthy();
    expect(query.get('redirect')).toBeNull();
  });

  it('links accounts for administrators only: a configured provider, one user per subject, unlink', async () => {
    const refused = await link('bob', operatorId, 'nowhere');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields.provider).toBeTruthy();
    const duplicate = await link('alice', adminId);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data.fields.subject).toBeTruthy();
    // The same subject at another provider is another account.
    expect((await link('alice', adminId, 'other')).json().code).toBe(0);

    const operator = await t.signIn('operator');
    expect((await link('eve', operatorId, 'idp', operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: list.method, url: api(list.path), headers: bearer(operator), payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: api(list.path) })).statusCode).toBe(401);

    const rows = (await t.app.inject({ method: list.method, url: api(list.path), headers: bearer(admin), payload: { provider: 'idp', subject: 'alice' } })).json().data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: operatorId, userIdLabel: 'operator', provider: 'idp', subject: 'alice', linkedBy: adminId, linkedByLabel: 'admin' });

    const unlinked = await t.app.inject({ method: remove.method, url: api(remove.path), headers: bearer(admin), payload: { ids: [rows[0].id] } });
    expect(unlinked.json().data.deleted).toBe(1);
    const { response } = await authorise('alice');
    expect(loginQuery((await callback(response)).headers.location).get('oidcError')).toBe('notLinked');
  });

  it("refuses to link an account to a user who holds more than the linker: it would sign the linker in as them", async () => {
    const db = t.database.db;
    const linkers = await roleWith(db, 'identity_linker', 'all', ['system/identity/list', 'system/identity/add', 'system/user/list']);
    const clerks = await roleWith(db, 'user_lister', 'all', ['system/user/list']);
    await userWith(db, 'linker', null, [linkers.id]);
    const clerk = await userWith(db, 'clerk', null, [clerks.id]);
    const linker = await t.signIn('linker');

    const toAdmin = await link('mallory', adminId, 'idp', linker);
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().data.reason).toBe('user.holdsBeyondCaller');
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'mallory'))).toEqual([]);
    // Nothing was linked, so the provider's account signs nobody in.
    const { response } = await authorise('mallory');
    expect(loginQuery((await callback(response)).headers.location).get('oidcError')).toBe('notLinked');

    // A user holding no more than the linker can be linked.
    expect((await link('clerk-sso', clerk.id, 'idp', linker)).json().code).toBe(0);
  });
});

describe('OpenID Connect configuration (pglite)', () => {
  it('offers no links without providers, and an unknown provider goes back to the login page', async () => {
    const t = await createTestApp('pglite', { SEED_DEMO: 'off' });
    try {
      expect((await t.app.inject({ method: 'GET', url: api(OIDC_ENDPOINTS.authMethods) })).json().data.oidc).toEqual([]);
      const res = await t.app.inject({ method: 'GET', url: startPath('idp') });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?oidcError=unavailable');
      const admin = await t.signIn();
      const linked = await t.app.inject({ method: add.method, url: api(add.path), headers: bearer(admin), payload: { userId: 1, provider: 'idp', subject: 's' } });
      expect(linked.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('answers "unavailable" for a provider that is down or claims another issuer, and refuses plain HTTP to another host', async () => {
    // A port that answers nothing, then a provider whose discovery names 127.0.0.1 while configured as localhost.
    const idle = http.createServer((_req, res) => res.destroy());
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const idlePort = (idle.address() as AddressInfo).port;
    const idp = await startTestProvider();
    idp.register(callbackUrl('mismatch'));
    const t = await createTestApp('pglite', {
      SEED_DEMO: 'off',
      PUBLIC_URL,
      OIDC_PROVIDERS: JSON.stringify([
        { ...idp.entry('down', 'Down'), issuer: `http://127.0.0.1:${idlePort}` },
        { ...idp.entry('mismatch', 'Mismatch'), issuer: idp.issuer.replace('127.0.0.1', 'localhost') },
        { ...idp.entry('remote', 'Remote'), issuer: 'http://sso.example.com' },
      ]),
    });
    try {
      for (const provider of ['down', 'mismatch', 'remote']) {
        const res = await t.app.inject({ method: 'GET', url: startPath(provider) });
        expect(res.statusCode, provider).toBe(302);
        expect(res.headers.location, provider).toBe(`${PUBLIC_URL}/login?oidcError=unavailable`);
      }
      expect(await t.database.db.select().from(oidcRequests)).toHaveLength(0);
    } finally {
      await t.close();
      await idp.close();
      idle.close();
    }
  });
});
