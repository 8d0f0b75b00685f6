import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from './backup-restore.mjs';

/**
 * `npm run backup` / `npm run restore` (issue 21): a round trip on each database brings back every table's
 * every row (records and settings alike), every stored file byte for byte and the secret key; a target that
 * holds anything is refused with the reason.
 */
const PG_ADMIN = process.env.VELA_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-backup-test-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A data folder as the server leaves it: uploaded files in nested folders and the key of stored secrets. */
function writeFilesStore(dataDir) {
  fs.mkdirSync(path.join(dataDir, 'files', 'org_a', 'content', 'ab'), { recursive: true });
  fs.writeFileSync(
    path.join(dataDir, 'files', 'org_a', 'content', 'ab', 'abcdef'),
    Buffer.from([0, 1, 2, 255]),
  );
  fs.writeFileSync(path.join(dataDir, 'files', 'org_a', 'info.json'), '{"name":"Contract.pdf"}');
  fs.writeFileSync(path.join(dataDir, 'secret.key'), 'k'.repeat(64));
}

function filesOf(dataDir) {
  const found = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith('vela.db'))
        found[path.relative(dataDir, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(dataDir);
  return found;
}

function sqliteContents(file) {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").all();
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`select * from "${name}" order by 1`).all()]),
    );
  } finally {
    db.close();
  }
}

describe('backup and restore [sqlite]', () => {
  it('round-trips a live database in WAL mode, its files and key; refuses a folder that is not empty', async () => {
    const source = path.join(temp, 'sqlite-source');
    fs.mkdirSync(source);
    writeFilesStore(source);
    const live = new Database(path.join(source, 'vela.db'));
    live.pragma('journal_mode = WAL');
    live.exec('create table account (id text primary key, name text, amount real)');
    live.exec('create table org_setting (org_id text, key text, value text)');
    const insert = live.prepare('insert into account values (?, ?, ?)');
    for (let i = 0; i < 500; i += 1)
      insert.run(`001${String(i).padStart(5, '0')}`, `Account ${i} — ünïcode`, i * 1.5);
    live.prepare('insert into org_setting values (?, ?, ?)').run('org_a', 'currency', 'EUR');
    const file = path.join(temp, 'sqlite.tar.gz');
    // The server keeps its connection open and writing while the backup runs.
    const taken = backup(file, { dataDir: source, databaseUrl: '' });
    insert.run('00199999', 'Written during the backup', 1);
    await taken;
    const expected = sqliteContents(path.join(source, 'vela.db'));
    live.close();

    const target = path.join(temp, 'sqlite-target');
    await restore(file, { dataDir: target, databaseUrl: '' });
    const restored = sqliteContents(path.join(target, 'vela.db'));
    expect(restored.org_setting).toEqual(expected.org_setting);
    expect(restored.account.length).toBeGreaterThanOrEqual(500);
    expect(restored.account.slice(0, 500)).toEqual(expected.account.slice(0, 500));
    expect(filesOf(target)).toEqual(filesOf(source));

    await expect(restore(file, { dataDir: target, databaseUrl: '' })).rejects.toThrow(
      /is not empty \(it holds .*vela\.db/,
    );
    await expect(restore(file, { dataDir: path.join(temp, 'other'), databaseUrl: PG_ADMIN })).rejects.toThrow(
      /SQLite database: unset DATABASE_URL/,
    );
  });
});

async function pgReachable() {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const reachable = await pgReachable();

describe.skipIf(!reachable)('backup and restore [postgres]', () => {
  const stamp = `${process.pid}_${Date.now().toString(36)}`;
  const names = { source: `vela_bk_src_${stamp}`, target: `vela_bk_dst_${stamp}` };
  const urlOf = (name) => {
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: PG_ADMIN });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const contents = async (name) => {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      );
      const all = {};
      for (const { table_name } of rows)
        all[table_name] = (await client.query(`select * from "${table_name}" order by 1`)).rows;
      return all;
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`create database ${names.source}`);
    await admin(`create database ${names.target}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${names.source} with (force)`);
    await admin(`drop database if exists ${names.target} with (force)`);
  });

  it('round-trips the database through pg_dump with the files; refuses a database that is not empty', async () => {
    const client = new pg.Client({ connectionString: urlOf(names.source) });
    await client.connect();
    await client.query(
      'create table account (id text primary key, name text, amount numeric(18,2), born date)',
    );
    await client.query('create table org_setting (org_id text, key text, value jsonb)');
    await client.query(
      "insert into account select '001' || lpad(i::text, 5, '0'), 'Account ' || i || ' — ünïcode', i * 1.5, date '2026-01-01' + i from generate_series(1, 500) as i",
    );
    await client.query(`insert into org_setting values ('org_a', 'currency', '{"code":"EUR"}')`);
    await client.end();
    const source = path.join(temp, 'pg-source');
    fs.mkdirSync(source);
    writeFilesStore(source);
    const file = path.join(temp, 'pg.tar.gz');
    await backup(file, { dataDir: source, databaseUrl: urlOf(names.source) });

    const target = path.join(temp, 'pg-target');
    await restore(file, { dataDir: target, databaseUrl: urlOf(names.target) });
    expect(await contents(names.target)).toEqual(await contents(names.source));
    expect(filesOf(target)).toEqual(filesOf(source));

    await expect(
      restore(file, { dataDir: path.join(temp, 'pg-again'), databaseUrl: urlOf(names.target) }),
    ).rejects.toThrow(/database of DATABASE_URL is not empty \(2 tables\)/);
    await expect(restore(file, { dataDir: path.join(temp, 'pg-none'), databaseUrl: '' })).rejects.toThrow(
      /PostgreSQL database: set DATABASE_URL/,
    );
  });
});
