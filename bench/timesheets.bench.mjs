// Timesheets and resource calendar benchmark (issue 22; never part of npm test). On the built server,
// in-process (Fastify inject, the demo administrator's API key): a week of hours on 50 project tasks of
// the administrator is saved, then the week is read (timed: /timesheet/getWeek); 200 service resources
// with five shifts each in one week are saved, then the week is read (timed: /resourceCalendar/getWindow).
// Prints medians and p95s per database and writes bench/results/timesheets.json.
// Run: node bench/timesheets.bench.mjs [--runs N] [--only sqlite|postgres] after `npx tsc -b packages/core packages/server`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoAdminUser, log, summarise, withInjectedApp, writeResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/timesheets.json') },
  },
});
const RUNS = Number(args.runs);
const TASKS = 50;
const RESOURCES = 200;
const WEEK = '2026-11-23';
const WINDOW = { from: '2026-11-23 00:00:00', to: '2026-11-30 00:00:00' };

/** Saves records through /objectInfo/save a hundred at a time; answers their ids. */
async function saveAll(call, objectApi, records) {
  const ids = [];
  for (let at = 0; at < records.length; at += 100) {
    const saved = await call('/objectInfo/save', {
      objectApi,
      data: JSON.stringify(records.slice(at, at + 100)),
    });
    for (const result of saved) {
      if (!result.isSaveSuccess) throw new Error(`${objectApi}: ${result.errormessage}`);
      ids.push(result.id);
    }
  }
  return ids;
}

async function timedRuns(once) {
  const times = [];
  for (let i = -3; i < RUNS; i += 1) {
    const started = performance.now();
    await once();
    if (i >= 0) times.push(performance.now() - started);
  }
  return summarise(times);
}

async function runOn(dialect) {
  return withInjectedApp(dialect, 'vela-timesheets-bench', async ({ call, database }) => {
    const admin = await demoAdminUser(database);
    const [project] = await saveAll(call, 'project', [{ name: 'Bench project', start_date: '2026-11-01' }]);
    const tasks = await saveAll(
      call,
      'velaSubtask',
      Array.from({ length: TASKS }, (_, i) => ({
        name: `Bench task ${i}`,
        project_name: project,
        principal: admin.userId,
      })),
    );
    await call('/timesheet/saveWeek', {
      weekStart: WEEK,
      rows: tasks.map((taskId) => ({ taskId, hours: [0.25, 0.25, 0.25, 0.25, 0.25, 0, 0], billable: true })),
    });
    const week = await timedRuns(async () => {
      const answer = await call('/timesheet/getWeek', { weekStart: WEEK });
      if (answer.rows.length < TASKS) throw new Error(`the week has ${answer.rows.length} rows`);
    });

    const resources = await saveAll(
      call,
      'ServiceResource',
      Array.from({ length: RESOURCES }, (_, i) => ({ name: `Bench resource ${String(i).padStart(3, '0')}` })),
    );
    const shifts = resources.flatMap((resource, r) =>
      [23, 24, 25, 26, 27].map((day) => ({
        name: `Shift ${r}-${day}`,
        serviceresourceid: resource,
        starttime: `2026-11-${day} 08:00:00`,
        endtime: `2026-11-${day} 16:00:00`,
      })),
    );
    await saveAll(call, 'Shift', shifts);
    const calendar = await timedRuns(async () => {
      const answer = await call('/resourceCalendar/getWindow', WINDOW);
      if (answer.resources.length < RESOURCES) throw new Error(`${answer.resources.length} resources`);
    });
    const result = { dialect, runs: RUNS, timesheetWeek50Tasks: week, resourceCalendar200x1Week: calendar };
    log(
      `${dialect}: timesheet week of ${TASKS} tasks median ${week.median.toFixed(1)} ms (p95 ${week.p95.toFixed(1)}); ` +
        `resource calendar ${RESOURCES} resources × 1 week median ${calendar.median.toFixed(1)} ms (p95 ${calendar.p95.toFixed(1)})`,
    );
    return result;
  });
}

const dialects = args.only ? [args.only] : ['sqlite', 'postgres'];
const results = [];
for (const dialect of dialects) results.push(await runOn(dialect));
writeResults(args.out, { machine: { cpus: os.cpus().length, load: os.loadavg() }, results });
