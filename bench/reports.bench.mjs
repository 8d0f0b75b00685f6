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
  const { database, cleanup } = await openSeededDatabase(dialect, 'vela-reports-bench');
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
    const context = { database, now: () => new Date() };
    const result = {};
    for (const [label, email] of [
      ['administrator', 'admin@vela.local'],
      ['sales rep', 'sam.sales@vela.local'],
    ]) {
      const user = await userNamed(database, email);
      for (const [report, definition, rowsOnly] of [
        ['grouped (stage, quarter; sum, avg)', GROUPED, false],
        ['grouped (stage, quarter; sum, unique count of customer)', UNIQUE, false],
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
writeResults(args.out, results);
