// Backup and restore of a Vela installation (issue 21): the database (SQLite through its online backup API,
// PostgreSQL through pg_dump) and the data folder's files store and secret key, in one .tar.gz file.
// scripts/backup.mjs and scripts/restore.mjs are the command lines; the round-trip test calls these.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export const BACKUP_FORMAT = 'vela-backup-1';
/** What of the data folder a backup keeps besides the database: uploaded files and the key of stored secrets. */
const KEPT_ENTRIES = ['files', 'secret.key'];
const SQLITE_FILE = 'vela.db';
const PG_DUMP_FILE = 'database.pgdump';

/** The settings the server reads, the same way (VELA_DATA_DIR, DATABASE_URL). */
export function targetFromEnv(env = process.env) {
  return {
    dataDir: path.resolve(env.VELA_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || '',
  };
}

export class BackupError extends Error {}

function run(command, args) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        `${command} is not installed: install the PostgreSQL client of your server (Debian: apt-get install postgresql-client-15)`,
      );
    }
    throw new BackupError(`${command} failed: ${String(error.stderr || error.message).trim()}`);
  }
}

/**
 * Writes a consistent snapshot of the running installation to `file`: the server may keep serving, since
 * SQLite's online backup copies page by page under its own locks and pg_dump reads in one transaction.
 */
export async function backup(file, target = targetFromEnv()) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-backup-'));
  try {
    let database;
    if (target.databaseUrl) {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, PG_DUMP_FILE),
        target.databaseUrl,
      ]);
      database = 'postgres';
    } else {
      const source = path.join(target.dataDir, SQLITE_FILE);
      if (!fs.existsSync(source)) throw new BackupError(`There is no database to back up at ${source}`);
      const db = new Database(source, { fileMustExist: true });
      try {
        await db.backup(path.join(work, SQLITE_FILE));
      } finally {
        db.close();
      }
      database = 'sqlite';
    }
    for (const entry of KEPT_ENTRIES) {
      const from = path.join(target.dataDir, entry);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(work, entry), { recursive: true });
    }
    const manifest = { format: BACKUP_FORMAT, database, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    run('tar', ['-czf', path.resolve(file), '-C', work, '.']);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Tables in the target PostgreSQL database outside the system schemas: a restore only goes into an empty one. */
async function postgresTableCount(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Brings a backup back into an empty data folder (and, for PostgreSQL, an empty database); refuses anything else. */
export async function restore(file, target = targetFromEnv()) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-restore-'));
  try {
    run('tar', ['-xzf', path.resolve(file), '-C', work]);
    const manifestPath = path.join(work, 'manifest.json');
    const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
    if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Vela backup`);
    if (manifest.database === 'postgres' && !target.databaseUrl) {
      throw new BackupError(
        'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore into',
      );
    }
    if (manifest.database === 'sqlite' && target.databaseUrl) {
      throw new BackupError(
        'This backup is of a SQLite database: unset DATABASE_URL to restore into the data folder',
      );
    }
    const present = fs.existsSync(target.dataDir)
      ? fs
          .readdirSync(target.dataDir)
          .filter((entry) => entry === SQLITE_FILE || KEPT_ENTRIES.includes(entry))
      : [];
    if (present.length > 0) {
      throw new BackupError(
        `The data folder ${target.dataDir} is not empty (it holds ${present.join(', ')}): restore only into an empty one, so nothing is overwritten`,
      );
    }
    if (manifest.database === 'postgres') {
      const tables = await postgresTableCount(target.databaseUrl);
      if (tables > 0) {
        throw new BackupError(
          `The database of DATABASE_URL is not empty (${tables} tables): restore only into an empty database, so nothing is overwritten`,
        );
      }
      run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--dbname',
        target.databaseUrl,
        path.join(work, PG_DUMP_FILE),
      ]);
    }
    fs.mkdirSync(target.dataDir, { recursive: true });
    if (manifest.database === 'sqlite')
      fs.copyFileSync(path.join(work, SQLITE_FILE), path.join(target.dataDir, SQLITE_FILE));
    for (const entry of KEPT_ENTRIES) {
      const from = path.join(work, entry);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(target.dataDir, entry), { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The command lines' shared ending: one line saying what happened, or why not. */
export async function runCommand(name, work) {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    process.stderr.write(`Usage: npm run ${name} -- <file.tar.gz>\n`);
    process.exit(2);
  }
  try {
    const message = await work(file);
    process.stdout.write(`${message}\n`);
  } catch (error) {
    process.stderr.write(`${name} refused: ${error instanceof BackupError ? error.message : error.stack}\n`);
    process.exit(1);
  }
}
