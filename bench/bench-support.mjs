import { spawn } from 'node:child_process';
// Small helpers the benchmarks share: percentiles and the row the bare-SQL insert writes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
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

// ---- Scratch databases, shared by the benches that seed their own (issue 17: one copy, not five) ----

/** The PostgreSQL server the benches make their throwaway databases on. */
export const PG_ADMIN_URL =
  process.env.VELA_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new empty PostgreSQL database (`<prefix>_<random>`): its URL and the drop that removes it. */
export async function scratchPostgres(prefix = 'vela_bench') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `body(env)` with the environment that points the server (or the seed CLI) at a scratch database:
 * a temporary data folder for SQLite, a throwaway database for PostgreSQL; removed afterwards.
 */
export async function withScratchEnv(dialect, prefix, apiKey, body) {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    try {
      return await body({ VELA_DATA_DIR: dataDir, VELA_ADMIN_API_KEY: apiKey });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const scratch = await scratchPostgres(`vela_bench_${prefix.replace(/[^a-z0-9]/g, '_')}`);
  try {
    return await body({ DATABASE_URL: scratch.url, VELA_ADMIN_API_KEY: apiKey });
  } finally {
    await scratch.drop();
  }
}

/** Generates `records` accounts with the seed CLI into the database `env` names, and logs how long it took. */
export async function generateWithSeedCli(dialect, env, records) {
  log(`\n== ${dialect}: generating ${records.toLocaleString('en')} accounts`);
  const started = performance.now();
  await run(process.execPath, ['packages/server/dist/seed-cli.js', '--records', String(records)], env);
  const seconds = (performance.now() - started) / 1000;
  log(`  generated in ${seconds.toFixed(0)} s`);
  return seconds;
}

/** Starts the built server on `env`, runs `measure(base, pid)` and stops the server whatever happens. */
export async function withServer(env, measure) {
  const { child, base } = await startServer(env);
  try {
    return await measure(base, child.pid);
  } finally {
    await stopServer(child);
  }
}

/** A built server file of this tree, or of another checkout's (`root`: a benchmark of older code). */
const dist = (file, root = benchRoot) => path.join(root, 'packages/server/dist', file);

/**
 * An in-process database for the benches that call server functions directly: a scratch SQLite file or
 * PostgreSQL database, migrated, with the catalogue and the demo organisation. `configEnv` adds settings
 * (an admin API key, say). Answers the database, the config it was seeded with and the cleanup.
 */
export async function openSeededDatabase(dialect, prefix, configEnv = {}, { root = benchRoot } = {}) {
  const { openPostgres, openSqlite } = await import(dist('db/database.js', root));
  const { migrateToLatest } = await import(dist('db/migrate.js', root));
  const { seedDemoOrgIfEmpty } = await import(dist('db/seed.js', root));
  const { syncObjectCatalogue } = await import(dist('modules/metadata/index.js', root));
  const { readConfig } = await import(dist('config.js', root));
  let database;
  let cleanup;
  // Where the database is, for a bench that opens it again from another process.
  let location;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    location = path.join(dir, 'vela.db');
    database = openSqlite(location);
    cleanup = async () => {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const scratch = await scratchPostgres();
    location = scratch.url;
    database = openPostgres(scratch.url, 4);
    cleanup = async () => {
      await database.destroy();
      await scratch.drop();
    };
  }
  const config = { ...readConfig({ VELA_DATA_DIR: '/tmp/unused', ...configEnv }), logLevel: 'silent' };
  try {
    await migrateToLatest(database);
    // Code older than 27 Nov synchronised the object catalogue inside its migrations.
    await syncObjectCatalogue?.(database);
    await seedDemoOrgIfEmpty(database, config);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, config, cleanup, location };
}

/** Makes an object's records private for the organisation, so the measured calls run the full access filter. */
export async function makePrivate(database, orgId, objectId) {
  await database.db
    .insertInto('access_owd')
    .values({ org_id: orgId, object_id: objectId, default_access: 'private' })
    .onConflict((c) => c.columns(['org_id', 'object_id']).doUpdateSet({ default_access: 'private' }))
    .execute();
}

/** Generates `count` records of an object in-process (the seed CLI's code) and logs how long it took. */
export async function generateTimed(database, label, options) {
  const { generateRecords } = await import(dist('modules/demo-data/index.js'));
  const started = performance.now();
  await generateRecords(database, options);
  const seconds = (performance.now() - started) / 1000;
  log(
    `${label}: ${options.count.toLocaleString('en')} ${options.objectApi} records generated in ${seconds.toFixed(0)} s`,
  );
  return seconds;
}

/** Writes a bench's results as JSON and says where. */
export function writeResults(out, results) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nResults written to ${path.relative(benchRoot, out)}`);
}

/**
 * The built server in-process on a seeded scratch database (Fastify inject, the administrator's API key):
 * `body({ app, database, config, call })` runs with it, and the app and database are closed afterwards.
 * `call(url, body)` throws on a refused answer, so a broken call cannot look fast.
 */
export async function withInjectedApp(dialect, prefix, body, { root = benchRoot } = {}) {
  const apiKey = `bench-${randomBytes(16).toString('hex')}`;
  const { database, config, cleanup } = await openSeededDatabase(
    dialect,
    prefix,
    { VELA_ADMIN_API_KEY: apiKey },
    { root },
  );
  const { buildApp } = await import(dist('app.js', root));
  let app;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const call = async (url, payload) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${apiKey}` },
        payload: { head: { appType: 'bench', appVersion: '1' }, body: payload },
      });
      const json = answer.json();
      if (!json.result) throw new Error(`${url}: ${answer.body.slice(0, 300)}`);
      return json.data;
    };
    return await body({ app, database, config, call });
  } finally {
    await app?.close();
    await cleanup();
  }
}

/** The demo administrator as a signed-in user (CurrentUser), for benches that call a module directly. */
export async function demoAdminUser(database) {
  const admin = await database.db
    .selectFrom('app_user')
    .select(['id', 'org_id', 'email', 'name', 'profile_id'])
    .where('email', '=', 'admin@vela.local')
    .executeTakeFirstOrThrow();
  return {
    userId: admin.id,
    orgId: admin.org_id,
    email: admin.email,
    name: admin.name,
    isPartner: false,
    partnerAccountId: null,
    profileId: admin.profile_id,
    roleId: null,
    sessionId: null,
    channelId: null,
  };
}
