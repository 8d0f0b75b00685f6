// Search-as-you-type and lookup benchmark (issue 26 item 14; never part of npm test): for SQLite (a
// temporary data folder) and PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped afterwards) it
// generates N accounts with the seed CLI (default 50,000), starts the real server (dist/main.js), waits
// until the keyword-index jobs have built every index, and times sequential keep-alive calls of the
// admin (API key, access rules applied):
//   - global-search suggestions as a person types: every beginning (2 letters and more) of a few words,
//     businessEnquiry/searchList over all objects (top 5 per object) — the target is under 100 ms;
//   - lookup search by a name beginning (the name index, as before);
//   - lookup search by a word inside the name (no name begins with it: the keyword index);
//   - lookup search by part of an e-mail (a key column, the keyword index).
// Run: npm run bench -- --only suggest-lookup [--records N] [--requests N] [--dialect sqlite|postgres]
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
  timed,
  withScratchEnv,
  withServer,
  writeResults,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '100' },
    dialect: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/suggest-lookup.json') },
  },
});
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
/** What a person types, letter by letter: each beginning of two letters or more is one suggestion call. */
const TYPED = ['northwind', 'globex', 'harbor', 'silver peak', 'initech'].flatMap((word) =>
  Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)).filter(
    (text) => !text.endsWith(' '),
  ),
);
const NAME_BEGINNINGS = ['nor', 'glo', 'ini', 'umb', 'sta'];
// Second words of generated names (demo-vocabulary.ts COMPANY_SECOND): no name begins with them.
const INSIDE_WORDS = ['logis', 'robot', 'pharma', 'motor', 'capit'];
// Parts of generated e-mails (first.last.N@example.com): a last name, and the domain every row holds.
const EMAIL_PARTS = ['example', 'becker', 'fischer'];

async function waitForIndexes(base) {
  const until = Date.now() + 300_000;
  for (;;) {
    const answer = await call(base, '/businessEnquiry/searchList', {
      keyword: 'northwind',
      searchObjId: 'all',
    });
    if (!answer.keywordIndexPreparing?.length) return;
    if (Date.now() > until) throw new Error('the keyword indexes were not built within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** CPU time (user + system, ms) the server has used so far, from /proc: the figure load moves least. */
function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** One series, with the server's CPU per call and the load average beside the latencies. */
async function series(pid, label, once) {
  const before = cpuMsOf(pid);
  const summary = await timed(label, REQUESTS, once);
  const after = cpuMsOf(pid);
  // timed() makes min(20, REQUESTS) warm-up calls before the measured ones.
  if (before !== undefined && after !== undefined)
    summary.serverCpuMs = (after - before) / (REQUESTS + Math.min(20, REQUESTS));
  summary.loadAverage = os.loadavg()[0];
  log(
    `    server CPU ${summary.serverCpuMs?.toFixed(2)} ms per call, load average ${summary.loadAverage.toFixed(1)}`,
  );
  return summary;
}

async function measure(base, pid) {
  const started = performance.now();
  await waitForIndexes(base);
  log(`  keyword indexes ready after ${Math.round(performance.now() - started)} ms`);
  const lookup = (keyword) =>
    call(base, '/lookup/getLookupData', { objId: 'account', keyword, pageSize: 20 });
  const sample = await lookup(INSIDE_WORDS[0]);
  if (sample.dataList.length === 0)
    throw new Error(`the lookup found no account holding "${INSIDE_WORDS[0]}"`);
  const results = {};
  results.suggestions = await series(
    pid,
    'global search suggestions while typing (all objects, top 5 each)',
    async (i) => {
      await call(base, '/businessEnquiry/searchList', {
        keyword: TYPED[Math.abs(i) % TYPED.length],
        searchObjId: 'all',
      });
    },
  );
  results.lookupBeginning = await series(pid, 'lookup, a name beginning', async (i) => {
    await lookup(NAME_BEGINNINGS[Math.abs(i) % NAME_BEGINNINGS.length]);
  });
  results.lookupInside = await series(pid, 'lookup, a word inside the name (keyword index)', async (i) => {
    await lookup(INSIDE_WORDS[Math.abs(i) % INSIDE_WORDS.length]);
  });
  results.lookupEmail = await series(pid, 'lookup, part of an e-mail (keyword index)', async (i) => {
    await lookup(EMAIL_PARTS[Math.abs(i) % EMAIL_PARTS.length]);
  });
  return results;
}

/** One scratch database: generate the accounts, then the HTTP calls on the real server. */
async function benchOn(dialect) {
  return withScratchEnv(dialect, 'sl', API_KEY, async (env) => {
    await generateWithSeedCli(dialect, env, RECORDS);
    return withServer(env, async (base, pid) => ({
      dialect,
      records: RECORDS,
      load: os.loadavg()[0],
      ...(await measure(base, pid)),
    }));
  });
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: [] };
if (args.dialect !== 'postgres') results.runs.push(await benchOn('sqlite'));
if (args.dialect !== 'sqlite') results.runs.push(await benchOn('postgres'));
writeResults(args.out, results);
