import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { databaseFailure } from './database-failure.js';

/**
 * A batch the database itself refuses (issue 21: an import's or a rollback's failure reason) is told as
 * one of a few reasons a person can act on, not as the driver's message; the driver's words are kept.
 */
describeEachDatabase('database failures as import reasons', (getDatabase) => {
  it('[S1-R-127] a real unique-key refusal and a trigger’s refusal of this database are sorted, the driver’s words kept', async () => {
    const { handle } = getDatabase();
    const table = `failure_probe_${Math.random().toString(36).slice(2, 8)}`;
    await sql.raw(`create table ${table} (id integer primary key, name text not null)`).execute(handle.db);
    try {
      await sql.raw(`insert into ${table} (id, name) values (1, 'a')`).execute(handle.db);
      const unique = await sql
        .raw(`insert into ${table} (id, name) values (1, 'b')`)
        .execute(handle.db)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(databaseFailure(unique)).toMatchObject({
        code: 'dbConstraint',
        detail: expect.stringMatching(/unique|duplicate/i),
      });
      const missing = await sql
        .raw(`insert into ${table} (id) values (2)`)
        .execute(handle.db)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(databaseFailure(missing).code).toBe('dbConstraint');
      const broken = await sql
        .raw(`select * from ${table}_absent`)
        .execute(handle.db)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(databaseFailure(broken)).toMatchObject({
        code: 'dbFailed',
        detail: expect.stringContaining('_absent'),
      });
    } finally {
      await sql.raw(`drop table ${table}`).execute(handle.db);
    }
  });
});

it('[S1-R-127] busy, unreachable and full databases of either driver are told apart', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  expect(databaseFailure(coded('SQLITE_BUSY')).code).toBe('dbBusy');
  expect(databaseFailure(coded('SQLITE_BUSY_SNAPSHOT')).code).toBe('dbBusy');
  expect(databaseFailure(coded('SQLITE_FULL')).code).toBe('dbFull');
  expect(databaseFailure(coded('SQLITE_CONSTRAINT_FOREIGNKEY')).code).toBe('dbConstraint');
  expect(databaseFailure(coded('SQLITE_CONSTRAINT_TRIGGER')).code).toBe('dbFailed');
  expect(databaseFailure(coded('40P01', 'deadlock detected')).code).toBe('dbBusy');
  expect(databaseFailure(coded('40001')).code).toBe('dbBusy');
  expect(databaseFailure(coded('57014', 'canceling statement due to statement timeout')).code).toBe('dbBusy');
  expect(databaseFailure(coded('53100', 'could not extend file')).code).toBe('dbFull');
  expect(databaseFailure(coded('57P01', 'terminating connection')).code).toBe('dbUnavailable');
  expect(databaseFailure(coded('ECONNREFUSED')).code).toBe('dbUnavailable');
  expect(databaseFailure(new Error('Connection terminated unexpectedly')).code).toBe('dbUnavailable');
  expect(databaseFailure(new Error('something else')).code).toBe('dbFailed');
  expect(databaseFailure('a string').detail).toBe('a string');
});
