import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppServices } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { openSeededPglite } from '../../apps/server/src/test/prepared-databases';

export const ADMIN_PASSWORD = 'E2e-admin-pass';
// E2E_WEB_DIST: a private build, for a machine where others rebuild apps/web/dist mid-run.
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  app: FastifyInstance;
  services: AppServices;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /**
   * Runs once the app is built and before it is ready and listens: a suite registers what exists
   * only for it (a resource defined in the test, its table and menu), as the server test harness does.
   */
  beforeReady?: (app: FastifyInstance, database: Database) => Promise<void> | void;
}

/**
 * The real production server (built SPA + API) on a random loopback port, on a fresh embedded
 * database (files under a temporary DATA_DIR). `env` overrides configuration (e.g. LOGIN_CAPTCHA); `options`
 * let a suite extend the app before it listens.
 */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} is missing: run "npm run build" first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: '0',
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    WEB_DIST: webDist,
    ...env,
  });
  // In memory from the seeded snapshot the files share: the suite needs no file-backed cluster, and
  // no file pays for the seed (the demo data included) again.
  const database = await openSeededPglite({ adminPassword: ADMIN_PASSWORD, demo: config.seedDemo });
  const { app, services } = await buildApp(config, database);
  await options.beforeReady?.(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    services,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
