// Import benchmark (issue 21; never part of npm test): a CSV of N accounts (default 10,000, 1% bad rows)
// goes through the import wizard's calls on the built server, in-process (Fastify inject, the demo
// system administrator's API key): upload (read and detect), dry run over the whole file, then the run,
// every row through the record engine's save pipeline (validation and duplicate rules, access, field
// security) in batched transactions on the job runner. Reports rows per second of each phase and the
// process's peak resident memory.
// Run: node bench/import.bench.mjs [--rows N] [--only sqlite|postgres] after `npx tsc -b packages/core packages/server`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { openPostgres, openSqlite } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDemoOrgIfEmpty } = await import(dist('db/seed.js'));
const { readConfig } = await import(dist('config.js'));
const { buildApp } = await import(dist('app.js'));
const { syncObjectCatalogue } = await import(dist('modules/metadata/index.js'));

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/import.json') },
  },
});
const ROWS = Number(args.rows);
const PG_ADMIN_URL = process.env.VELA_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const API_KEY = `bench-${randomBytes(16).toString('hex')}`;
const log = (line) => process.stdout.write(`${line}\n`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

function csvOf(rows) {
  const stamp = randomBytes(3).toString('hex');
  const lines = ['Account name;Type;Industry;Phone;Employees;Annual revenue;Website'];
  for (let i = 0; i < rows; i += 1) {
    // One row in a hundred names a type that does not exist: it fails, the others go on.
    const type = i % 100 === 99 ? 'Friend' : ['Customer', 'Partner', 'Prospect'][i % 3];
    lines.push(
      `Bench ${stamp} ${i};${type};;+1 555 ${String(i).padStart(6, '0')};${i % 900};${i}.50;https://b${i}.example`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function runOn(dialect) {
  let database;
  let cleanup;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-import-bench-'));
    database = openSqlite(path.join(dir, 'vela.db'));
    cleanup = async () => {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const name = `vela_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), 4);
    cleanup = async () => {
      await database.destroy();
      const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    };
  }
  const config = {
    ...readConfig({ VELA_DATA_DIR: '/tmp/unused', VELA_ADMIN_API_KEY: API_KEY }),
    logLevel: 'silent',
  };
  let app;
  try {
    await migrateToLatest(database);
    await syncObjectCatalogue(database);
    await seedDemoOrgIfEmpty(database, config);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const call = async (url, body) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${API_KEY}` },
        payload: { head: { appType: 'bench', appVersion: '1' }, body },
      });
      const json = answer.json();
      if (!json.result) throw new Error(`${url}: ${answer.body.slice(0, 300)}`);
      return json.data;
    };
    const csv = csvOf(ROWS);
    peakRss = process.memoryUsage().rss;
    let started = performance.now();
    const view = await call('/importFile/upload', {
      objectApi: 'Account',
      operation: 'insert',
      fileName: 'bench.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    const uploadMs = performance.now() - started;
    const proposal = await call('/importFile/getMapping', { importId: view.id });
    started = performance.now();
    await call('/importFile/dryRun', {
      importId: view.id,
      mapping: proposal.mapping,
      dateFormat: 'YYYY-MM-DD',
      numberFormat: 'dot',
    });
    await app.jobs.runJobsUntilIdle();
    const dryMs = performance.now() - started;
    const checked = await call('/importFile/getImport', { importId: view.id });
    started = performance.now();
    await call('/importFile/run', { importId: view.id });
    await app.jobs.runJobsUntilIdle();
    const runMs = performance.now() - started;
    const done = await call('/importFile/getImport', { importId: view.id });
    const summary = {
      dialect,
      rows: ROWS,
      fileBytes: csv.length,
      uploadSeconds: Math.round(uploadMs) / 1000,
      dryRunSeconds: Math.round(dryMs) / 1000,
      runSeconds: Math.round(runMs) / 1000,
      dryRunRowsPerSecond: Math.round((ROWS / dryMs) * 1000),
      runRowsPerSecond: Math.round((ROWS / runMs) * 1000),
      dryRun: checked.dryRun,
      counts: done.counts,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      loadAverage: os.loadavg()[0],
    };
    log(
      `${dialect}: ${ROWS.toLocaleString('en')} rows — upload ${summary.uploadSeconds} s, dry run ${summary.dryRunSeconds} s (${summary.dryRunRowsPerSecond}/s), run ${summary.runSeconds} s (${summary.runRowsPerSecond}/s); created ${done.counts.created}, failed ${done.counts.failed}; peak RSS ${summary.peakRssMb} MB`,
    );
    return summary;
  } finally {
    await app?.close();
    await cleanup();
  }
}

const results = [];
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results.push(await runOn(dialect));
}
clearInterval(sampler);
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(
  args.out,
  `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`,
);
