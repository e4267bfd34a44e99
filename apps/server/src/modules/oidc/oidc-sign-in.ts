import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { API_BASE } from '@ledgerdesk/shared';
import {
  isInAppPath,
  OIDC_CODE_PARAM,
  OIDC_ENDPOINTS,
  OIDC_ERROR_PARAM,
  OIDC_EXCHANGE_TTL_MS,
  OIDC_REQUEST_TTL_MS,
  oidcPathOf,
  type OidcError,
} from '@ledgerdesk/shared/oidc';
import type { OidcProviderConfig } from '../../config';
import type { Db } from '../../db/client';
import { oidcRequests, userIdentities } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { AreaDeps } from '../area-deps';
import { ProviderClients, ProviderUnavailable } from './provider-clients';

/** Who is at the browser, for the login log. */
export interface Visitor {
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

/** How long a browser keeps its sign-in secret: through the authorisation and the exchange after it. */
export const OIDC_BINDING_MAX_MS = OIDC_REQUEST_TTL_MS + OIDC_EXCHANGE_TTL_MS;

/** A state or a one-time code as stored: hashed with the secret of the browser it was given to. */
const boundHash = (value: string, browser: string | undefined) => sha256(`${value}.${browser ?? ''}`);

/** Rows of authorisations long finished are swept when a new one starts (a consumed row lives on for its exchange). */
const SWEEP_AFTER_MS = OIDC_EXCHANGE_TTL_MS + 5 * 60_000;

/** The exchange refuses a code it does not know, or knows as used or expired, all alike. */
export class OidcCodeInvalid extends AppError {
  constructor() {
    super(401, 'the sign-in code is unknown, already used or expired', { reason: 'oidcCodeInvalid' });
  }
}

/**
 * Sign-in by OpenID Connect, as openid-client's authorization code flow with state, nonce and PKCE
 * S256. What a started sign-in needs later lives in sys_oidc_request (the state only as its hash),
 * so any instance can take the callback. The provider's answer is validated by openid-client
 * (issuer, audience, nonce, PKCE, signature); its subject must be linked to a user by an
 * administrator; the session itself is opened only when the login page exchanges the one-time code.
 *
 * The sign-in belongs to the browser that started it: `start` gives that browser a secret of its
 * own (the routes keep it in a cookie), and the state and the one-time code are stored hashed
 * together with it, so a callback address or a `/login?oidcCode=` link opened in another browser
 * finds nothing. Without that, someone could stop at their own provider's answer and send the
 * address to a colleague, whose console would then be signed in as them (login CSRF).
 */
export class OidcSignIn {
  readonly clients: ProviderClients;

  constructor(
    private readonly db: Db,
    private readonly login: AreaDeps['login'],
    providers: readonly OidcProviderConfig[],
    /** PUBLIC_URL: where the provider sends the browser back; unset, the address the browser used. */
    private readonly publicUrl: string | undefined,
  ) {
    this.clients = new ProviderClients(providers);
  }

  /**
   * The provider's authorisation address to send the browser to, with the secret that browser must
   * keep for the callback and the exchange; or the login page with an error (and no secret).
   */
  async start(providerId: string, redirect: string | undefined, origin: string, visitor: Visitor): Promise<{ location: string; browser?: string }> {
    const provider = this.clients.provider(providerId);
    if (!provider) return { location: this.toLogin({ [OIDC_ERROR_PARAM]: 'unavailable' }) };
    let config: client.Configuration;
    try {
      config = await this.clients.configuration(provider);
    } catch (err) {
      visitor.log.warn({ provider: provider.id, err: (err as Error).message }, 'OpenID Connect provider unavailable');
      return { location: this.toLogin({ [OIDC_ERROR_PARAM]: 'unavailable' }) };
    }
    const browser = newToken();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const now = Date.now();
    await this.db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, new Date(now - SWEEP_AFTER_MS)));
    await this.db.insert(oidcRequests).values({
      stateHash: boundHash(state, browser),
      provider: provider.id,
      codeVerifier,
      nonce,
      redirect: isInAppPath(redirect) ? redirect : '',
      expiresAt: new Date(now + OIDC_REQUEST_TTL_MS),
    });
    const location = client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(provider, origin),
      scope: provider.scope,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).href;
    return { location, browser };
  }

  /**
   * The provider's answer: where the browser goes next. The state is consumed once (whatever
   * follows), so a replayed answer finds nothing; a linked account gets a one-time code, anything
   * else the login page with the reason, and the attempt in the login log.
   */
  async callback(providerId: string, search: string, origin: string, visitor: Visitor, browser: string | undefined): Promise<string> {
    const provider = this.clients.provider(providerId);
    const context = { account: providerId.slice(0, 32), ip: visitor.ip, userAgent: visitor.userAgent, method: 'oidc' as const };
    const refuse = async (reason: OidcError, account = context.account) => {
      await this.login.logFailure({ ...context, account }, reason);
      return this.toLogin({ [OIDC_ERROR_PARAM]: reason });
    };
    if (!provider) return refuse('unavailable');

    const state = new URLSearchParams(search).get('state');
    const now = new Date();
    const [request] = state
      ? await this.db
          .update(oidcRequests)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oidcRequests.stateHash, boundHash(state, browser)),
              eq(oidcRequests.provider, provider.id),
              isNull(oidcRequests.consumedAt),
              gt(oidcRequests.expiresAt, now),
            ),
          )
          .returning()
      : [];
    if (!request) return refuse('stateInvalid');

    let subject: string;
    try {
      const config = await this.clients.configuration(provider);
      const tokens = await client.authorizationCodeGrant(config, new URL(`${this.callbackUrl(provider, origin)}${search}`), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: state!,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      subject = tokens.claims()!.sub;
    } catch (err) {
      const reason: OidcError =
        err instanceof ProviderUnavailable ? 'unavailable' : err instanceof client.AuthorizationResponseError ? 'denied' : 'rejected';
      visitor.log.warn({ provider: provider.id, reason, err: (err as Error).message }, 'OpenID Connect sign-in refused');
      return refuse(reason);
    }

    const account = `${provider.id}:${subject}`;
    const [identity] = await this.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider.id), eq(userIdentities.subject, subject)))
      .limit(1);
    if (!identity) return refuse('notLinked', account);

    const code = newToken();
    await this.db.transaction(async (tx) => {
      await tx.update(oidcRequests).set({ exchangeHash: boundHash(code, browser), userId: identity.userId }).where(eq(oidcRequests.stateHash, request.stateHash));
      // The provider vouched for the account now; the exchange names the account by it.
      await tx.update(userIdentities).set({ lastUsedAt: now }).where(eq(userIdentities.id, identity.id));
    });
    return this.toLogin({ [OIDC_CODE_PARAM]: code, ...destination(request.redirect) });
  }

  /** The login page's one-time code for a session: once, within a minute of the provider's answer, in the browser that started it. */
  async exchange(code: string, visitor: Visitor, browser: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    const [request] = await this.db
      .update(oidcRequests)
      .set({ exchangedAt: now })
      .where(
        and(
          eq(oidcRequests.exchangeHash, boundHash(code, browser)),
          isNull(oidcRequests.exchangedAt),
          gt(oidcRequests.consumedAt, new Date(now.getTime() - OIDC_EXCHANGE_TTL_MS)),
        ),
      )
      .returning({ provider: oidcRequests.provider, userId: oidcRequests.userId });
    const context = { ip: visitor.ip, userAgent: visitor.userAgent, method: 'oidc' as const };
    if (!request?.userId) {
      await this.login.logFailure({ ...context, account: 'oidc' }, 'oidcCodeInvalid');
      throw new OidcCodeInvalid();
    }
    const [identity] = await this.db
      .select({ subject: userIdentities.subject, displayName: userIdentities.displayName })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, request.provider), eq(userIdentities.userId, request.userId)))
      .orderBy(desc(userIdentities.lastUsedAt))
      .limit(1);
    const account = `${request.provider}:${identity?.displayName || identity?.subject || '?'}`;
    return this.login.signInIdentified(request.userId, { ...context, account });
  }

  private callbackUrl(provider: OidcProviderConfig, origin: string): string {
    return `${this.publicUrl ?? origin}${API_BASE}${oidcPathOf(OIDC_ENDPOINTS.oidcCallback, provider.id)}`;
  }

  /** The console's login page (under PUBLIC_URL when set, else on the address the browser used). */
  private toLogin(params: Record<string, string>): string {
    return `${this.publicUrl ?? ''}/login?${new URLSearchParams(params).toString()}`;
  }
}

/** The login page's `redirect` and `params`, as the console's guard writes them, for an in-app path. */
function destination(redirect: string): Record<string, string> {
  if (!isInAppPath(redirect)) return {};
  const url = new URL(redirect, 'http://in-app');
  const query = Object.fromEntries(url.searchParams);
  return { redirect: url.pathname, ...(Object.keys(query).length ? { params: JSON.stringify(query) } : {}) };
}
