import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { generateTimed, makePrivate, openSeededDatabase, summarise, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { currentMetadata } = await import(dist('modules/metadata/index.js'));
const { rememberObjects } = await import(dist('modules/access/access-filter.js'));
const { planReport } = await import(dist('modules/reports/report-plan.js'));
const { groupKey, runReportPlan } = await import(dist('modules/reports/report-run.js'));

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '15' },
    only: { type: 'string' },
    'skip-export': { type: 'boolean', default: false },
    /** Only the XLSX export (a million rows take minutes to generate; the reports need not be timed again). */
    'export-only': { type: 'boolean', default: false },
    /**
     * Reuse a database a `--keep` run left (SQLite file or PostgreSQL URL; with --only): a million rows take
     * a quarter of an hour to generate, so experiments on the same data run against one generation.
     */
    database: { type: 'string' },
    /** Leave the generated database in place and print where it is (drop it yourself afterwards). */
    keep: { type: 'boolean', default: false },
    /**
     * Generate records/N and copy the table's rows N-1 times in SQL (each copy's ids suffixed): the same
     * stages, owners, amounts and access, a tenth of the generator's time when the machine is shared.
     */
    multiply: { type: 'string', default: '1' },
    /**
     * The covering-index experiment (issue 19): the stage × owner summary and single-row inserts timed
     * without and with an index on (is_deleted, stage, ownerid, amount, id), each with its query plan;
     * the index is dropped again at the end.
     */
    'index-experiment': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(root, 'bench/results/reports.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
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
/** Issue 19's unique count: distinct customers per stage and quarter, counted at every level from the rows. */
const UNIQUE = {
  ...GROUPED,
  summaries: [
    { field: 'amount', fn: 'sum' },
    { field: 'khmc', fn: 'unique' },
  ],
};
/** Issue 19's speed target as worded: opportunities grouped by stage and owner, with the sum of the amount. */
const BY_OWNER = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }, { field: 'ownerid' }],
  filters: [],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: null,
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

/** CPU milliseconds (user + system) of one process, from /proc (Linux). */
function procCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU spent by the database: nothing apart on SQLite (it runs in this process); on PostgreSQL the
 * backends (and parallel workers) serving this bench's database, read from /proc since the server is local.
 */
async function databaseCpuMs(database, dialect) {
  if (dialect !== 'postgres') return 0;
  const found = await sql`select pid from pg_stat_activity where datname = current_database()`.execute(
    database.db,
  );
  return found.rows.reduce((sum, row) => sum + procCpuMs(row.pid), 0);
}

const processCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function timeReport(context, user, definition, rowsOnly) {
  const once = async () =>
    runReportPlan(context.database, user, await planReport(context, user, definition), 1, rowsOnly);
  for (let warm = 0; warm < 2; warm += 1) await once();
  const times = [];
  const cpu = [];
  const dbCpu = [];
  let answer;
  for (let i = 0; i < REQUESTS; i += 1) {
    const cpuBefore = processCpuMs();
    const dbBefore = await databaseCpuMs(context.database, context.dialect);
    const start = performance.now();
    answer = await once();
    times.push(performance.now() - start);
    cpu.push(processCpuMs() - cpuBefore);
    dbCpu.push((await databaseCpuMs(context.database, context.dialect)) - dbBefore);
  }
  return {
    ...summarise(times),
    cpuMedian: summarise(cpu).median,
    databaseCpuMedian: summarise(dbCpu).median,
    load: os.loadavg()[0],
    rows: answer.total?.count ?? null,
    groups: answer.groups.length,
    detail: answer.rows.length,
  };
}

/**
 * A tabular report's every row written as XLSX (the code behind `/report/getExportReportURL`'s download,
 * without HTTP) by a process of its own on the generated database, as a freshly started server would:
 * wall and CPU time (its own and PostgreSQL's) and its peak RSS, so the memory is the export's alone.
 */
async function timeExport(dialect, location, email) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/report-export.child.mjs'), dialect, location, email, JSON.stringify(TABULAR)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the export process ended with ${code}`);
  return { ...JSON.parse(output.trim().split('\n').at(-1)), load: os.loadavg()[0] };
}

/** A database a `--keep` run left: opened as it is, nothing seeded or generated. */
async function openExisting(dialect, location) {
  const { openPostgres, openSqlite } = await import(dist('db/database.js'));
  const database = dialect === 'sqlite' ? openSqlite(location) : openPostgres(location, 4);
  return { database, location, cleanup: () => database.destroy() };
}

/** Copies the table's rows `copies - 1` times, each copy's ids suffixed with ~k (no generated id has a ~). */
async function multiplyRows(database, dialect, table, copies) {
  const started = performance.now();
  const found =
    dialect === 'sqlite'
      ? await sql`select name from pragma_table_info(${table})`.execute(database.db)
      : await sql`select column_name as name from information_schema.columns where table_name = ${table}`.execute(
          database.db,
        );
  const columns = found.rows.map((row) => row.name);
  for (let k = 1; k < copies; k += 1) {
    const selected = columns.map((column) => (column === 'id' ? sql`id || ${`~${k}`}` : sql.ref(column)));
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) select ${sql.join(selected)} from ${sql.table(table)} where id not like '%~%'`.execute(
      database.db,
    );
  }
  log(
    `${dialect}: rows copied ${copies - 1} times in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

// The index the catalogue sync creates (metadata/catalogue-upgrades/report-indexes.ts): dropped for the run
// without it and at the end; a kept database gets it back at the server's next start.
const COVERING_INDEX = 'obj_opportunity_report_idx';

/** The leaf GROUP BY of a plan (what the report's one statement reads the table with), for EXPLAIN. */
function leafStatement(plan) {
  const keys = plan.groupings.map(groupKey);
  return sql`select ${sql.join(keys)}, count(*), sum(${sql.ref('amount')}) from ${plan.source} where ${sql.join(plan.conditions, sql` and `)} group by ${sql.join(keys.map((_, index) => sql.lit(index + 1)))}`;
}

async function explain(database, dialect, statement) {
  const found = await (dialect === 'sqlite'
    ? sql`explain query plan ${statement}`
    : sql`explain ${statement}`
  ).execute(database.db);
  return found.rows.map((row) => (dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
}

/**
 * Single-row inserts into the opportunity table (a copy of an existing row under a new id, one statement
 * each, as the save pipeline's insert is): what an extra index costs every create. Removed afterwards.
 */
async function timeInserts(database, count) {
  const model = await database.db
    .selectFrom('obj_opportunity')
    .selectAll()
    .limit(1)
    .executeTakeFirstOrThrow();
  const times = [];
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const id = `006zzbench${String(i).padStart(8, '0')}`;
    ids.push(id);
    const start = performance.now();
    await database.db
      .insertInto('obj_opportunity')
      .values({ ...model, id, name: `Insert bench ${i}` })
      .execute();
    times.push(performance.now() - start);
  }
  await database.db.deleteFrom('obj_opportunity').where('id', 'in', ids).execute();
  return summarise(times);
}

async function indexExperiment(context, dialect, users) {
  const { database } = context;
  const out = {};
  const measure = async (label) => {
    for (const [who, user] of users) {
      const key = `${who}, ${label}`;
      const plan = await planReport(context, user, BY_OWNER);
      out[`${key}: plan`] = await explain(database, dialect, leafStatement(plan));
      log(`  ${key}: plan\n    ${out[`${key}: plan`].join('\n    ')}`);
      const grouped = await timeReport(context, user, BY_OWNER, false);
      out[`${key}: grouped (stage, owner; sum)`] = grouped;
      log(
        `  ${key}: grouped (stage, owner; sum): median ${grouped.median} ms, p95 ${grouped.p95} ms, CPU ${grouped.cpuMedian} ms + database ${grouped.databaseCpuMedian} ms, load ${grouped.load.toFixed(1)} (${grouped.rows?.toLocaleString('en')} rows, ${grouped.groups} groups)`,
      );
    }
    const inserts = await timeInserts(database, 300);
    out[`${label}: single-row insert`] = { ...inserts, load: os.loadavg()[0] };
    log(`  ${label}: single-row insert: ${JSON.stringify(inserts)}, load ${os.loadavg()[0].toFixed(1)}`);
  };
  await sql`drop index if exists ${sql.id(COVERING_INDEX)}`.execute(database.db);
  // PostgreSQL reads an index alone only for pages its visibility map marks all-visible, which autovacuum
  // does some time after a bulk insert: vacuumed now, so both runs see the table as it settles.
  if (dialect === 'postgres') await sql`vacuum analyze obj_opportunity`.execute(database.db);
  await measure('without the index');
  const start = performance.now();
  await sql`create index ${sql.id(COVERING_INDEX)} on obj_opportunity (is_deleted, stage, ownerid, amount, id)`.execute(
    database.db,
  );
  await sql`analyze obj_opportunity`.execute(database.db);
  out['index build ms'] = Math.round(performance.now() - start);
  log(`  index built (and analysed) in ${out['index build ms']} ms`);
  await measure('with the index');
  await sql`drop index if exists ${sql.id(COVERING_INDEX)}`.execute(database.db);
  return out;
}

async function runOn(dialect) {
  const opened = args.database
    ? await openExisting(dialect, args.database)
    : await openSeededDatabase(dialect, 'vela-reports-bench');
  const { database, location } = opened;
  const cleanup = args.keep
    ? async () => {
        await database.destroy();
        log(`  kept the database: ${location}`);
      }
    : opened.cleanup;
  try {
    const snapshot = await currentMetadata(database);
    rememberObjects(snapshot);
    const object = snapshot.byApi.get('opportunity');
    if (!args.database) {
      await makePrivate(database, ORG, object.id);
      const copies = Number(args.multiply);
      await generateTimed(database, dialect, {
        objectApi: 'Opportunity',
        count: Math.round(RECORDS / copies),
        orgId: ORG,
        seed: 19,
      });
      if (copies > 1) await multiplyRows(database, dialect, object.tableName, copies);
      await sql`analyze`.execute(database.db);
    }
    if (args.keep) log(`  generated into ${location}`);
    const context = { database, dialect, now: () => new Date() };
    const result = {};
    if (args['index-experiment'])
      return await indexExperiment(context, dialect, [
        ['administrator', await userNamed(database, 'admin@vela.local')],
        ['sales rep', await userNamed(database, 'sam.sales@vela.local')],
      ]);
    for (const [label, email] of [
      ['administrator', 'admin@vela.local'],
      ['sales rep', 'sam.sales@vela.local'],
    ]) {
      const user = await userNamed(database, email);
      for (const [report, definition, rowsOnly] of args['export-only']
        ? []
        : [
            ['grouped (stage, quarter; sum, avg)', GROUPED, false],
            ['grouped (stage, quarter; sum, unique count of customer)', UNIQUE, false],
            ['tabular, first 100 rows', TABULAR, true],
            ['tabular, first 100 rows with totals', TABULAR, false],
          ]) {
        const key = `${label}: ${report}`;
        result[key] = await timeReport(context, user, definition, rowsOnly);
        log(
          `  ${key}: median ${result[key].median} ms, p95 ${result[key].p95} ms, CPU ${result[key].cpuMedian} ms + database ${result[key].databaseCpuMedian} ms, load ${result[key].load.toFixed(1)} (${result[key].rows?.toLocaleString('en') ?? 'no'} rows counted, ${result[key].groups} groups, ${result[key].detail} detail rows)`,
        );
      }
      if (label === 'administrator' && !args['skip-export']) {
        result['administrator: XLSX export of every row'] = await timeExport(dialect, location, email);
        log(`  XLSX export: ${JSON.stringify(result['administrator: XLSX export of every row'])}`);
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
writeResults(args.out, results);
