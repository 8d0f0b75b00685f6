import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('SQLite statement cache', () => {
  it('hands back the same statement for the same SQL, and it sees columns added later', () => {
    const raw = new SQLite(':memory:');
    const cached = withStatementCache(raw);
    raw.exec('create table t (a integer); insert into t values (1)');
    const first = cached.prepare('select * from t');
    expect(cached.prepare('select * from t')).toBe(first);
    raw.exec('alter table t add column b text');
    expect(cached.prepare('select * from t').all([])).toEqual([{ a: 1, b: null }]);
    cached.close();
  });

  it('gives a fresh statement while the cached one is still iterating, and forgets the least used', () => {
    const raw = new SQLite(':memory:');
    const cached = withStatementCache(raw, 2);
    raw.exec('create table t (a integer); insert into t values (1), (2)');
    const streaming = cached.prepare('select a from t');
    const rows = streaming.iterate([]);
    rows.next();
    const other = cached.prepare('select a from t');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ a: 1 }, { a: 2 }]);
    rows.return?.();
    const one = cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).not.toBe(one);
    cached.close();
  });
});
