import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, type QueryResult, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type PlanChoice, PreparedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL only: named statements for the hot paths (see prepared-statements.ts). */
  prepared?: PreparedStatements;
  /**
   * A transaction's handle: the handle it was opened from. Per-process caches of committed state (the
   * metadata snapshot) are read through it, so a transaction does not load them again.
   */
  outer?: DatabaseHandle;
  /**
   * SQLite only: the database file, for a separate read-only connection in another process (custom SQL
   * reports run there, so a query past its time limit can be stopped); absent for ':memory:'.
   */
  sqliteFile?: string;
  destroy(): Promise<void>;
}

/**
 * Runs a hot statement with its plan kept: a named statement on PostgreSQL; SQLite's statement
 * cache already keeps every prepared statement. Inside a transaction it runs as any other
 * statement there, since the named one would take its own pooled connection.
 */
export function executePrepared<Row>(
  database: DatabaseHandle,
  compiled: CompiledQuery,
  /** PostgreSQL: 'generic' plans once per connection (see PlanChoice); SQLite has no such choice. */
  plan: PlanChoice = 'auto',
): Promise<QueryResult<Row>> {
  if (database.prepared && !database.db.isTransaction) return database.prepared.execute<Row>(compiled, plan);
  return database.db.executeQuery<Row>(compiled);
}

// PostgreSQL's int8 and numeric come back as strings by default; our counts and ids fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    ...(file !== ':memory:' ? { sqliteFile: path.resolve(file) } : {}),
    destroy: () => db.destroy(),
  };
}

function openPool(options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(options);
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash
  // the process; the pool replaces it and the next query reconnects.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  return pool;
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = openPool({ connectionString, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const prepared = new PreparedStatements(pool, (options) => openPool({ connectionString, ...options }));
  return {
    db,
    dialect: 'postgres',
    prepared,
    destroy: async () => {
      await prepared.close();
      await db.destroy();
    },
  };
}

/** DATABASE_URL picks PostgreSQL; otherwise the embedded SQLite file in the data folder. */
export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(options.databaseUrl);
  }
  return openSqlite(path.join(options.dataDir, 'vela.db'));
}
