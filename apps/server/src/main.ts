import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  // Several instances may start at once on one empty PostgreSQL: they take turns here.
  await prepareDatabase(database, {
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    announce: (message) => console.log(`\n  ${message}\n`),
  });
  const { app } = await buildApp(config, database);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  collectStartUpGarbage();
  console.log(`Ledgerdesk is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.dialect})`);
}

/**
 * Migrating, seeding and compiling the routes leave tens of MB of garbage that V8 may keep for
 * hours in a process that then idles: one full collection once the server listens brought a fresh
 * start's resident memory from 252–327 MB to 236–285 (the memory bench, five and six runs). `gc`
 * exists when Node runs with --expose-gc, as the start script runs it.
 */
function collectStartUpGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
