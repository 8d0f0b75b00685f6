// Global-search benchmark (never part of npm test): for SQLite (a temporary data folder) and PostgreSQL
// (a throwaway database on 127.0.0.1:5432, dropped afterwards) it generates N accounts with the seed
// CLI (default 50,000; the target is 50 ms median at 1,000,000), starts the real server (dist/main.js)
// and times sequential keep-alive businessEnquiry/searchList calls of the admin (an API-key caller, so
// the body travels plain), with record access applied, across every object:
//   - the first search (it builds the keyword index and vocabulary of every object searched first),
//   - words typed right (prefixes of names, e-mail parts), the median over the calls,
//   - words with one typo (the vocabulary lookup and the wider match), the median over the calls,
//   - a search of one object (50 rows).
// Run: npm run bench -- --only global-search [--records N] [--requests N] [--dialect sqlite|postgres]
//      [--sqlite-dir DIR] [--postgres-db NAME] (reuse data generated before; --records then only labels the run)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchApiKey as API_KEY, call, log, run, startServer, stopServer, timed } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '200' },
    dialect: { type: 'string' },
    only: { type: 'string' },
    // A SQLite data folder already holding the generated accounts: skips generating (and keeps the folder).
    'sqlite-dir': { type: 'string' },
    // A PostgreSQL database (on the admin URL's server) already holding the generated accounts: skips
    // generating and keeps it, so runs can be repeated and its statement log read.
    'postgres-db': { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/global-search.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const PG_ADMIN_URL = process.env.VELA_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const KEYWORDS = ['northwind', 'acme', 'globex', 'initech', 'umbrella', 'stark', 'wayne', 'blue', 'silver'];
const PREFIXES = ['north', 'acm', 'glob', 'initec', 'umbr', 'star', 'wayn', 'blu', 'silv'];
const TYPOS = ['nortwhind', 'acne', 'glboex', 'intiech', 'umbrela', 'sttark', 'wanye', 'silvre'];

async function measure(base) {
  const results = {};
  const search = (keyword, searchObjId = 'all') =>
    call(base, '/businessEnquiry/searchList', { keyword, searchObjId });
  const started = performance.now();
  const first = await search('northwind');
  results.firstSearchMs = Math.round(performance.now() - started);
  log(`  first search (builds every object's keyword index and vocabulary): ${results.firstSearchMs} ms`);
  if (first.groups.length === 0) throw new Error('the global search found no northwind record');
  results.typedRight = await timed('global search, whole words typed right', REQUESTS, async (i) => {
    await search(KEYWORDS[Math.abs(i) % KEYWORDS.length]);
  });
  results.prefixes = await timed('global search, word beginnings', REQUESTS, async (i) => {
    await search(PREFIXES[Math.abs(i) % PREFIXES.length]);
  });
  results.typos = await timed('global search, one typo', REQUESTS, async (i) => {
    const answer = await search(TYPOS[Math.abs(i) % TYPOS.length]);
    if (i === 0) log(`    (corrections: ${JSON.stringify(answer.corrections)})`);
  });
  results.oneObject = await timed('search of one object (accounts, 50 rows)', REQUESTS, async (i) => {
    await search(KEYWORDS[Math.abs(i) % KEYWORDS.length], 'account');
  });
  return results;
}

async function benchDatabase(dialect, env, generate = true) {
  if (generate) {
    log(`\n== ${dialect}: generating ${RECORDS.toLocaleString('en')} accounts`);
    const started = performance.now();
    await run(process.execPath, ['packages/server/dist/seed-cli.js', '--records', String(RECORDS)], env);
    log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else {
    log(`\n== ${dialect}: the accounts generated before in ${env.VELA_DATA_DIR ?? env.DATABASE_URL}`);
  }
  const { child, base } = await startServer(env);
  try {
    log(`== ${dialect}: HTTP calls (sequential, keep-alive, as the admin with access rules applied)`);
    return { dialect, records: RECORDS, ...(await measure(base)) };
  } finally {
    await stopServer(child);
  }
}

async function benchSqlite() {
  if (args['sqlite-dir']) {
    return benchDatabase('sqlite', { VELA_DATA_DIR: args['sqlite-dir'], VELA_ADMIN_API_KEY: API_KEY }, false);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-bench-lv-'));
  try {
    return await benchDatabase('sqlite', { VELA_DATA_DIR: dataDir, VELA_ADMIN_API_KEY: API_KEY });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  if (args['postgres-db']) {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${args['postgres-db']}`;
    return benchDatabase('postgres', { DATABASE_URL: url.toString(), VELA_ADMIN_API_KEY: API_KEY }, false);
  }
  const name = `vela_bench_gs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await benchDatabase('postgres', { DATABASE_URL: url.toString(), VELA_ADMIN_API_KEY: API_KEY });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: [] };
if (args.dialect !== 'postgres') results.runs.push(await benchSqlite());
if (args.dialect !== 'sqlite') results.runs.push(await benchPostgres());
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
log(`\nResults written to ${path.relative(root, args.out)}`);
