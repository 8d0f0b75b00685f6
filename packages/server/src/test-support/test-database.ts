import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DatabaseHandle, type DialectName, openPostgres, openSqlite } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoOrgIfEmpty } from '../db/seed.js';
import { syncObjectCatalogue } from '../modules/metadata/index.js';
import type { DatabaseTemplates, TemplateKind } from './database-templates.js';
import {
  adminQuery,
  isPostgresReachable,
  POSTGRES_ADMIN_URL,
  POSTGRES_REQUIRED,
  withDatabase,
} from './postgres-admin.js';
import { testConfig } from './test-app.js';

/**
 * Server tests run against both databases. SQLite gets a temporary file; PostgreSQL a fresh database on
 * the test server (postgres-admin.ts) that is dropped afterwards. Both start as a copy of a template the
 * run's global setup migrated once (database-templates.ts); outside that setup they are migrated here.
 */
const TEMPLATES: DatabaseTemplates = inject('velaDatabaseTemplates') ?? {};

/** What a server start does to a database: the migrations, the catalogue sync, then (first start) the seed. */
async function prepare(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  await migrateToLatest(handle);
  if (kind !== 'migrated') await syncObjectCatalogue(handle);
  if (kind === 'seeded') await seedDemoOrgIfEmpty(handle, testConfig());
}

/** How a test database starts: its standard objects installed (default), only migrated, or seeded. */
export interface TestDatabaseOptions {
  /** false: only migrated, as a server start finds it before the catalogue sync. */
  catalogue?: boolean;
  /**
   * The demo organisation already seeded with the default test configuration (a copy of a seeded
   * template): `createTestApp({ seed: true })` then finds it and seeds nothing.
   */
  seeded?: boolean;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dialect: DialectName;
  /** The SQLite file or the PostgreSQL URL: a second process opens the same database with it. */
  location: string;
  dispose(): Promise<void>;
}

/** A migrated database of the given dialect, as `options` says it starts. */
export async function createTestDatabase(
  dialect: DialectName,
  { catalogue = true, seeded = false }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const kind: TemplateKind = seeded ? 'seeded' : catalogue ? 'catalogue' : 'migrated';
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-test-'));
    const file = path.join(dir, 'vela.db');
    const template = TEMPLATES.sqlite?.[kind];
    if (template) fs.copyFileSync(template, file);
    const handle = openSqlite(file);
    if (!template) await prepare(handle, kind);
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
  const template = TEMPLATES.postgres?.[kind];
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = withDatabase(POSTGRES_ADMIN_URL, name);
  const handle = openPostgres(url, 4);
  if (!template) await prepare(handle, kind);
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
export function describeEachDatabase(
  title: string,
  suite: (getDatabase: () => TestDatabase) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(dialect, options);
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

/** A suite per database, each starting with the demo organisation seeded (see TestDatabaseOptions.seeded). */
export function describeEachSeededDatabase(
  title: string,
  suite: (getDatabase: () => TestDatabase) => void,
): void {
  describeEachDatabase(title, suite, { seeded: true });
}
