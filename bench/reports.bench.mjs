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
const { runReportPlan } = await import(dist('modules/reports/report-run.js'));

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '15' },
    only: { type: 'string' },
    'skip-export': { type: 'boolean', default: false },
    /** Only the XLSX export (a million rows take minutes to generate; the reports need not be timed again). */
    'export-only': { type: 'boolean', default: false },
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

async function runOn(dialect) {
  const { database, cleanup, location } = await openSeededDatabase(dialect, 'vela-reports-bench');
  try {
    const snapshot = await currentMetadata(database);
    rememberObjects(snapshot);
    const object = snapshot.byApi.get('opportunity');
    await makePrivate(database, ORG, object.id);
    await generateTimed(database, dialect, {
      objectApi: 'Opportunity',
      count: RECORDS,
      orgId: ORG,
      seed: 19,
    });
    await sql`analyze`.execute(database.db);
    const context = { database, dialect, now: () => new Date() };
    const result = {};
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
