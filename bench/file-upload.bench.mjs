// File upload benchmark (issue 24; never part of npm test): the built server, started as `npm start`
// starts it (SQLite in a temporary data folder, the demo org seeded), takes one 100 MB file on
// POST /api/file/upload as a browser sends it (multipart/form-data, streamed over one HTTP request).
// The organisation's file-size limit (settings_json.fileSizeLimit, default 10485760 bytes) is raised
// to 200 MB first: the limit is a setting. The server's resident memory (VmRSS of its process, read from
// /proc every 20 ms) is sampled before and during the upload; the upload streams to disk while it is
// hashed, so the peak should not grow with the file. A 10 MB upload is measured the same way for comparison.
// Run: npm run build (or npx tsc -b packages/core packages/server), then node bench/file-upload.bench.mjs [--mb 100]
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { benchApiKey, log, startServer, stopServer } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '100' },
    out: { type: 'string', default: path.join(root, 'bench/results/file-upload.json') },
  },
});
const MB = 1024 * 1024;

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Streams a multipart body of `bytes` pseudo-random bytes to /file/upload; answers the envelope and the time. */
function upload(base, bytes, pid) {
  const boundary = `----vela-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${bytes}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(MB);
  const hash = createHash('sha256');
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/file/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${benchApiKey}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + bytes + tail.length),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (part) => {
        text += part;
      });
      response.on('end', () => {
        clearInterval(sampler);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const envelope = JSON.parse(text);
        if (!envelope.result) reject(new Error(`upload refused: ${envelope.returnInfo}`));
        else resolve({ ms, peak, sha256: hash.digest('hex'), data: envelope.data });
      });
    });
    request.on('error', reject);
    request.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(MB, bytes - sent));
        // Each megabyte differs, so nothing repeats (no accidental dedup between the runs).
        part.writeUInt32BE(sent / MB, 0);
        hash.update(part);
        sent += part.length;
        if (!request.write(Buffer.from(part))) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    pump();
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-bench-files-'));
const { child, base } = await startServer({ VELA_DATA_DIR: dataDir, VELA_ADMIN_API_KEY: benchApiKey });
const results = { node: process.version, cores: os.cpus().length, load: os.loadavg()[0], runs: [] };
try {
  const sqlite = new Database(path.join(dataDir, 'vela.db'));
  sqlite
    .prepare("update organization set settings_json = json_set(settings_json, '$.fileSizeLimit', ?)")
    .run(200 * MB);
  sqlite.close();
  // Let the freshly started server settle (start-up jobs), then take its resting memory.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const size of [10, Number(args.mb)]) {
    const before = rssOf(child.pid);
    const { ms, peak, data } = await upload(base, size * MB, child.pid);
    const run = {
      mb: size,
      seconds: +(ms / 1000).toFixed(2),
      mbPerSecond: +(size / (ms / 1000)).toFixed(1),
      rssBeforeMb: +(before / MB).toFixed(1),
      rssPeakMb: +(peak / MB).toFixed(1),
      rssGrowthMb: +((peak - before) / MB).toFixed(1),
      stored: data.size === size * MB,
    };
    results.runs.push(run);
    log(
      `${size} MB: ${run.seconds} s (${run.mbPerSecond} MB/s); server RSS ${run.rssBeforeMb} MB before, peak ${run.rssPeakMb} MB (+${run.rssGrowthMb} MB); stored ${run.stored}`,
    );
  }
} finally {
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
