import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/** What a read-only run answers: column names (a name may repeat) and rows as arrays of raw values. */
export interface ReadOnlyRows {
  columns: string[];
  rows: unknown[][];
}

/** The run took longer than its limit and was stopped. */
export class QueryTimedOut extends Error {}

/**
 * The SQLite side runs in a child process of its own: better-sqlite3 offers no progress handler or
 * interrupt, and a statement runs to its end on the thread that started it, so a query past its time
 * must be stopped by ending the process that runs it. The child opens the file with a read-only
 * connection (`readonly` and `query_only`), refuses a statement SQLite says could write, and returns
 * at most `limit` rows.
 */
const SQLITE_CHILD = `
const Database = require(process.argv[1]);
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  let answer;
  try {
    const { file, text, parameters, limit } = JSON.parse(input);
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('query_only = 1');
    const statement = db.prepare(text);
    if (!statement.readonly || !statement.reader) throw new Error('VELA_NOT_READ_ONLY');
    const columns = statement.columns().map((column) => column.name);
    statement.raw(true);
    const rows = [];
    for (const row of statement.iterate(...parameters)) {
      rows.push(row.map((cell) => (Buffer.isBuffer(cell) ? '[' + cell.length + ' bytes]' : typeof cell === 'bigint' ? Number(cell) : cell)));
      if (rows.length >= limit) break;
    }
    answer = { columns, rows };
  } catch (error) {
    answer = { error: String(error && error.message ? error.message : error) };
  }
  process.stdout.write(JSON.stringify(answer));
});
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

function runInSqliteChild(
  file: string,
  text: string,
  parameters: readonly unknown[],
  limit: number,
  timeoutMs: number,
): Promise<ReadOnlyRows> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SQLITE_CHILD, driverPath], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      if (timedOut) return reject(new QueryTimedOut());
      try {
        const answer = JSON.parse(output) as ReadOnlyRows & { error?: string };
        if (answer.error !== undefined) return reject(new Error(answer.error));
        resolve({ columns: answer.columns, rows: answer.rows });
      } catch {
        reject(new Error(errors.split('\n')[0] || 'the query process ended without an answer'));
      }
    });
    child.stdin.end(JSON.stringify({ file, text, parameters, limit }));
  });
}

/**
 * Runs one SELECT read-only with a time limit, answering at most `limit` rows. PostgreSQL: a READ ONLY
 * transaction with a local statement_timeout. SQLite: a read-only connection in a child process ended at
 * the limit; an in-memory database (tests of other modules) has no file to open, so it runs in a
 * transaction under query_only, without the time limit.
 */
export async function runReadOnly(
  database: DatabaseHandle,
  statement: RawBuilder<unknown>,
  limit: number,
  timeoutMs: number,
): Promise<ReadOnlyRows> {
  if (database.dialect === 'sqlite' && database.sqliteFile) {
    const compiled = statement.compile(database.db);
    return runInSqliteChild(database.sqliteFile, compiled.sql, compiled.parameters, limit, timeoutMs);
  }
  const rows = await database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      await sql`set transaction read only`.execute(trx);
      await sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`).execute(trx);
      return (await sql<Record<string, unknown>>`${statement}`.execute(trx)).rows;
    }
    await sql`pragma query_only = 1`.execute(trx);
    try {
      return (await sql<Record<string, unknown>>`${statement}`.execute(trx)).rows;
    } finally {
      await sql`pragma query_only = 0`.execute(trx);
    }
  });
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  return { columns, rows: rows.slice(0, limit).map((row) => columns.map((column) => row[column])) };
}
