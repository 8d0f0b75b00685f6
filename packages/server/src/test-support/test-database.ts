import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, type DialectName, openPostgres, openSqlite } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { syncObjectCatalogue } from '../modules/metadata/index.js';

/**
 * Server tests run against both databases. SQLite gets a temporary file;
 * PostgreSQL a fresh database on VELA_TEST_DATABASE_URL (default: the local
 * server) that is dropped afterwards. Where PostgreSQL cannot be reached the
 * PostgreSQL half is skipped, except in CI (CI=true or VELA_REQUIRE_POSTGRES=1),
 * where that is a failure.
 */
const POSTGRES_ADMIN_URL =
  process.env.VELA_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_REQUIRED = process.env.CI === 'true' || process.env.VELA_REQUIRE_POSTGRES === '1';

let postgresReachable: Promise<boolean> | undefined;
async function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresReachable;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What a server start does to a database before it seeds: the migrations, then the catalogue sync. */
async function prepare(handle: DatabaseHandle, catalogue: boolean): Promise<void> {
  await migrateToLatest(handle);
  if (catalogue) await syncObjectCatalogue(handle);
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dialect: DialectName;
  /** The SQLite file or the PostgreSQL URL: a second process opens the same database with it. */
  location: string;
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database of the given dialect, its standard objects installed (`catalogue: false`:
 * only migrated, as a server start finds it before the catalogue sync).
 */
export async function createTestDatabase(
  dialect: DialectName,
  { catalogue = true }: { catalogue?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-test-'));
    const file = path.join(dir, 'vela.db');
    const handle = openSqlite(file);
    await prepare(handle, catalogue);
    return {
      handle,
      dialect,
      location: file,
      dispose: async () => {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!(await isPostgresReachable())) {
    throw new Error(`PostgreSQL is required for this test run but ${POSTGRES_ADMIN_URL} cannot be reached`);
  }
  const name = `vela_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = withDatabase(POSTGRES_ADMIN_URL, name);
  const handle = openPostgres(url, 4);
  await prepare(handle, catalogue);
  return {
    handle,
    dialect,
    location: url,
    dispose: async () => {
      await handle.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function dialectsUnderTest(): Promise<DialectName[]> {
  if (POSTGRES_REQUIRED || (await isPostgresReachable())) return ['sqlite', 'postgres'];
  return ['sqlite'];
}

const DIALECTS = await dialectsUnderTest();

/**
 * Runs a suite once per database. `getDatabase()` is valid inside tests and
 * hooks; the database is created before the suite and dropped after it.
 */
export function describeEachDatabase(title: string, suite: (getDatabase: () => TestDatabase) => void): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(dialect);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      suite(() => {
        if (!database) throw new Error('the test database is not ready yet');
        return database;
      });
    });
  }
}
