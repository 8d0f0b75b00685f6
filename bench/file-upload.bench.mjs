// File upload benchmark (issue 24; never part of npm test): the built server, started as `npm start`
// starts it (SQLite in a temporary data folder, the demo org seeded), takes one 100 MB file on
// POST /api/file/upload as a browser sends it (multipart/form-data, streamed over one HTTP request).
// The organisation's file-size limit (settings_json.fileSizeLimit, default 10485760 bytes) is raised
// to 200 MB (or twice --mb) first: the limit is a setting. The server's resident memory (VmRSS of its process, read from
// /proc every 20 ms) is sampled before and during the upload; the upload streams to disk while it is
// hashed, so the peak should not grow with the file. A 10 MB upload is measured the same way for comparison.
// `--store s3` does the same with the contents in an S3-compatible bucket: the S3 test server
// (packages/server/src/test-support/s3-test-server.mjs) runs in this process, the Vela server is given
// VELA_S3_* and streams each upload to it as a multipart upload; the server's RSS is what is measured.
// Its process CPU time (utime+stime from /proc) is taken around each upload: the machine is shared.
// Run: npm run build (or npx tsc -b packages/core packages/server), then
// node bench/file-upload.bench.mjs [--mb 100] [--store disk|s3|both]
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startS3TestServer } from '../packages/server/src/test-support/s3-test-server.mjs';
import { benchApiKey, log, startServer, stopServer } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '100' },
    store: { type: 'string', default: 'both' },
    out: { type: 'string', default: path.join(root, 'bench/results/file-upload.json') },
  },
});
const MB = 1024 * 1024;

/** User + system CPU seconds the process has used so far. */
function cpuOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

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

const results = { node: process.version, cores: os.cpus().length, load: os.loadavg()[0], runs: [] };

/** One server on one store: a 10 MB, then a `--mb` upload, its RSS sampled throughout. */
async function benchStore(store) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-bench-files-'));
  const bucket =
    store === 's3' ? await startS3TestServer({ accessKeyId: 'vela-bench', bucket: 'vela-bench' }) : null;
  const s3Env = bucket
    ? {
        VELA_S3_BUCKET: 'vela-bench',
        VELA_S3_ENDPOINT: bucket.endpoint,
        VELA_S3_ACCESS_KEY_ID: 'vela-bench',
        VELA_S3_SECRET_ACCESS_KEY: 'vela-bench-secret',
      }
    : {};
  const { child, base } = await startServer({
    VELA_DATA_DIR: dataDir,
    VELA_ADMIN_API_KEY: benchApiKey,
    ...s3Env,
  });
  try {
    const sqlite = new Database(path.join(dataDir, 'vela.db'));
    sqlite
      .prepare("update organization set settings_json = json_set(settings_json, '$.fileSizeLimit', ?)")
      .run(Math.max(200, 2 * Number(args.mb)) * MB);
    sqlite.close();
    // Let the freshly started server settle (start-up jobs), then take its resting memory.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const size of [10, Number(args.mb)]) {
      const before = rssOf(child.pid);
      const cpuBefore = cpuOf(child.pid);
      const { ms, peak, sha256, data } = await upload(base, size * MB, child.pid);
      const cpu = cpuOf(child.pid) - cpuBefore;
      const kept = bucket
        ? [...bucket.objects.entries()].find(([key]) =>
            key.endsWith(`/content/${sha256.slice(0, 2)}/${sha256}`),
          )
        : null;
      const run = {
        store,
        mb: size,
        seconds: +(ms / 1000).toFixed(2),
        mbPerSecond: +(size / (ms / 1000)).toFixed(1),
        serverCpuSeconds: +cpu.toFixed(2),
        rssBeforeMb: +(before / MB).toFixed(1),
        rssPeakMb: +(peak / MB).toFixed(1),
        rssGrowthMb: +((peak - before) / MB).toFixed(1),
        stored: data.size === size * MB && (!bucket || kept?.[1].length === size * MB),
        ...(bucket ? { largestS3RequestMb: +(bucket.largestRequest() / MB).toFixed(1) } : {}),
      };
      results.runs.push(run);
      log(
        `${store} ${size} MB: ${run.seconds} s (${run.mbPerSecond} MB/s, server CPU ${run.serverCpuSeconds} s); server RSS ${run.rssBeforeMb} MB before, peak ${run.rssPeakMb} MB (+${run.rssGrowthMb} MB); stored ${run.stored}`,
      );
    }
  } finally {
    await stopServer(child);
    await bucket?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const store of args.store === 'both' ? ['disk', 's3'] : [args.store]) await benchStore(store);
results.loadAfter = os.loadavg()[0];
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
