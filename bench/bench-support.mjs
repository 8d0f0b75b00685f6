import { spawn } from 'node:child_process';
// Small helpers the benchmarks share: percentiles and the row the bare-SQL insert writes.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export function summarise(times) {
  const round = (value) => Math.round(value * 1000) / 1000;
  return {
    count: times.length,
    median: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    mean: round(times.reduce((sum, time) => sum + time, 0) / times.length),
  };
}

/** A row in the account table's platform columns plus two fields: what a bare INSERT writes. */
export function bareInsertRow(i, ownerId) {
  const now = new Date().toISOString();
  const id = `001zz${randomBytes(10).toString('base64url').slice(0, 13)}`;
  return [id, `Bare insert ${i} ${id}`, ownerId, ownerId, now, ownerId, now, 'Retail', '+1 555 0100'];
}

// The real server driven over HTTP, shared by the standalone benches (list views, global search).
const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// VELA_BENCH_API_KEY: the key a reused data folder was first started with.
export const benchApiKey = process.env.VELA_BENCH_API_KEY || `vela_bench_${randomBytes(16).toString('hex')}`;
export const log = (line) => process.stdout.write(`${line}\n`);

export function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: benchRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

export async function startServer(env) {
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: benchRoot,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${text}`)));
  });
  return { child, base: `http://127.0.0.1:${port}/api` };
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One envelope call with the API key; a failed answer throws, so a broken call cannot look fast. */
export async function call(base, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${benchApiKey}` },
    body: JSON.stringify({ head: { appType: 'bench', appVersion: '1.0.0' }, body }),
  });
  const json = await response.json();
  if (!json.result) throw new Error(`${url} failed: ${json.returnCode} ${json.returnInfo}`);
  return json.data;
}

export async function timed(label, count, once) {
  for (let i = 0; i < Math.min(20, count); i++) await once(-1 - i);
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  const summary = summarise(times);
  log(
    `  ${label}: median ${summary.median.toFixed(2)} ms, p95 ${summary.p95.toFixed(2)} ms (${count} calls)`,
  );
  return summary;
}

// Headless Chromium as the browser benches drive it. Keep in step with e2e/support/chromium.ts.
export const CHROMIUM_PATH = process.env.VELA_CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO_ADMIN = {
  email: 'admin@vela.local',
  password: process.env.VELA_ADMIN_PASSWORD || 'Vela-demo-2026',
};

/** Signs the demo administrator in through the login page and waits for the home page. */
export async function signInAsAdmin(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 60_000 });
}
