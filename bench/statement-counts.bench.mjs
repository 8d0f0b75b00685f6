// Statements and server CPU per record call, deterministic where timings are not (issue 17). For SQLite and
// PostgreSQL: seeds the demo organisation in a scratch database, builds the real app in-process (Fastify
// inject, the administrator's API key) and runs N creates, detail reads and lookups of an account. Every
// statement the drivers run (better-sqlite3's statements, pg's client queries, BEGIN/COMMIT included) is
// counted against the call that caused it (AsyncLocalStorage), so the job runner's own polling is not; the
// process's CPU (process.cpuUsage) is divided by the calls. Counts are exact; the CPU moves with the load.
// Runs against any built tree (`--root`), so the code of another commit can be measured the same way.
// Options: --root DIR (default this repo), --calls N (300), --warmup N (30), --only-database sqlite|postgres,
// --show create|read|lookup (prints one call's statements), --out FILE.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, withInjectedApp, writeResults } from './bench-support.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: here },
    calls: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    'only-database': { type: 'string' },
    show: { type: 'string' },
    out: { type: 'string', default: path.join(here, 'bench/results/statement-counts.json') },
  },
});
const root = path.resolve(args.root);
const CALLS = Number(args.calls);
const WARMUP = Number(args.warmup);
// The drivers as the measured tree loads them: another checkout's node_modules are other module instances.
const requireFromServer = createRequire(path.join(root, 'packages/server/package.json'));

/** The statements of the call running now (its store), or of no call. */
const calls = new AsyncLocalStorage();
const outside = { count: 0, texts: [] };
function counted(text) {
  const store = calls.getStore() ?? outside;
  store.count += 1;
  if (store.texts) store.texts.push(text.replace(/\s+/g, ' ').slice(0, 220));
}

function countSqliteStatements() {
  const SQLite = requireFromServer('better-sqlite3');
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1'));
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = statement[method];
    statement[method] = function (...values) {
      counted(this.source);
      return original.apply(this, values);
    };
  }
  const database = Object.getPrototypeOf(probe);
  const exec = database.exec;
  database.exec = function (text) {
    counted(text);
    return exec.call(this, text);
  };
  probe.close();
}

function countPostgresStatements() {
  const pg = requireFromServer('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    counted(typeof config === 'string' ? config : (config?.text ?? String(config)));
    return query.call(this, config, ...rest);
  };
}

/** Deferred work a call started (flows, notices) finishes before the series is read. */
async function settle() {
  let last = -1;
  while (last !== totalCounted()) {
    last = totalCounted();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
let series = [];
const totalCounted = () => series.reduce((sum, store) => sum + store.count, 0);

async function measure(label, once) {
  for (let i = 0; i < WARMUP; i++) await calls.run({ count: 0 }, () => once(`warm-up ${i}`));
  await settle();
  const shown = args.show === label ? { count: 0, texts: [] } : undefined;
  if (shown) {
    await calls.run(shown, () => once('shown'));
    await settle();
    log(`  one ${label}, ${shown.count} statements:`);
    for (const text of shown.texts) log(`    ${text}`);
  }
  series = [];
  const answered = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const store = { count: 0 };
    series.push(store);
    await calls.run(store, () => once(String(i)));
    answered.push(store.count);
  }
  const used = process.cpuUsage(cpu);
  await settle();
  const total = totalCounted();
  const result = {
    statementsPerCall: total / CALLS,
    statementsBeforeAnswer: answered.reduce((sum, n) => sum + n, 0) / CALLS,
    cpuMsPerCall: (used.user + used.system) / 1000 / CALLS,
  };
  log(
    `  ${label}: ${result.statementsPerCall.toFixed(2)} statements/call (${result.statementsBeforeAnswer.toFixed(2)} before the answer), CPU ${result.cpuMsPerCall.toFixed(2)} ms/call`,
  );
  return result;
}

async function run(dialect) {
  return withInjectedApp(
    dialect,
    'vela-statements',
    async ({ call }) => {
      log(
        `\n== ${dialect} (${path.relative(here, root) || '.'}): ${WARMUP} warm-up, ${CALLS} measured calls each`,
      );
      const ids = [];
      const tag = randomBytes(3).toString('hex');
      const create = await measure('create', async (suffix) => {
        const saved = await call('/objectInfo/save', {
          objectApi: 'Account',
          data: JSON.stringify([
            { name: `Bench ${tag} ${suffix}`, industry: 'Retail', phone: '+1 555 0100' },
          ]),
        });
        if (!saved[0]?.isSaveSuccess) throw new Error(`save refused: ${saved[0]?.errormessage}`);
        ids.push(saved[0].id);
      });
      let nth = 0;
      const read = await measure('read', () =>
        call('/objectdetail/getDetail', { id: ids[nth++ % ids.length] }),
      );
      const lookup = await measure('lookup', async () => {
        const data = await call('/lookup/getLookupData', { objId: 'account', keyword: 'Bench' });
        if (data.dataList.length === 0) throw new Error('lookup found nothing');
      });
      return { dialect, create, read, lookup };
    },
    { root },
  );
}

countSqliteStatements();
countPostgresStatements();
const results = { date: new Date().toISOString(), root, calls: CALLS, loadAverage: os.loadavg(), runs: [] };
if (args['only-database'] !== 'postgres') results.runs.push(await run('sqlite'));
if (args['only-database'] !== 'sqlite') results.runs.push(await run('postgres'));
log(`  (statements outside any call, the job runner's and the realtime bus's own: ${outside.count})`);
writeResults(args.out, results);
