import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-database.js';
import { executePrepared } from './database.js';

describeEachDatabase('hot statements keep their plan (S3 engine speed)', (getDatabase) => {
  it('a kept `select *` statement still answers, with the new column, after its table gains one', async () => {
    const { handle } = getDatabase();
    await sql`create table prepared_probe (id varchar(20) primary key, name varchar(80))`.execute(handle.db);
    await sql`insert into prepared_probe (id, name) values ('a1', 'Acme')`.execute(handle.db);
    const read = () =>
      executePrepared<Record<string, unknown>>(
        handle,
        sql`select prepared_probe.* from prepared_probe where id = ${'a1'}`.compile(handle.db),
      );
    // Past PostgreSQL's five custom plans, so the generic plan is the one being kept.
    for (let i = 0; i < 7; i++) expect((await read()).rows).toEqual([{ id: 'a1', name: 'Acme' }]);
    await sql`alter table prepared_probe add column city varchar(40)`.execute(handle.db);
    await sql`update prepared_probe set city = 'Lyon'`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 'a1', name: 'Acme', city: 'Lyon' }]);
    expect((await read()).rows).toEqual([{ id: 'a1', name: 'Acme', city: 'Lyon' }]);
  });

  it('a bad parameter is refused as it would be unprepared, and the statement works after', async () => {
    const { handle } = getDatabase();
    const count = (limit: unknown) =>
      executePrepared<{ n: number }>(
        handle,
        sql`select count(*) as n from (select 1 from prepared_probe limit ${limit}) as rows`.compile(
          handle.db,
        ),
      );
    if (handle.dialect === 'postgres') await expect(count('not a number')).rejects.toThrow(/invalid input/);
    expect(Number((await count(5)).rows[0]?.n)).toBe(1);
  });

  it('a statement may ask for one generic plan (PostgreSQL), and answers as it would otherwise', async () => {
    const { handle } = getDatabase();
    const mode = (plan: 'auto' | 'generic') =>
      executePrepared<{ mode: string }>(
        handle,
        (handle.dialect === 'postgres'
          ? sql`select current_setting('plan_cache_mode') as mode where ${1} = 1`
          : sql`select 'auto' as mode where ${1} = 1`
        ).compile(handle.db),
        plan,
      );
    expect((await mode('auto')).rows).toEqual([{ mode: 'auto' }]);
    const generic = handle.dialect === 'postgres' ? 'force_generic_plan' : 'auto';
    for (let i = 0; i < 3; i++) expect((await mode('generic')).rows).toEqual([{ mode: generic }]);
    // The main pool's connections keep PostgreSQL's own choice.
    expect((await mode('auto')).rows).toEqual([{ mode: 'auto' }]);
  });
});
