// Import benchmark (issue 21; never part of npm test): a CSV of N accounts (default 10,000, 1% bad rows)
// goes through the import wizard's calls on the built server, in-process (Fastify inject, the demo
// system administrator's API key): upload (read and detect), dry run over the whole file, then the run,
// every row through the record engine's save pipeline (validation and duplicate rules, access, field
// security) in batched transactions on the job runner. Reports rows per second of each phase and the
// process's peak resident memory, and the process's CPU time per phase (steadier on a shared machine).
// Run: node bench/import.bench.mjs [--rows N] [--only sqlite|postgres] [--profile DIR] [--skip-dry-run] [--export]
// after `npx tsc -b packages/core packages/server`; --profile writes a CPU profile of the run phase alone (no
// seeding, no dry run) to DIR, for Chrome's DevTools or any .cpuprofile reader. The file is written to disk and
// sent as the wizard sends it: streamed as multipart to /importFile/uploadFile (stored in the data folder, read
// batch by batch). --skip-dry-run marks the import checked in the database instead of running the dry run (a
// million rows on a shared machine: the run is what the target is about); --export then exports every account
// (the imported ones included) to XLSX and CSV through /exportFile/start, timed the same way. Peak RSS is
// sampled per phase.

import { randomBytes } from 'node:crypto';
import fs, { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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
    'skip-dry-run': { type: 'boolean', default: false },
    export: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const API_KEY = `bench-${randomBytes(16).toString('hex')}`;
const log = (line) => process.stdout.write(`${line}\n`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

/** The bench's CSV written to `file`, streamed (a million rows never held in memory). */
async function writeCsv(file, rows) {
  const stamp = randomBytes(3).toString('hex');
  const out = fs.createWriteStream(file);
  const write = (text) =>
    out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve));
  await write('Account name;Type;Industry;Phone;Employees;Annual revenue\n');
  let chunk = '';
  for (let i = 0; i < rows; i += 1) {
    // One row in a hundred names a type that does not exist: it fails, the others go on.
    const type = i % 100 === 99 ? 'Friend' : ['Customer', 'Partner', 'Prospect'][i % 3];
    chunk += `Bench ${stamp} ${i};${type};;+1 555 ${String(i).padStart(6, '0')};${i % 900};${i}.50\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return fs.statSync(file).size;
}

async function runOn(dialect) {
  const { database, config, cleanup } = await openSeededDatabase(dialect, 'vela-import-bench', {
    VELA_ADMIN_API_KEY: API_KEY,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-import-bench-files-'));
  let app;
  try {
    app = await buildApp({ config: { ...config, dataDir }, database, logger: false });
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
    const csvFile = path.join(dataDir, 'bench.csv');
    const fileBytes = await writeCsv(csvFile, ROWS);
    peakRss = process.memoryUsage().rss;
    let started = performance.now();
    let cpu = process.cpuUsage();
    const cpuSeconds = () => {
      const used = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      return Math.round((used.user + used.system) / 1000) / 1000;
    };
    const peaks = {};
    const phasePeak = (name) => {
      peaks[name] = Math.round(peakRss / 1024 / 1024);
      peakRss = process.memoryUsage().rss;
    };
    const boundary = `----vela-bench-${randomBytes(6).toString('hex')}`;
    async function* multipart() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      );
      yield* fs.createReadStream(csvFile);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/importFile/uploadFile?objectApi=Account&operation=insert',
      headers: {
        authorization: `Bearer ${API_KEY}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Readable.from(multipart()),
    });
    const view = uploaded.json().data;
    if (!view) throw new Error(`upload: ${uploaded.body.slice(0, 300)}`);
    const uploadCpu = cpuSeconds();
    phasePeak('upload');
    log(
      `${dialect}: upload of ${ROWS} rows (${fileBytes} bytes) CPU ${uploadCpu} s, peak RSS ${peaks.upload} MB, load ${os.loadavg()[0]}`,
    );
    const uploadMs = performance.now() - started;
    const proposal = await call('/importFile/getMapping', { importId: view.id });
    started = performance.now();
    cpuSeconds();
    if (args['skip-dry-run']) {
      await database.db
        .updateTable('import_run')
        .set({ status: 'checked', mapping_json: JSON.stringify(proposal.mapping) })
        .where('id', '=', view.id)
        .execute();
    } else {
      await call('/importFile/dryRun', {
        importId: view.id,
        mapping: proposal.mapping,
        dateFormat: 'YYYY-MM-DD',
        numberFormat: 'dot',
      });
      await app.jobs.runJobsUntilIdle();
    }
    const dryMs = performance.now() - started;
    const dryCpu = cpuSeconds();
    phasePeak('dryRun');
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
    phasePeak('run');
    log(
      `${dialect}: run ${Math.round(runMs) / 1000} s, CPU ${runCpu} s, peak RSS ${peaks.run} MB, load ${os.loadavg()[0]}`,
    );
    const done = await call('/importFile/getImport', { importId: view.id });
    const exports = {};
    if (args.export) {
      for (const format of ['csv', 'xlsx']) {
        started = performance.now();
        cpuSeconds();
        const job = await call('/exportFile/start', { objectApi: 'Account', format });
        await app.jobs.runJobsUntilIdle();
        const ms = performance.now() - started;
        const exportCpu = cpuSeconds();
        phasePeak(`export ${format}`);
        const finished = await call('/exportFile/getExport', { exportId: job.id });
        if (finished.status !== 'done')
          throw new Error(`the ${format} export ${finished.status}: ${finished.error}`);
        exports[format] = {
          rows: finished.progress.done,
          columns: finished.fieldCount,
          seconds: Math.round(ms) / 1000,
          cpuSeconds: exportCpu,
          fileMb:
            Math.round(
              fs.statSync(path.join(dataDir, 'exports', `${job.id}.${format}`)).size / 1024 / 102.4,
            ) / 10,
          peakRssMb: peaks[`export ${format}`],
          loadAverage: os.loadavg()[0],
        };
        log(
          `${dialect} export ${format}: ${finished.progress.done.toLocaleString('en')} rows × ${finished.fieldCount} columns in ${exports[format].seconds} s (CPU ${exportCpu} s), peak RSS ${exports[format].peakRssMb} MB, load ${os.loadavg()[0]}`,
        );
      }
    }
    const summary = {
      dialect,
      rows: ROWS,
      fileBytes,
      skippedDryRun: args['skip-dry-run'],
      uploadCpuSeconds: uploadCpu,
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
      peakRssMbByPhase: peaks,
      exports,
      loadAverage: os.loadavg()[0],
    };
    log(
      `${dialect}: ${ROWS.toLocaleString('en')} rows — upload ${summary.uploadSeconds} s, dry run ${summary.dryRunSeconds} s (${summary.dryRunRowsPerSecond}/s), run ${summary.runSeconds} s (${summary.runRowsPerSecond}/s); CPU dry run ${dryCpu} s, run ${runCpu} s; created ${done.counts.created}, failed ${done.counts.failed}; peak RSS by phase ${JSON.stringify(peaks)} MB; load ${summary.loadAverage}`,
    );
    return summary;
  } finally {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
