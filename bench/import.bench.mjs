// Import benchmark (issue 21; never part of npm test): a CSV of N accounts (default 10,000, 1% bad rows)
// goes through the import wizard's calls on the built server, in-process (Fastify inject, the demo
// system administrator's API key): upload (read and detect), dry run over the whole file, then the run,
// every row through the record engine's save pipeline (validation and duplicate rules, access, field
// security) in batched transactions on the job runner. Reports rows per second of each phase and the
// process's peak resident memory, and the process's CPU time per phase (steadier on a shared machine).
// Run: node bench/import.bench.mjs [--rows N] [--only sqlite|postgres] [--profile DIR] after
// `npx tsc -b packages/core packages/server`; --profile writes a CPU profile of the run phase alone (no seeding,
// no dry run) to DIR, for Chrome's DevTools or any .cpuprofile reader.

import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { buildApp } = await import(dist('app.js'));
const { openSeededDatabase, writeResults } = await import('./bench-support.mjs');

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/import.json') },
    profile: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const API_KEY = `bench-${randomBytes(16).toString('hex')}`;
const log = (line) => process.stdout.write(`${line}\n`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

function csvOf(rows) {
  const stamp = randomBytes(3).toString('hex');
  // No website column: 100,000 rows must stay under the upload's 7 MB.
  const lines = ['Account name;Type;Industry;Phone;Employees;Annual revenue'];
  for (let i = 0; i < rows; i += 1) {
    // One row in a hundred names a type that does not exist: it fails, the others go on.
    const type = i % 100 === 99 ? 'Friend' : ['Customer', 'Partner', 'Prospect'][i % 3];
    lines.push(`Bench ${stamp} ${i};${type};;+1 555 ${String(i).padStart(6, '0')};${i % 900};${i}.50`);
  }
  return `${lines.join('\n')}\n`;
}

async function runOn(dialect) {
  const { database, config, cleanup } = await openSeededDatabase(dialect, 'vela-import-bench', {
    VELA_ADMIN_API_KEY: API_KEY,
  });
  let app;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const call = async (url, body) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${API_KEY}` },
        payload: { head: { appType: 'bench', appVersion: '1' }, body },
      });
      const json = answer.json();
      if (!json.result) throw new Error(`${url}: ${answer.body.slice(0, 300)}`);
      return json.data;
    };
    const csv = csvOf(ROWS);
    peakRss = process.memoryUsage().rss;
    let started = performance.now();
    let cpu = process.cpuUsage();
    const cpuSeconds = () => {
      const used = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      return Math.round((used.user + used.system) / 1000) / 1000;
    };
    const view = await call('/importFile/upload', {
      objectApi: 'Account',
      operation: 'insert',
      fileName: 'bench.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    const uploadMs = performance.now() - started;
    const proposal = await call('/importFile/getMapping', { importId: view.id });
    started = performance.now();
    cpuSeconds();
    await call('/importFile/dryRun', {
      importId: view.id,
      mapping: proposal.mapping,
      dateFormat: 'YYYY-MM-DD',
      numberFormat: 'dot',
    });
    await app.jobs.runJobsUntilIdle();
    const dryMs = performance.now() - started;
    const dryCpu = cpuSeconds();
    const checked = await call('/importFile/getImport', { importId: view.id });
    const profiler = args.profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    started = performance.now();
    await call('/importFile/run', { importId: view.id });
    await app.jobs.runJobsUntilIdle();
    const runMs = performance.now() - started;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(path.join(args.profile, `import-run-${dialect}.cpuprofile`), JSON.stringify(profile));
      profiler.disconnect();
    }
    const runCpu = cpuSeconds();
    const done = await call('/importFile/getImport', { importId: view.id });
    const summary = {
      dialect,
      rows: ROWS,
      fileBytes: csv.length,
      uploadSeconds: Math.round(uploadMs) / 1000,
      dryRunSeconds: Math.round(dryMs) / 1000,
      runSeconds: Math.round(runMs) / 1000,
      // CPU time of this process (the server's JavaScript and SQLite; not PostgreSQL's own processes):
      // steadier than wall time on a shared machine.
      dryRunCpuSeconds: dryCpu,
      runCpuSeconds: runCpu,
      dryRunRowsPerSecond: Math.round((ROWS / dryMs) * 1000),
      runRowsPerSecond: Math.round((ROWS / runMs) * 1000),
      dryRun: checked.dryRun,
      counts: done.counts,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      loadAverage: os.loadavg()[0],
    };
    log(
      `${dialect}: ${ROWS.toLocaleString('en')} rows — upload ${summary.uploadSeconds} s, dry run ${summary.dryRunSeconds} s (${summary.dryRunRowsPerSecond}/s), run ${summary.runSeconds} s (${summary.runRowsPerSecond}/s); CPU dry run ${dryCpu} s, run ${runCpu} s; created ${done.counts.created}, failed ${done.counts.failed}; peak RSS ${summary.peakRssMb} MB`,
    );
    return summary;
  } finally {
    await app?.close();
    await cleanup();
  }
}

const results = [];
for (const dialect of ['sqlite', 'postgres']) {
  if (args.only && args.only !== dialect) continue;
  results.push(await runOn(dialect));
}
clearInterval(sampler);
writeResults(args.out, { at: new Date().toISOString(), cpus: os.cpus().length, results });
