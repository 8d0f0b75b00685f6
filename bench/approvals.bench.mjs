// Approvals benchmark (issue 20; never part of npm test): what submitting for approval adds to a save
// (target: at most 5 ms). On the built server, in-process (Fastify inject, the demo administrator's API
// key), per run: a deal is saved (timed: the save), then submitted for approval to a two-step process
// (timed: the submission, which is what "save and submit" adds), then recalled (untimed) so the next
// run starts unlocked. Prints the medians and p95s per database and writes bench/results/approvals.json.
// Beside wall time, the process's CPU time (process.cpuUsage: this process runs the server in-process, so
// it is the server's work; PostgreSQL's own work is in its processes, not here) per save and per submission,
// and the load average, so a run on a shared machine can be read.
// Each submission's statements are counted (the drivers' calls, as statement-counts.bench.mjs does), with
// `--show` printing one submission's statements with their wall time.
// Run: node bench/approvals.bench.mjs [--runs N] [--only sqlite|postgres] [--show] after `npx tsc -b packages/core packages/server`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, summarise, withInjectedApp, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    show: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(root, 'bench/results/approvals.json') },
  },
});
const RUNS = Number(args.runs);
const TARGET_MS = 5;

/** The statements of the call running now (its store), or of none. */
const calls = new AsyncLocalStorage();
const requireFromServer = createRequire(path.join(root, 'packages/server/package.json'));
function counted(text, started) {
  const store = calls.getStore();
  if (!store) return;
  store.count += 1;
  if (store.texts) store.texts.push({ text: text.replace(/\s+/g, ' ').slice(0, 160), started });
}
{
  const SQLite = requireFromServer('better-sqlite3');
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1'));
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = statement[method];
    statement[method] = function (...values) {
      counted(this.source, performance.now());
      return original.apply(this, values);
    };
  }
  probe.close();
  const pg = requireFromServer('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    counted(typeof config === 'string' ? config : (config?.text ?? String(config)), performance.now());
    return query.call(this, config, ...rest);
  };
}

async function runOn(dialect) {
  return withInjectedApp(dialect, 'vela-approvals-bench', async ({ app, call }) => {
    const users = (await call('/approval/getSetup', { objectApi: 'Opportunity' })).users;
    const maria = users.find((user) => user.name === 'Maria Manager');
    const tina = users.find((user) => user.name === 'Tina Lead');
    await call('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Bench deals',
      active: true,
      order: 0,
      criteria: 'amount = 777777',
      definition: {
        steps: [
          { name: 'Manager', approverKind: 'user', approverId: maria.id },
          { name: 'Finance', approverKind: 'user', approverId: tina.id },
        ],
        actions: [{ on: 'submit', kind: 'emailAlert', subject: 'Submitted', recipient: 'approvers' }],
      },
    });
    const account = (
      await call('/objectdetail/queryMoreDataByName', { objId: 'account', name: '', pageSize: 1, page: 1 })
    ).dataList[0].id;
    const [created] = await call('/objectInfo/save', {
      objectApi: 'Opportunity',
      data: JSON.stringify([
        { name: 'Bench deal', khmc: account, stage: 'Prospecting', closedate: '2026-12-31', amount: '1' },
      ]),
    });
    const id = created.id;
    // The job runner's background worker is stopped while the saves and submissions are timed: what a
    // submission queues (its alert's e-mail job) would otherwise run inside the next timed call and be
    // counted as its CPU and statements. The jobs wait in the queue; they are not what the user waits for.
    await app.jobs.stop();
    const saves = [];
    const submits = [];
    const saveCpu = [];
    const submitCpu = [];
    const statements = [];
    const cpuMs = (usage) => (usage.user + usage.system) / 1000;
    const loadBefore = os.loadavg()[0];
    for (let i = -20; i < RUNS; i += 1) {
      let started = performance.now();
      let cpu = process.cpuUsage();
      const [saved] = await call('/objectInfo/save', {
        objectApi: 'Opportunity',
        data: JSON.stringify([{ id, amount: '777777', loss_reason: `run ${i}`, lastWriterWins: true }]),
      });
      const save = performance.now() - started;
      const saveUsed = cpuMs(process.cpuUsage(cpu));
      if (!saved.isSaveSuccess) throw new Error(saved.errormessage);
      started = performance.now();
      cpu = process.cpuUsage();
      const store = { count: 0, texts: args.show && i === RUNS - 1 ? [] : undefined };
      await calls.run(store, () => call('/approval/submitApproval', { relatedId: id, comments: '' }));
      if (store.texts) {
        log(`${dialect}: one submission's ${store.count} statements (ms from the call's start):`);
        for (const { text, started: at } of store.texts)
          log(`  ${(at - started).toFixed(2).padStart(7)}  ${text}`);
      }
      const submit = performance.now() - started;
      const submitUsed = cpuMs(process.cpuUsage(cpu));
      await call('/approval/recall', { relatedId: id, comments: '' });
      if (i >= 0) {
        saves.push(save);
        submits.push(submit);
        saveCpu.push(saveUsed);
        submitCpu.push(submitUsed);
        statements.push(store.count);
      }
    }
    const result = {
      dialect,
      runs: RUNS,
      save: summarise(saves),
      submit: summarise(submits),
      saveCpu: summarise(saveCpu),
      submitCpu: summarise(submitCpu),
      statementsPerSubmission: summarise(statements),
      targetMs: TARGET_MS,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    };
    log(
      `${dialect}: save median ${result.save.median.toFixed(2)} ms (p95 ${result.save.p95.toFixed(2)}); ` +
        `submit adds median ${result.submit.median.toFixed(2)} ms (p95 ${result.submit.p95.toFixed(2)}); target ≤ ${TARGET_MS} ms; ` +
        `CPU: save median ${result.saveCpu.median.toFixed(2)} ms, submit median ${result.submitCpu.median.toFixed(2)} ms; ` +
        `${result.statementsPerSubmission.median} statements a submission; ` +
        `load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`,
    );
    return result;
  });
}

const results = [];
for (const dialect of ['sqlite', 'postgres'])
  if (!args.only || args.only === dialect) results.push(await runOn(dialect));
writeResults(args.out, { at: new Date().toISOString(), cpus: os.cpus().length, results });
