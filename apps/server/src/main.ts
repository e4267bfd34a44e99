import v8 from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { seedDemoDocuments } from './db/seed/demo-documents';
import { storeOneChunkFile } from './modules/upload/store-file';

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
  const { app, services } = await buildApp(config, database);
  // Start-up work like the seed's: instances starting together take turns, the second finds it done.
  if (config.seedDemo) await database.exclusively(() => seedDemoDocuments(database.db, async (owner, name, data) => (await storeOneChunkFile(services.uploads, owner, name, data)).id));
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
 * start's resident memory from 252–327 MB to 236–285 (the memory bench, five and six runs). That
 * collection marks the garbage but, by V8's own rule, moves live objects off only the most
 * fragmented pages, so the heap stayed at about 143 MB for 74 MB in use until V8's memory reducer
 * compacted it 8–10 s later: resident memory 325–346 MB at listen, 260–280 after. This one
 * collection compacts every page, and the heap is about 80 MB as the server starts listening.
 * `gc` exists when Node runs with --expose-gc, as the start script runs it.
 */
function collectStartUpGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
