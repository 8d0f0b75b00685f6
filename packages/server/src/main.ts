import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoOrgIfEmpty } from './db/seed.js';
import { syncObjectCatalogue } from './modules/metadata/index.js';
import { startBanner } from './start-banner.js';

/**
 * config → database → migrate → catalogue sync → seed when empty → listen (on the loopback unless HOST says
 * otherwise).
 */
async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const config = readConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  const database = openDatabase(config);
  await migrateToLatest(database);
  await syncObjectCatalogue(database);
  const seeded = await seedDemoOrgIfEmpty(database, config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const adminPasswordFromEnv = Boolean(process.env.VELA_ADMIN_PASSWORD);
  process.stdout.write(startBanner({ config, port, seeded, adminPasswordFromEnv }));
}

main().catch((error: unknown) => {
  process.stderr.write(`Vela could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
