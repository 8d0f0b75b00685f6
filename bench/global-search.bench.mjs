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
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  benchApiKey as API_KEY,
  call,
  generateWithSeedCli,
  log,
  PG_ADMIN_URL,
  timed,
  withScratchEnv,
  withServer,
  writeResults,
} from './bench-support.mjs';

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

/** One database: generate the accounts (unless reused), then the HTTP calls on the real server. */
async function benchDatabase(dialect, env, generate = true) {
  if (generate) await generateWithSeedCli(dialect, env, RECORDS);
  else log(`\n== ${dialect}: the accounts generated before in ${env.VELA_DATA_DIR ?? env.DATABASE_URL}`);
  return withServer(env, async (base) => {
    log(`== ${dialect}: HTTP calls (sequential, keep-alive, as the admin with access rules applied)`);
    return { dialect, records: RECORDS, ...(await measure(base)) };
  });
}

async function benchOn(dialect) {
  if (dialect === 'sqlite' && args['sqlite-dir'])
    return benchDatabase('sqlite', { VELA_DATA_DIR: args['sqlite-dir'], VELA_ADMIN_API_KEY: API_KEY }, false);
  if (dialect === 'postgres' && args['postgres-db']) {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${args['postgres-db']}`;
    return benchDatabase('postgres', { DATABASE_URL: url.toString(), VELA_ADMIN_API_KEY: API_KEY }, false);
  }
  return withScratchEnv(dialect, 'gs', API_KEY, (env) => benchDatabase(dialect, env));
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: [] };
if (args.dialect !== 'postgres') results.runs.push(await benchOn('sqlite'));
if (args.dialect !== 'sqlite') results.runs.push(await benchOn('postgres'));
writeResults(args.out, results);
