// Export benchmark (issue 21; never part of npm test): N generated accounts (default 100,000) exported by the
// demo system administrator through /exportFile/start on the built server, in-process (Fastify inject, an API
// key), as XLSX and as CSV, every field they may see, on the job runner. Reports rows per second, the file's
// size and the process's peak resident memory (the writer streams: memory should not grow with N).
// Run: node bench/export.bench.mjs [--rows N] [--only sqlite|postgres] after `npx tsc -b packages/core packages/server`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(root, 'packages/server/dist', file);
const { buildApp } = await import(dist('app.js'));
const { generateTimed, openSeededDatabase, writeResults } = await import('./bench-support.mjs');

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench/results/export.json') },
  },
});
const ROWS = Number(args.rows);
const API_KEY = `bench-${randomBytes(16).toString('hex')}`;
const log = (line) => process.stdout.write(`${line}\n`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

async function runOn(dialect) {
  const { database, config, cleanup } = await openSeededDatabase(dialect, 'vela-export-bench', {
    VELA_ADMIN_API_KEY: API_KEY,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-export-bench-files-'));
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
    const org = await database.db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    await generateTimed(database, dialect, { objectApi: 'Account', count: ROWS, orgId: org.id, seed: 21 });
    const summary = { dialect, rows: ROWS };
    for (const format of ['xlsx', 'csv']) {
      peakRss = process.memoryUsage().rss;
      const before = peakRss;
      const started = performance.now();
      const view = await call('/exportFile/start', { objectApi: 'Account', format });
      await app.jobs.runJobsUntilIdle();
      const ms = performance.now() - started;
      const done = await call('/exportFile/getExport', { exportId: view.id });
      if (done.status !== 'done') throw new Error(`the ${format} export ${done.status}: ${done.error}`);
      const bytes = fs.statSync(path.join(dataDir, 'exports', `${view.id}.${format}`)).size;
      summary[format] = {
        exportedRows: done.progress.done,
        columns: done.fieldCount,
        seconds: Math.round(ms) / 1000,
        rowsPerSecond: Math.round((done.progress.done / ms) * 1000),
        fileMb: Math.round(bytes / 1024 / 102.4) / 10,
        rssBeforeMb: Math.round(before / 1024 / 1024),
        peakRssMb: Math.round(peakRss / 1024 / 1024),
      };
      log(
        `${dialect} ${format}: ${done.progress.done.toLocaleString('en')} rows × ${done.fieldCount} columns in ${summary[format].seconds} s (${summary[format].rowsPerSecond}/s), ${summary[format].fileMb} MB; RSS ${summary[format].rssBeforeMb} → peak ${summary[format].peakRssMb} MB`,
      );
    }
    summary.loadAverage = os.loadavg()[0];
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
