// oidc-provider ships no types and @types/oidc-provider is not a dependency: the little the tests use.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  export interface OidcGrant {
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export interface KoaContextWithOIDC {
    oidc: {
      session?: { accountId?: string; grantIdFor(clientId: string, grantId?: string): string | undefined };
      client?: { clientId: string };
      provider: {
        Grant: { new (init: { clientId: string; accountId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
      };
    };
  }
  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    findAccount?(ctx: KoaContextWithOIDC, sub: string): Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<OidcGrant | undefined>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    pkce?: { required?: () => boolean };
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): RequestListener;
  }
}
