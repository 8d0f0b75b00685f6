import type { ImportReasonCode } from '@vela/core';

/** A database failure as an import reason: what a person can act on, the driver's own words kept aside. */
export interface DatabaseFailure {
  code: Extract<ImportReasonCode, 'dbBusy' | 'dbUnavailable' | 'dbFull' | 'dbConstraint' | 'dbFailed'>;
  /** The error as the driver said it: for the administrator (stored with the reason, never shown). */
  detail: string;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * Sorts an error of better-sqlite3 (`SQLITE_BUSY`, `SQLITE_FULL`, `SQLITE_CONSTRAINT_UNIQUE`, …) or of
 * node-postgres (SQLSTATE: class 23 integrity, 40 serialization and deadlock, 53 resources, 08 and 57P0x
 * connection) or of the socket under it into the few reasons a person can do something about.
 */
export function databaseFailure(error: unknown): DatabaseFailure {
  const detail = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return { code: failureCode(code, detail), detail };
}

function failureCode(code: string, message: string): DatabaseFailure['code'] {
  if (code.startsWith('SQLITE_')) {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'dbBusy';
    if (code === 'SQLITE_FULL') return 'dbFull';
    // A trigger's RAISE is the database's own rule, not a broken link: said as a failure to write.
    if (code.startsWith('SQLITE_CONSTRAINT') && code !== 'SQLITE_CONSTRAINT_TRIGGER') return 'dbConstraint';
    if (code.startsWith('SQLITE_CANTOPEN')) return 'dbUnavailable';
    return 'dbFailed';
  }
  if (CONNECTION_CODES.has(code) || /^08/.test(code) || /^57P0[1-3]$/.test(code)) return 'dbUnavailable';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    if (code.startsWith('23')) return 'dbConstraint';
    if (code.startsWith('40') || code === '55P03' || code === '57014') return 'dbBusy';
    if (code.startsWith('53')) return 'dbFull';
    return 'dbFailed';
  }
  // node-postgres's own errors (no SQLSTATE) when the connection went away under a query.
  if (
    /connection terminated|connection.*(closed|ended)|timeout exceeded when trying to connect/i.test(message)
  )
    return 'dbUnavailable';
  return 'dbFailed';
}
