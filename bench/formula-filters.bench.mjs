// Formula-field list filters (issue 18; never part of npm test): for SQLite and PostgreSQL it generates N
// accounts with the seed CLI (default 1,000,000; list-views.bench's seeding), starts the real server, adds two
// formula fields to Account through the metadata API (a number one, `numberofemployees * 2`, and a text one,
// `LEFT(name, 3) & "-" & TEXT(industry)`), and times page 1 of 'All accounts' (25 rows, sorted by name)
// filtered on them, a count, and a page sorted by the formula; then it adds an expression index on the
// compiled formula (the SQL the server renders, from the built code) and times the same calls again.
// Wall time per call and the server process's CPU time per call (/proc; PostgreSQL's own backend CPU is
// not in it) are reported with the load.
// Run: node bench/formula-filters.bench.mjs [--records N] [--requests N] [--only sqlite|postgres]
// after `npx tsc -b packages/core packages/server`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  benchApiKey as API_KEY,
  call,
  generateWithSeedCli,
  log,
  summarise,
  withScratchEnv,
  withServer,
  writeResults,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '15' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/formula-filters.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);

const FORMULAS = [
  { api: 'f_emp2', label: 'Employees doubled', formula: 'numberofemployees * 2' },
  { api: 'f_tag', label: 'Tag', formula: 'LEFT(name, 3) & "-" & TEXT(industry)' },
];

const TICK_MS = 10;
function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Few warm-ups: a full scan of a million rows takes seconds, and twenty of them would take minutes. */
async function timedCalls(label, pid, once) {
  for (let i = 0; i < 2; i++) await once(-1 - i);
  const times = [];
  const cpuBefore = cpuMsOf(pid);
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  const summary = {
    ...summarise(times),
    serverCpuMsPerCall: (cpuMsOf(pid) - cpuBefore) / REQUESTS,
    load: load(),
  };
  log(
    `  ${label}: median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, server CPU ${summary.serverCpuMsPerCall.toFixed(1)} ms/call (load ${summary.load})`,
  );
  return summary;
}

/** The SQL the server renders for a formula field, compiled with the dialect's own compiler. */
async function formulaSqlText(dialect, object, field) {
  const { formulaValueSql } = await import(
    path.join(root, 'packages/server/dist/modules/list-views/formula-columns.js')
  );
  const kysely = await import('kysely');
  const db = new kysely.Kysely({
    dialect: {
      createAdapter: () =>
        dialect === 'postgres' ? new kysely.PostgresAdapter() : new kysely.SqliteAdapter(),
      createDriver: () => new kysely.DummyDriver(),
      createIntrospector: (inner) =>
        dialect === 'postgres'
          ? new kysely.PostgresIntrospector(inner)
          : new kysely.SqliteIntrospector(inner),
      createQueryCompiler: () =>
        dialect === 'postgres' ? new kysely.PostgresQueryCompiler() : new kysely.SqliteQueryCompiler(),
    },
  });
  const compiled = formulaValueSql(dialect, object, field).compile(db);
  if (compiled.parameters.length > 0) throw new Error('an indexed formula must not have parameters');
  return compiled.sql;
}

async function runSql(dialect, env, text) {
  if (dialect === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(env.VELA_DATA_DIR, 'vela.db'));
    try {
      db.exec(text);
    } finally {
      db.close();
    }
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function measure(base, pid, label, results) {
  const catalogue = await call(base, '/view/getViewList', { objectApi: 'Account' });
  const all = catalogue.views.find((view) => view.name === 'All accounts') ?? catalogue.views[0];
  const question = { objectApi: 'Account', viewId: all.id };
  const byName = { field: 'name', order: 'asc' };
  const page = (filters, sort = byName) =>
    call(base, '/view/getViewListData', { ...question, sort, ...(filters ? { filters } : {}) });
  const one = (field, operator, value) => ({ criteria: [{ field, operator, value }] });
  const series = {};
  series.numberBroad = await timedCalls(`${label}: page 1, Employees doubled > 5000 (about half)`, pid, () =>
    page(one('f_emp2', 'g', '5000')),
  );
  series.numberNarrow = await timedCalls(
    `${label}: page 1, Employees doubled > 9990 (about 0.1 %)`,
    pid,
    async (i) => {
      const answer = await page(one('f_emp2', 'g', '9990'));
      if (i === 0) log(`    (answer: ${answer.rows.length} rows)`);
    },
  );
  series.numberEqual = await timedCalls(
    `${label}: page 1, Employees doubled = 4242 (rare)`,
    pid,
    async (i) => {
      const answer = await page(one('f_emp2', 'e', '4242'));
      if (i === 0) log(`    (answer: ${answer.rows.length} rows)`);
    },
  );
  series.numberSorted = await timedCalls(
    `${label}: page 1 sorted by Employees doubled, descending`,
    pid,
    () => page(null, { field: 'f_emp2', order: 'desc' }),
  );
  series.textBegins = await timedCalls(`${label}: page 1, Tag begins with "nor-ret"`, pid, async (i) => {
    const answer = await page(one('f_tag', 's', 'nor-ret'));
    if (i === 0) log(`    (answer: ${answer.rows.length} rows)`);
  });
  series.count = await timedCalls(`${label}: count, Employees doubled > 9990`, pid, async (i) => {
    const count = await call(base, '/view/getViewCount', {
      ...question,
      filters: one('f_emp2', 'g', '9990'),
    });
    if (i === 0) log(`    (answer: ${count.count}, estimated: ${count.estimated})`);
  });
  results[label] = series;
}

async function benchOn(dialect) {
  return withScratchEnv(dialect, 'ff', API_KEY, async (env) => {
    const generateSeconds = await generateWithSeedCli(dialect, env, RECORDS);
    const results = { dialect, records: RECORDS, generateSeconds, loadAtStart: load() };
    const fields = {};
    await withServer(env, async (base, pid) => {
      const catalogue = await call(base, '/view/getViewList', { objectApi: 'Account' });
      for (const field of FORMULAS) {
        await call(base, '/metadata/addField', { objId: catalogue.objId, field: { ...field, type: 'Z' } });
      }
      log(`== ${dialect}: formula fields added; without an expression index`);
      await measure(base, pid, 'no index', results);
    });
    // The expression index, on the SQL the server renders; made with the server stopped (SQLite's file).
    const { openSqlite, openPostgres } = await import(path.join(root, 'packages/server/dist/db/database.js'));
    const { storedMetadata } = await import(
      path.join(root, 'packages/server/dist/modules/metadata/index.js')
    );
    const handle =
      dialect === 'sqlite'
        ? openSqlite(path.join(env.VELA_DATA_DIR, 'vela.db'))
        : openPostgres(env.DATABASE_URL);
    try {
      const snapshot = await storedMetadata(handle);
      const account = [...snapshot.byId.values()].find((object) => object.apiName === 'Account');
      for (const { api } of FORMULAS) {
        const field = account.fieldsByApi.get(api);
        fields[api] = await formulaSqlText(dialect, account, field);
      }
    } finally {
      await handle.destroy();
    }
    const indexed = performance.now();
    await runSql(dialect, env, `create index obj_account_f_emp2_idx on obj_account ((${fields.f_emp2}))`);
    results.indexSeconds = (performance.now() - indexed) / 1000;
    log(`  expression index on ${fields.f_emp2}: built in ${results.indexSeconds.toFixed(1)} s`);
    // PostgreSQL's autovacuum would gather the index expression's statistics; SQLite is left as the product leaves it.
    if (dialect === 'postgres') await runSql(dialect, env, 'analyze obj_account');
    await withServer(env, async (base, pid) => {
      log(`== ${dialect}: with the expression index on Employees doubled`);
      await measure(base, pid, 'expression index', results);
    });
    results.sql = fields;
    return results;
  });
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: [] };
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results.runs.push(await benchOn(dialect));
}
writeResults(args.out, results);
