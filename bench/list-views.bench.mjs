// List-view benchmark (never part of npm test): for SQLite (a temporary data folder) and PostgreSQL
// (a throwaway database on 127.0.0.1:5432, dropped afterwards) it generates N accounts with the seed
// CLI (default 1,000,000), starts the real server (dist/main.js) and times sequential keep-alive calls
// of the admin, with record access applied:
//   - the first list call (it answers at once; the keyword and sort indexes are built by a job), and when the index is ready,
//   - page 1 (25 rows) of 'All accounts' sorted by name, and the same with one equality filter,
//   - keyset paging from page 1 to page 2,000 (cursor = sort value + id): the first and the last pages,
//   - a filtered count (exact up to 2,000; a sample first, past the limit a marked estimate) and a narrow
//     exact count,
//   - keyword searches (FTS5 on SQLite, pg_trgm on PostgreSQL): a common word (its page sorts a bounded
//     set of matches, and the answer must say so), a rare pair, a mistyped word, and a keyword count.
// Run: npm run bench -- --only list-views [--records N] [--requests N] [--pages N] [--only-database
// sqlite|postgres] [--sqlite-dir DIR] [--database-url URL], or node bench/list-views.bench.mjs with
// the same options (--only instead of --only-database) after `npx tsc -b packages/core packages/server`.
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
  timed,
  withScratchEnv,
  withServer,
  writeResults,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '300' },
    pages: { type: 'string', default: '2000' },
    only: { type: 'string' },
    // The same as --only, for `npm run bench -- --only list-views`, whose --only names the bench.
    'only-database': { type: 'string' },
    // A SQLite data folder already holding the generated accounts: skips generating (and keeps the folder).
    'sqlite-dir': { type: 'string' },
    // A PostgreSQL database already holding the generated accounts: skips generating (and keeps it).
    'database-url': { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/list-views.json') },
  },
});
const ONLY = args['only-database'] ?? args.only;
const RECORDS = Number(args.records);
const REQUESTS = Number(args.requests);
const PAGES = Number(args.pages);
const KEYWORDS = ['northwind', 'acme', 'globex', 'initech', 'umbrella', 'stark', 'wayne', 'blue', 'silver'];
const INDUSTRIES = ['Retail', 'Banking', 'Energy', 'Education', 'Healthcare', 'Technology'];

async function measure(base) {
  const results = {};
  const catalogueStarted = performance.now();
  const catalogue = await call(base, '/view/getViewList', { objectApi: 'Account' });
  const all = catalogue.views.find((view) => view.name === 'All accounts') ?? catalogue.views[0];
  const question = { objectApi: 'Account', viewId: all.id };
  const first = await call(base, '/view/getViewListData', { ...question, keyword: 'northwind' });
  results.firstListMs = Math.round(performance.now() - catalogueStarted);
  log(
    `  first list of the table: ${results.firstListMs} ms (keyword index ${first.keywordIndex === 'preparing' ? 'still being prepared' : 'ready'})`,
  );
  // The keyword and sort indexes are built by a job when the data arrives (issue 26 item 17); the
  // figures below are of a table whose indexes are ready, so wait for it, polling twice a second.
  let page = first;
  while (page.keywordIndex === 'preparing') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await call(base, '/view/getViewListData', { ...question, keyword: 'northwind' });
  }
  results.keywordIndexReadyMs = Math.round(performance.now() - catalogueStarted);
  log(`  keyword index ready (built by its job) after ${results.keywordIndexReadyMs} ms`);
  if (page.rows.length === 0) throw new Error('the keyword search found no northwind account');

  const byName = { field: 'name', order: 'asc' };
  results.page1 = await timed('page 1, 25 rows, sorted by name', REQUESTS, async () => {
    const page = await call(base, '/view/getViewListData', { ...question, sort: byName });
    if (page.rows.length !== 25) throw new Error(`page 1 had ${page.rows.length} rows`);
  });
  results.page1Filtered = await timed(
    'page 1, 25 rows, industry = one value, sorted by name',
    REQUESTS,
    async (i) => {
      const industry = INDUSTRIES[Math.abs(i) % INDUSTRIES.length];
      const page = await call(base, '/view/getViewListData', {
        ...question,
        sort: byName,
        filters: { criteria: [{ field: 'industry', operator: 'e', value: industry }] },
      });
      if (page.rows.length !== 25) throw new Error(`filtered page 1 had ${page.rows.length} rows`);
    },
  );

  // Keyset paging: walk page after page with the cursor and time every step.
  const steps = [];
  let cursor;
  for (let page = 1; page <= PAGES; page++) {
    const started = performance.now();
    const answer = await call(base, '/view/getViewListData', {
      ...question,
      sort: byName,
      ...(cursor ? { cursor } : {}),
    });
    steps.push(performance.now() - started);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  results.pagesWalked = steps.length;
  results.firstPages = summarise(steps.slice(1, 51));
  results.lastPages = summarise(steps.slice(-50));
  log(
    `  keyset paging by name: pages 2–51 median ${results.firstPages.median.toFixed(2)} ms; pages ${steps.length - 49}–${steps.length} median ${results.lastPages.median.toFixed(2)} ms`,
  );

  results.countFiltered = await timed('count, industry = one value', REQUESTS, async (i) => {
    const count = await call(base, '/view/getViewCount', {
      ...question,
      filters: {
        criteria: [{ field: 'industry', operator: 'e', value: INDUSTRIES[Math.abs(i) % INDUSTRIES.length] }],
      },
    });
    if (i === 0) log(`    (answer: ${count.count.toLocaleString('en')}, estimated: ${count.estimated})`);
  });
  results.countNarrow = await timed('count, keyword + industry (exact)', REQUESTS, async (i) => {
    const count = await call(base, '/view/getViewCount', {
      ...question,
      keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length],
      filters: { criteria: [{ field: 'industry', operator: 'e', value: 'Retail' }] },
    });
    if (i === 0) log(`    (answer: ${count.count.toLocaleString('en')}, estimated: ${count.estimated})`);
  });
  results.keyword = await timed(
    'keyword search, a common word, 25 rows sorted by name',
    REQUESTS,
    async (i) => {
      const page = await call(base, '/view/getViewListData', {
        ...question,
        sort: byName,
        keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length],
      });
      // A common word matches more rows than a page sorts: the answer must say its set is bounded.
      if (i === 0)
        log(`    (answer: ${page.rows.length} rows, candidates ${JSON.stringify(page.keywordCandidates)})`);
      if (page.rows.length > 0 && !page.keywordCandidates)
        throw new Error('a keyword page without keywordCandidates');
    },
  );
  results.keywordRare = await timed('keyword search, a rare pair of words', REQUESTS, async (i) => {
    const page = await call(base, '/view/getViewListData', {
      ...question,
      sort: byName,
      keyword: `${KEYWORDS[Math.abs(i) % KEYWORDS.length]} ${1000 + (Math.abs(i) % 9000)}`,
    });
    if (i === 0) log(`    (answer: ${page.rows.length} rows)`);
  });
  results.keywordTypo = await timed(
    'keyword search, a mistyped word (typo-tolerant)',
    REQUESTS,
    async (i) => {
      const word = KEYWORDS[Math.abs(i) % KEYWORDS.length];
      // The third and fourth letters swapped: no stored word begins with it, the vocabulary corrects it.
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      const page = await call(base, '/view/getViewListData', { ...question, sort: byName, keyword: typo });
      if (i === 0 && page.rows.length === 0) throw new Error(`the mistyped "${typo}" found nothing`);
    },
  );
  results.countKeyword = await timed('count, a common keyword', REQUESTS, async (i) => {
    const count = await call(base, '/view/getViewCount', {
      ...question,
      keyword: KEYWORDS[Math.abs(i) % KEYWORDS.length],
    });
    if (i === 0) log(`    (answer: ${count.count.toLocaleString('en')}, estimated: ${count.estimated})`);
  });
  return results;
}

/** One database: generate the accounts (unless reused), then the HTTP calls on the real server. */
async function benchDatabase(dialect, env, generate = true) {
  if (generate) await generateWithSeedCli(dialect, env, RECORDS);
  else log(`\n== ${dialect}: the accounts generated before in ${env.VELA_DATA_DIR ?? 'the given database'}`);
  return withServer(env, async (base) => {
    log(`== ${dialect}: HTTP calls (sequential, keep-alive, as the admin with access rules applied)`);
    return { dialect, records: RECORDS, ...(await measure(base)) };
  });
}

async function benchOn(dialect) {
  if (dialect === 'sqlite' && args['sqlite-dir'])
    return benchDatabase('sqlite', { VELA_DATA_DIR: args['sqlite-dir'], VELA_ADMIN_API_KEY: API_KEY }, false);
  if (dialect === 'postgres' && args['database-url'])
    return benchDatabase(
      'postgres',
      { DATABASE_URL: args['database-url'], VELA_ADMIN_API_KEY: API_KEY },
      false,
    );
  return withScratchEnv(dialect, 'lv', API_KEY, (env) => benchDatabase(dialect, env));
}

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: [] };
if (ONLY !== 'postgres') results.runs.push(await benchOn('sqlite'));
if (ONLY !== 'sqlite') results.runs.push(await benchOn('postgres'));
writeResults(args.out, results);
