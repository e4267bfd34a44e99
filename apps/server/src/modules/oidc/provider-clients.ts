import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';

/** Discovery answers are kept this long: a provider's new endpoints or keys are seen within the hour. */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** A provider that does not answer in time counts as down (seconds, as openid-client takes it). */
const PROVIDER_TIMEOUT_S = 8;

/** The provider could not be discovered: the sign-in says "unavailable", the log says why. */
export class ProviderUnavailable extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * openid-client's configuration of each configured provider, discovered on first use and kept per
 * provider. A failed discovery is not kept, so the next sign-in tries again once the provider is back.
 */
export class ProviderClients {
  private readonly cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  constructor(private readonly providers: readonly OidcProviderConfig[]) {}

  provider(id: string): OidcProviderConfig | undefined {
    return this.providers.find((p) => p.id === id);
  }

  async configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    const cached = this.cache.get(provider.id);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = this.discover(provider);
    this.cache.set(provider.id, { at: Date.now(), config });
    config.catch(() => {
      if (this.cache.get(provider.id)?.config === config) this.cache.delete(provider.id);
    });
    return config;
  }

  private async discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const issuer = new URL(provider.issuer);
    // Plain HTTP only to a provider on this machine (development, tests): elsewhere tokens would cross the network in clear.
    const insecure = issuer.protocol === 'http:';
    if (insecure && !LOOPBACK.has(issuer.hostname)) {
      throw new ProviderUnavailable(`provider ${provider.id}: issuer ${provider.issuer} must use https`);
    }
    const auth = provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None();
    try {
      return await client.discovery(issuer, provider.clientId, provider.clientSecret ? { client_secret: provider.clientSecret } : undefined, auth, {
        timeout: PROVIDER_TIMEOUT_S,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      });
    } catch (err) {
      throw new ProviderUnavailable(`provider ${provider.id}: discovery at ${provider.issuer} failed: ${(err as Error).message}`);
    }
  }
}
