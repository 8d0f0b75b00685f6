// Reports benchmark (issue 19; never part of npm test): with N opportunities (default 1,000,000) in the demo
// org under a private default, it times, in-process on the built server, a summary report grouped two
// levels (stage, then close-date quarter) with the sum and average of the amount, and the first 100 rows
// of a tabular report, each through the record engine's access filter, for the administrator (sees every
// row) and a sales rep (sees their own). Targets (issue 19): the grouped report under 1 s median, the
// first 100 tabular rows under 100 ms.
// Run: node bench/reports.bench.mjs [--records N] [--requests N] [--only sqlite|postgres]
// after `npx tsc -b packages/core packages/server`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { openPostgres, openSqlite } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDemoOrgIfEmpty } = await import(dist('db/seed.js'));
const { syncObjectCatalogue, currentMetadata } = await import(dist('modules/metadata/index.js'));
const { readConfig } = await import(dist('config.js'));
const { generateRecords } = await import(dist('modules/demo-data/index.js'));
const { rememberObjects } = await import(dist('modules/access/access-filter.js'));
const { planReport } = await import(dist('modules/reports/report-plan.js'));
const { runReportPlan } = await import(dist('modules/reports/report-run.js'));

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '15' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/reports.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const PG_ADMIN_URL = process.env.VELA_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ORG = 'org_demo';
const log = (line) => process.stdout.write(`${line}\n`);

const GROUPED = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }, { field: 'closedate', dateGranularity: 'quarter' }],
  filters: [],
  summaries: [
    { field: 'amount', fn: 'sum' },
    { field: 'amount', fn: 'avg' },
  ],
  chart: { type: 'bar', measure: 0 },
};
const TABULAR = {
  ...GROUPED,
  format: 'tabular',
  groupings: [],
  columns: ['name', 'stage', 'amount', 'khmc'],
};

async function userNamed(database, email) {
  const row = await database.db
    .selectFrom('app_user')
    .select(['id', 'profile_id', 'role_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    userId: row.id,
    orgId: ORG,
    email,
    name: email,
    isPartner: false,
    partnerAccountId: null,
    profileId: row.profile_id,
    roleId: row.role_id,
    sessionId: null,
    channelId: null,
  };
}

async function timeReport(context, user, definition, rowsOnly) {
  const once = async () =>
    runReportPlan(context.database, user, await planReport(context, user, definition), 1, rowsOnly);
  for (let warm = 0; warm < 2; warm += 1) await once();
  const times = [];
  let answer;
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    answer = await once();
    times.push(performance.now() - start);
  }
  return {
    ...summarise(times),
    rows: answer.total?.count ?? null,
    groups: answer.groups.length,
    detail: answer.rows.length,
  };
}

async function runOn(dialect) {
  let database;
  let cleanup;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-reports-bench-'));
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
  try {
    await migrateToLatest(database);
    await syncObjectCatalogue(database);
    await seedDemoOrgIfEmpty(database, {
      ...readConfig({ VELA_DATA_DIR: '/tmp/unused' }),
      logLevel: 'silent',
    });
    const snapshot = await currentMetadata(database);
    rememberObjects(snapshot);
    const object = snapshot.byApi.get('opportunity');
    await database.db
      .insertInto('access_owd')
      .values({ org_id: ORG, object_id: object.id, default_access: 'private' })
      .onConflict((c) => c.columns(['org_id', 'object_id']).doUpdateSet({ default_access: 'private' }))
      .execute();
    const started = performance.now();
    await generateRecords(database, { objectApi: 'Opportunity', count: RECORDS, orgId: ORG, seed: 19 });
    log(
      `${dialect}: ${RECORDS.toLocaleString('en')} opportunities generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await sql`analyze`.execute(database.db);
    const context = { database, now: () => new Date() };
    const result = {};
    for (const [label, email] of [
      ['administrator', 'admin@vela.local'],
      ['sales rep', 'sam.sales@vela.local'],
    ]) {
      const user = await userNamed(database, email);
      for (const [report, definition, rowsOnly] of [
        ['grouped (stage, quarter; sum, avg)', GROUPED, false],
        ['tabular, first 100 rows', TABULAR, true],
        ['tabular, first 100 rows with totals', TABULAR, false],
      ]) {
        const key = `${label}: ${report}`;
        result[key] = await timeReport(context, user, definition, rowsOnly);
        log(
          `  ${key}: median ${result[key].median} ms, p95 ${result[key].p95} ms (${result[key].rows?.toLocaleString('en') ?? 'no'} rows counted, ${result[key].groups} groups, ${result[key].detail} detail rows)`,
        );
      }
    }
    return result;
  } finally {
    await cleanup();
  }
}

const results = {
  records: RECORDS,
  requests: REQUESTS,
  at: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
  load: os.loadavg(),
};
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results[dialect] = await runOn(dialect);
}
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
log(`results: ${path.relative(root, args.out)}`);
