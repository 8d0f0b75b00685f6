import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, type DialectName, openPostgres, openSqlite } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoOrgIfEmpty } from '../db/seed.js';
import { syncObjectCatalogue } from '../modules/metadata/index.js';
import {
  adminQuery,
  isPostgresReachable,
  POSTGRES_ADMIN_URL,
  POSTGRES_REQUIRED,
  withDatabase,
} from './postgres-admin.js';
import { testConfig } from './test-app.js';

/**
 * A test database starts as one of these: only migrated (as a server start finds it), with the catalogue, or
 * with the demo organisation seeded as `createTestApp({ seed: true })` seeds it (default configuration).
 */
export type TemplateKind = 'migrated' | 'catalogue' | 'seeded';
/** Per dialect: the SQLite file, or the PostgreSQL database name, each test database is copied from. */
export type DatabaseTemplates = Partial<Record<DialectName, Record<TemplateKind, string>>>;

declare module 'vitest' {
  export interface ProvidedContext {
    velaDatabaseTemplates: DatabaseTemplates;
  }
}

async function prepare(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  try {
    await migrateToLatest(handle);
    if (kind !== 'migrated') await syncObjectCatalogue(handle);
    if (kind === 'seeded') await seedDemoOrgIfEmpty(handle, testConfig());
  } finally {
    await handle.destroy();
  }
}

/**
 * Vitest global setup of the server tests: the migrations and the catalogue sync run once per run and
 * database, not once per suite (they took 2-4 s each, for about 220 suites); each suite's database is
 * a copy of a template (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL). The demo
 * organisation is seeded once too, for the suites that start from it (3-6 s a database on a loaded machine).
 */
export default async function setupDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-templates-'));
  const suffix = randomBytes(4).toString('hex');
  const kinds: TemplateKind[] = ['migrated', 'catalogue', 'seeded'];
  const templates: DatabaseTemplates = {};
  const postgresNames: string[] = [];

  const sqlite = Object.fromEntries(kinds.map((kind) => [kind, path.join(dir, `${kind}.db`)])) as Record<
    TemplateKind,
    string
  >;
  const sqliteReady = Promise.all(kinds.map((kind) => prepare(openSqlite(sqlite[kind]), kind)));
  let postgresReady: Promise<unknown> = Promise.resolve();
  if (POSTGRES_REQUIRED || (await isPostgresReachable())) {
    const names = Object.fromEntries(
      kinds.map((kind) => [kind, `vela_template_${kind}_${suffix}`]),
    ) as Record<TemplateKind, string>;
    postgresNames.push(...Object.values(names));
    postgresReady = Promise.all(
      kinds.map(async (kind) => {
        await adminQuery(`create database ${names[kind]}`);
        await prepare(openPostgres(withDatabase(POSTGRES_ADMIN_URL, names[kind]), 4), kind);
      }),
    );
    templates.postgres = names;
  }
  await Promise.all([sqliteReady, postgresReady]);
  templates.sqlite = sqlite;
  project.provide('velaDatabaseTemplates', templates);

  return async () => {
    for (const name of postgresNames) await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
