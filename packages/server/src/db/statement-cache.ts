import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs
 * more than running a short indexed query (a fifth of a record read's time
 * went to it). better-sqlite3 statements are reusable and SQLite re-prepares
 * them by itself after a schema change, so keep the most recently used ones
 * by SQL text. A statement still iterating (a streamed query) cannot run
 * again until it is done; then the caller gets a fresh one.
 */
export function withStatementCache(database: SQLite.Database, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sqlText: string) {
      const cached = statements.get(sqlText);
      if (cached) {
        if (cached.busy) return database.prepare(sqlText);
        // Map order is insertion order: re-inserting keeps the least recently used first.
        statements.delete(sqlText);
        statements.set(sqlText, cached);
        return cached;
      }
      const statement = database.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
