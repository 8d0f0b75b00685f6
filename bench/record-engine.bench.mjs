// Record engine benchmark (npm run bench; never part of npm test). For SQLite (a temporary data folder)
// and PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped afterwards): generates 1,000,000
// accounts with the seed CLI, starts the real server (dist/main.js) and times sequential keep-alive
// calls — create, detail read, lookup search, add field — then the bare SQL read and insert beside them.
// Options: --records N (default 1000000), --requests N (2000), --warmup N (200), --only sqlite|postgres,
// --cpu-prof-dir DIR (the server's CPU profile, to compare codes call by call).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { bareInsertRow, percentile, summarise } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    only: { type: 'string' },
    // A folder for the server's CPU profile (node --cpu-prof), written when the server stops.
    'cpu-prof-dir': { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/record-engine.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const PG_ADMIN_URL = process.env.VELA_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const API_KEY = `vela_bench_${randomBytes(16).toString('hex')}`;
const PREFIXES = [
  'nor',
  'con',
  'fab',
  'glo',
  'ini',
  'umb',
  'sta',
  'way',
  'acm',
  'blu',
  'sil',
  'red',
  'gol',
  'eve',
];

const log = (line) => process.stdout.write(`${line}\n`);

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(`    ${chunk}`.replace(/\n(?=.)/g, '\n    '));
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${commandArgs[0]} exited ${code}`)),
    );
  });
}

async function startServer(env) {
  const profile = args['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VELA_ADMIN_API_KEY: API_KEY,
    },
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return { child, base: `http://127.0.0.1:${port}/api` };
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// Node's http with one kept-alive socket, not fetch: fetch's own work (WHATWG streams, its JSON
// reader) cost the client ~1 ms of CPU per call, and client and server share the two cores.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(base, url, payload) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${API_KEY}`,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** One envelope call with the API key; throws on a failed answer so a broken call cannot look fast. */
async function call(base, url, body, retried = false) {
  let text;
  try {
    text = await post(base, url, JSON.stringify({ head: { appType: 'bench', appVersion: '1.0.0' }, body }));
  } catch (error) {
    // A kept-alive socket the server closed at the same moment: send once more on a fresh one, and say so.
    if (retried) throw error;
    log(`  (retrying ${url} after ${error.code ?? error.message})`);
    return call(base, url, body, true);
  }
  const json = JSON.parse(text);
  if (!json.result) throw new Error(`${url} failed: ${json.returnCode} ${json.returnInfo}`);
  return json.data;
}

/** CPU time (user + system, ms) a process has used so far, from /proc; undefined where there is none. */
function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;
/** The server under test, so each series can say how much CPU the server spent per call. */
let serverPid;

/** Sequential calls; a series that would run past BUDGET_MS stops early and says how many calls it measured. */
const BUDGET_MS = 90_000;
async function timed(label, count, warmup, once) {
  const deadline = performance.now() + BUDGET_MS;
  for (let i = 0; i < warmup && performance.now() < deadline; i++) await once(-1 - i);
  const times = [];
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : undefined;
  for (let i = 0; i < count && (i < 20 || performance.now() < deadline); i++) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  const cpuAfter = serverPid ? cpuMsOf(serverPid) : undefined;
  const summary = summarise(times);
  // Server CPU per call moves less than the latency when other work shares the cores.
  if (cpuBefore !== undefined && cpuAfter !== undefined)
    summary.serverCpuMs = (cpuAfter - cpuBefore) / times.length;
  summary.loadAverage = os.loadavg()[0];
  const cut = times.length < count ? ` (stopped after ${times.length} calls: over the time budget)` : '';
  const cpu =
    summary.serverCpuMs === undefined ? '' : `, server CPU ${summary.serverCpuMs.toFixed(2)} ms/call`;
  log(
    `  ${label}: median ${summary.median.toFixed(2)} ms, p95 ${summary.p95.toFixed(2)} ms${cpu}, load ${summary.loadAverage.toFixed(1)}${cut}`,
  );
  return summary;
}

/**
 * The keyword index of the freshly generated table is built by a job inside the server (issue 26 item 17);
 * while it runs, its CPU counts in the server's per-call figure and its writes hold SQLite's one writer,
 * so the series below would measure the job (a create took 260 ms, 256 ms of server CPU, on 28 Nov).
 * Wait until a list says the index is ready, as list-views.bench.mjs does.
 */
async function waitForKeywordIndex(base) {
  const started = performance.now();
  const question = { objectApi: 'Account', keyword: 'northwind' };
  let page = await call(base, '/view/getViewListData', question);
  while (page.keywordIndex === 'preparing') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await call(base, '/view/getViewListData', question);
  }
  log(`  keyword index ready (built by its job) after ${Math.round(performance.now() - started)} ms`);
}

async function measureApi(base, sampleIds, runTag) {
  await waitForKeywordIndex(base);
  const results = {};
  let nth = 0;
  results.create = await timed('create one account (/objectInfo/save)', REQUESTS, WARMUP, async (i) => {
    const saved = await call(base, '/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([
        { name: `Bench ${runTag} ${i < 0 ? `warm-up ${-i}` : i}`, industry: 'Retail', phone: '+1 555 0100' },
      ]),
    });
    if (!saved[0]?.isSaveSuccess) throw new Error(`save refused: ${saved[0]?.errormessage}`);
  });
  results.read = await timed('read one record (/objectdetail/getDetail)', REQUESTS, WARMUP, async () => {
    const id = sampleIds[nth++ % sampleIds.length];
    await call(base, '/objectdetail/getDetail', { id });
  });
  results.lookup = await timed(
    'lookup by name prefix (/lookup/getLookupData)',
    REQUESTS,
    WARMUP,
    async (i) => {
      const data = await call(base, '/lookup/getLookupData', {
        objId: 'account',
        keyword: PREFIXES[Math.abs(i) % PREFIXES.length],
      });
      if (data.dataList.length === 0) throw new Error('lookup found nothing');
    },
  );
  const addField = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await call(base, '/metadata/addField', {
      objId: 'account',
      field: { api: `bench_${runTag}_${i}`, type: 'S', label: `Bench field ${i}`, length: 80 },
    });
    addField.push(performance.now() - started);
  }
  results.addField = { calls: addField, median: percentile(addField, 50) };
  log(
    `  add a field (/metadata/addField) on the big table: ${addField.map((t) => `${t.toFixed(0)} ms`).join(', ')}`,
  );
  return results;
}

async function benchSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-bench-'));
  const env = { VELA_DATA_DIR: dataDir, VELA_ADMIN_API_KEY: API_KEY };
  try {
    return await benchDatabase('sqlite', env, async () => {
      const sqlite = new SQLite(path.join(dataDir, 'vela.db'));
      return {
        sampleIds: () =>
          sqlite.prepare('select id from obj_account order by random() limit 2000').pluck().all(),
        ownerId: () => sqlite.prepare('select ownerid from obj_account limit 1').pluck().get(),
        readOnce: (() => {
          const statement = sqlite.prepare('select * from obj_account where id = ?');
          return async (id) => statement.get(id);
        })(),
        insertOnce: (() => {
          const statement = sqlite.prepare(
            'insert into obj_account (id, name, ownerid, createbyid, createdate, lastmodifybyid, lastmodifydate, is_deleted, industry, phone) values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
          );
          return async (row) => statement.run(row);
        })(),
        close: async () => sqlite.close(),
      };
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `vela_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), VELA_ADMIN_API_KEY: API_KEY };
  try {
    return await benchDatabase('postgres', env, async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const pluck = async (text) =>
        (await client.query({ text, rowMode: 'array' })).rows.map((row) => row[0]);
      return {
        sampleIds: () => pluck('select id from obj_account order by random() limit 2000'),
        ownerId: async () => (await pluck('select ownerid from obj_account limit 1'))[0],
        readOnce: (id) =>
          client.query({ name: 'bench_read', text: 'select * from obj_account where id = $1', values: [id] }),
        insertOnce: (row) =>
          client.query({
            name: 'bench_insert',
            text: 'insert into obj_account (id, name, ownerid, createbyid, createdate, lastmodifybyid, lastmodifydate, is_deleted, industry, phone) values ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9)',
            values: row,
          }),
        close: () => client.end(),
      };
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchDatabase(dialect, env, openBare) {
  log(`\n== ${dialect}: generating ${RECORDS.toLocaleString('en')} accounts`);
  const started = performance.now();
  const output = await run(
    process.execPath,
    ['packages/server/dist/seed-cli.js', '--records', String(RECORDS)],
    env,
  );
  const wall = (performance.now() - started) / 1000;
  const generated = Number(/in ([\d.]+) s/.exec(output)?.[1] ?? Number.NaN);
  const bare = await openBare();
  const sampleIds = await bare.sampleIds();
  const ownerId = await bare.ownerId();
  const { child, base } = await startServer(env);
  serverPid = child.pid;
  let api;
  try {
    log(`== ${dialect}: HTTP calls (${WARMUP} warm-up, ${REQUESTS} measured, sequential, keep-alive)`);
    api = await measureApi(base, sampleIds, randomBytes(3).toString('hex'));
  } finally {
    serverPid = undefined;
    await stopServer(child);
  }
  log(`== ${dialect}: bare SQL (prepared statements on one connection)`);
  let n = 0;
  const bareRead = await timed('bare read by id', REQUESTS, WARMUP, () =>
    bare.readOnce(sampleIds[n++ % sampleIds.length]),
  );
  const bareInsert = await timed('bare insert of one row', REQUESTS, WARMUP, (i) =>
    bare.insertOnce(bareInsertRow(i, ownerId)),
  );
  await bare.close();
  return {
    dialect,
    records: RECORDS,
    generateSeconds: generated,
    generateWallSeconds: Math.round(wall * 10) / 10,
    ...api,
    bareRead,
    bareInsert,
    readRatio: api.read.median / bareRead.median,
    createRatio: api.create.median / bareInsert.median,
  };
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: os.loadavg(),
  runs: [],
};
if (args.only !== 'postgres') results.runs.push(await benchSqlite());
if (args.only !== 'sqlite') results.runs.push(await benchPostgres());
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
log(`\nResults written to ${path.relative(root, args.out)}`);
