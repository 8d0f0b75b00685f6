// Record-triggered flows benchmark (issue 20; never part of npm test), on the built server in-process:
// 1. latency: a deal is won through /objectInfo/save (Fastify inject, the demo administrator's API key)
//    while the job runner runs in the background as in production; measured from the save's call to the
//    moment the run's first action has finished (its outcome's time), N times.
// 2. throughput: 10,000 runs of a flow (criteria met, one in-app notification each) are queued, then the
//    one job runner drains them; reports runs per second.
// Beside wall time, the drain's CPU time: this process's (process.cpuUsage: the server runs in it) and, on
// PostgreSQL, that of the database's server processes serving the bench's connections (/proc/<pid>/stat of
// the backends pg_stat_activity lists for the bench's database), and the load average before and after, so a
// run on a shared machine can be read.
// Run: node bench/flows.bench.mjs [--runs N] [--saves N] [--only sqlite|postgres] after `npx tsc -b packages/core packages/server`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, percentile, withInjectedApp, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { enqueueJob } = await import(dist('modules/jobs/index.js'));
const { insertRun } = await import(dist('modules/automation/automation-store.js'));
const { sql } = await import('kysely');

/** CPU milliseconds the PostgreSQL backends of the bench's database have used so far (0 on SQLite). */
async function backendCpuMs(database) {
  if (database.dialect !== 'postgres') return 0;
  const { rows } = await sql`select pid from pg_stat_activity where datname = current_database()`.execute(
    database.db,
  );
  const tick = 1000 / 100; // CLK_TCK is 100 on Linux
  let ms = 0;
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // A backend that ended since the list was read.
    }
  }
  return ms;
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    saves: { type: 'string', default: '30' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/flows.json') },
  },
});
const RUNS = Number(args.runs);
const SAVES = Number(args.saves);
async function runOn(dialect) {
  return withInjectedApp(dialect, 'vela-flows-bench', async ({ app, database, call }) => {
    const flows = await call('/automation/listFlows', {});
    const won = flows.find((flow) => flow.name === 'Won opportunity follow-up');
    // The demo flow, with one action: its time is the time the first action ends.
    await call('/automation/saveFlow', {
      flowId: won.id,
      flow: {
        name: won.name,
        objectApi: won.objectApi,
        active: true,
        trigger: won.trigger,
        criteria: won.criteria,
        onlyOnChange: true,
        actions: [{ type: 'notify', userField: 'ownerid', message: '{{name}} was won' }],
      },
    });
    const [account] = await call('/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ name: `Flow bench ${dialect}` }]),
    });

    // 1. From the save to the first action, with the background worker.
    const latencies = [];
    for (let i = 0; i < SAVES; i += 1) {
      const [deal] = await call('/objectInfo/save', {
        objectApi: 'Opportunity',
        data: JSON.stringify([
          { name: `Bench deal ${i}`, khmc: account.id, stage: 'Negotiation', closedate: '2026-12-31' },
        ]),
      });
      const savedAt = Date.now();
      const [winning] = await call('/objectInfo/save', {
        objectApi: 'Opportunity',
        data: JSON.stringify([{ id: deal.id, stage: 'Closed won', lastWriterWins: true }]),
      });
      if (!winning.isSaveSuccess) throw new Error(`the deal was not won: ${winning.errormessage}`);
      let run;
      for (;;) {
        run = await database.db
          .selectFrom('automation_run')
          .selectAll()
          .where('record_id', '=', deal.id)
          .executeTakeFirst();
        if (run && (run.status === 'succeeded' || run.status === 'failed')) break;
        if (Date.now() - savedAt > 60_000)
          throw new Error(`run of ${deal.id} not done after 60 s: ${JSON.stringify(run ?? null)}`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const steps = JSON.parse(run.steps_json);
      const action = steps.find((step) => step.type === 'notify');
      latencies.push(Date.parse(action.at) - savedAt);
    }

    // 2. Drain: RUNS runs queued (held back until all are in), then run by the one job runner.
    const [deal] = await call('/objectInfo/save', {
      objectApi: 'Opportunity',
      data: JSON.stringify([
        { name: 'Drain deal', khmc: account.id, stage: 'Closed won', closedate: '2026-12-31' },
      ]),
    });
    await app.jobs.runJobsUntilIdle();
    const user = JSON.parse(
      (
        await database.db
          .selectFrom('automation_run')
          .select('user_json')
          .where('record_id', '=', deal.id)
          .executeTakeFirstOrThrow()
      ).user_json,
    );
    const later = new Date(Date.now() + 3_600_000);
    const queueStarted = performance.now();
    await database.db.transaction().execute(async (trx) => {
      const handle = { ...database, db: trx };
      for (let i = 0; i < RUNS; i += 1) {
        const runId = await insertRun(
          handle,
          {
            orgId: user.orgId,
            flowId: won.id,
            flowName: won.name,
            objectApi: 'Opportunity',
            recordId: deal.id,
            recordName: 'Drain deal',
            status: 'queued',
            depth: 0,
            trigger: 'update',
            user,
            steps: [],
            error: '',
          },
          new Date(),
        );
        await enqueueJob(
          handle,
          'automation.run',
          { runId },
          { orgId: user.orgId, runAfter: later, maxAttempts: 3 },
        );
      }
    });
    const queueMs = performance.now() - queueStarted;
    await database.db
      .updateTable('job')
      .set({ run_after: new Date().toISOString() })
      .where('type', '=', 'automation.run')
      .where('status', '=', 'queued')
      .execute();
    const loadBeforeDrain = os.loadavg()[0];
    const drainStarted = performance.now();
    const drainCpuStarted = process.cpuUsage();
    const backendStarted = await backendCpuMs(database);
    await app.jobs.runJobsUntilIdle();
    const drainMs = performance.now() - drainStarted;
    const drainCpu = process.cpuUsage(drainCpuStarted);
    const drainCpuMs = (drainCpu.user + drainCpu.system) / 1000;
    const backendMs = (await backendCpuMs(database)) - backendStarted;
    const counts = await database.db
      .selectFrom('automation_run')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('record_id', '=', deal.id)
      .groupBy('status')
      .execute();
    const summary = {
      dialect,
      saves: SAVES,
      saveToFirstActionMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: Math.max(...latencies),
        // Which save (0 = the first after the start) was slowest, and the others' maximum: a first save
        // that waits behind the demo organisation's start-up jobs is told apart from a slow steady state.
        slowestSave: latencies.indexOf(Math.max(...latencies)),
        maxAfterFirst: Math.max(...latencies.slice(1)),
      },
      runs: RUNS,
      queueSeconds: Math.round(queueMs) / 1000,
      drainSeconds: Math.round(drainMs) / 1000,
      runsPerSecond: Math.round((RUNS / drainMs) * 1000),
      drainCpuSeconds: Math.round(drainCpuMs) / 1000,
      cpuMsPerRun: Math.round((drainCpuMs / RUNS) * 1000) / 1000,
      runsPerCpuSecond: Math.round((RUNS / drainCpuMs) * 1000),
      databaseCpuSeconds: Math.round(backendMs) / 1000,
      runsPerCpuSecondWithDatabase: Math.round((RUNS / (drainCpuMs + backendMs)) * 1000),
      loadAverageDrain: { before: loadBeforeDrain, after: os.loadavg()[0] },
      runStatuses: Object.fromEntries(counts.map((row) => [row.status, Number(row.n)])),
      loadAverage: os.loadavg()[0],
    };
    log(
      `${dialect}: save → first action p50 ${summary.saveToFirstActionMs.p50} ms, p95 ${summary.saveToFirstActionMs.p95} ms, max ${summary.saveToFirstActionMs.max} ms (save ${summary.saveToFirstActionMs.slowestSave}; after the first ${summary.saveToFirstActionMs.maxAfterFirst} ms) (${SAVES} saves); ${RUNS.toLocaleString('en')} runs drained in ${summary.drainSeconds} s = ${summary.runsPerSecond} runs/s, process CPU ${summary.drainCpuSeconds} s = ${summary.cpuMsPerRun} ms a run (${summary.runsPerCpuSecond} runs per CPU-second; with the database's ${summary.databaseCpuSeconds} s, ${summary.runsPerCpuSecondWithDatabase}; load ${loadBeforeDrain.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}) (${JSON.stringify(summary.runStatuses)}); load ${summary.loadAverage.toFixed(2)}`,
    );
    return summary;
  });
}

const results = [];
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results.push(await runOn(dialect));
}
writeResults(args.out, { at: new Date().toISOString(), cpus: os.cpus().length, results });
