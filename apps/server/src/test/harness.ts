import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ENDPOINTS } from '@ledgerdesk/shared';
import { buildApp, type AppServices } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { openPreparedPglite, openPreparedPostgres, openSeededPglite, openSeededPostgres, type SeedSpec } from './prepared-databases';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI sets it when one answers). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_PASSWORD = 'Secret-pass-1';

/** A fresh, migrated, empty database: in memory, or a database of its own on the PostgreSQL server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  return kind === 'pglite' ? openPreparedPglite() : openPreparedPostgres(process.env.TEST_DATABASE_URL!);
}

/** A fresh database already seeded as `spec` says, from a snapshot made once per seed and code version. */
export async function openSeededTestDatabase(kind: DatabaseKind, spec: SeedSpec): Promise<Database> {
  return kind === 'pglite' ? openSeededPglite(spec) : openSeededPostgres(process.env.TEST_DATABASE_URL!, spec);
}

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: Database;
  config: AppConfig;
  /** Signs in through the real login endpoint and answers the bearer token. */
  signIn(userName?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  // The job runner stays off (no timer waking every second in every file) unless a test turns it on.
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: TEST_PASSWORD, JOBS_ENABLED: 'off', ...env });
  const database = await openSeededTestDatabase(kind, { adminPassword: TEST_PASSWORD, demo: config.seedDemo });
  const { app, services } = await buildApp(config, database);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    async signIn(userName = 'admin', password = TEST_PASSWORD) {
      const captchaId = crypto.randomUUID();
      if (config.loginCaptcha) await services.captchas.plant(captchaId, 'abcd');
      const res = await app.inject({
        method: 'POST',
        url: api(ENDPOINTS.login),
        payload: { username: userName, password, captchaId, captchaCode: 'abcd' },
      });
      const body = res.json();
      if (body.code !== 0) throw new Error(`sign-in as ${userName} failed: ${res.body}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const api = (endpoint: string): string => `${API_BASE}${endpoint}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
