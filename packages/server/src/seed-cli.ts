import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoOrgIfEmpty } from './db/seed.js';
import { generateRecords } from './modules/demo-data/index.js';
import { queueKeywordIndex } from './modules/list-views/index.js';
import { syncObjectCatalogue } from './modules/metadata/index.js';

/**
 * `npm run seed -- --records N [--object Account] [--org org_demo] [--seed 1]`:
 * opens the database the server would use (VELA_DATA_DIR or DATABASE_URL),
 * migrates it, creates the demo org when the database is empty, then adds N
 * generated records, printing progress and the time taken.
 */
const USAGE = 'usage: npm run seed -- --records N [--object Account] [--org org_demo] [--seed 1]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      records: { type: 'string' },
      object: { type: 'string', default: 'Account' },
      org: { type: 'string', default: 'org_demo' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const count = values.records === undefined ? 0 : Number(values.records.replace(/_/g, ''));
  if (values.records !== undefined && (!Number.isInteger(count) || count < 1)) {
    throw new Error(`--records must be a whole number above 0, got "${values.records}"\n${USAGE}`);
  }

  const config = readConfig(process.env);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    await syncObjectCatalogue(database);
    const seeded = await seedDemoOrgIfEmpty(database, config);
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/vela.db`;
    process.stdout.write(`Database: ${where}${seeded ? ' (demo org created)' : ''}\n`);
    if (count === 0) return;

    let lastReport = 0;
    const result = await generateRecords(database, {
      objectApi: values.object,
      count,
      orgId: values.org,
      seed: /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed,
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - lastReport < 2000) return;
        lastReport = now;
        process.stdout.write(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} records\n`);
      },
    });
    // The rows are in: the next server start (or the running one) builds the keyword index in a job.
    await queueKeywordIndex(database, result.tableName);
    const seconds = (result.milliseconds / 1000).toFixed(1);
    const perSecond = Math.round(result.count / (result.milliseconds / 1000)).toLocaleString('en');
    process.stdout.write(
      `Generated ${result.count.toLocaleString('en')} ${result.objectApi} records into ${result.tableName} in ${seconds} s (${perSecond} per second)\n` +
        'Its keyword index is built by the server in the background (job list-views.buildKeywordIndex).\n',
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
