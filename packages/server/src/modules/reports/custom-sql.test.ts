import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { actingUser } from '../../test-support/acting-user.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { runCustomSql } from './custom-sql-run.js';

interface Answer {
  columns: string[];
  rows: unknown[][];
  truncated: boolean;
  objects: string[];
}

/**
 * Custom SQL reports (issue 19, customsql/{reportId}/{m}): an administrator's SELECT over objects by API
 * name runs inside each caller's access filter and field security, read-only, with time and row limits.
 */
describeEachDatabase('custom SQL reports', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const save = async (name: string, sql: string) =>
    (await as(org.admin).ok('/report/saveCustomSqlReport', { name, sql, isPublic: true })) as { id: string };
  const runSaved = async (user: TestUser, id: string) =>
    (await as(user).ok('/report/runCustomSql', { id })) as Answer;
  const draft = async (sql: string) => (await as(org.admin).ok('/report/runCustomSql', { sql })) as Answer;
  const refusal = async (sql: string) => {
    const { status, json } = await as(org.admin).call('/report/runCustomSql', { sql });
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json.data ?? null).toBeNull();
    return json.returnInfo as string;
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_custom_sql');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    const account = await as(org.rep).create('Account', { name: 'Sql Traders', industry: 'Banking' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number) =>
      as(owner).create('Opportunity', { name, khmc: account, stage, amount, closedate: '2026-11-10' });
    await deal(org.rep, 'Rep deal A', 'Prospecting', 100);
    await deal(org.rep, 'Rep deal B', 'Prospecting', 200);
    await deal(org.rep, 'Rep deal C', 'Qualification', 50);
    await deal(org.peer, 'Peer secret deal', 'Prospecting', 1000);
  });
  afterAll(async () => {
    await app.close();
  });

  it("[S1-R-077] a sales rep's run of a saved query answers only the rows the access filter lets them read, as the list view counts them", async () => {
    const report = await save('Deals by name', 'select name, stage, amount from Opportunity order by name');
    const byRep = await runSaved(org.rep, report.id);
    expect(byRep.columns).toEqual(['name', 'stage', 'amount']);
    expect(byRep.rows).toEqual([
      ['Rep deal A', 'Prospecting', 100],
      ['Rep deal B', 'Prospecting', 200],
      ['Rep deal C', 'Qualification', 50],
    ]);
    const listed = (await as(org.rep).ok('/view/getViewCount', { objectApi: 'Opportunity' })) as {
      count: number;
    };
    expect(byRep.rows).toHaveLength(listed.count);
    expect(JSON.stringify(byRep)).not.toContain('Peer secret');
    // The peer sees their own deal only; the administrator every one.
    expect((await runSaved(org.peer, report.id)).rows).toEqual([['Peer secret deal', 'Prospecting', 1000]]);
    expect((await runSaved(org.admin, report.id)).rows).toHaveLength(4);
    // A partner of another account reads none of them.
    expect((await runSaved(org.partnerB, report.id)).rows).toEqual([]);
  });

  it('a report folder holding a custom SQL report is not deleted (10801): the report would be left reachable by its owner and administrators only', async () => {
    const folder = (await as(org.admin).ok('/report/saveReportFolder', { name: 'SQL folder' })) as {
      id: string;
    };
    const report = (await as(org.admin).ok('/report/saveCustomSqlReport', {
      name: 'Filed query',
      sql: 'select name from Opportunity',
      folderId: folder.id,
    })) as { id: string };
    const refused = await as(org.admin).call('/report/deleteReportFolder', { id: folder.id });
    expect(refused.json.returnCode).toBe('10801');
    expect(refused.json.returnInfo).toBe(
      'Report folder "SQL folder" still holds 1 report: move or delete it first',
    );
    await as(org.admin).ok('/report/deleteCustomSqlReport', { id: report.id });
    await as(org.admin).ok('/report/deleteReportFolder', { id: folder.id });
  });

  it('aggregates, joins through lookups and subqueries stay inside the access filter', async () => {
    const grouped = await save(
      'Deals by stage',
      'SELECT Stage, COUNT(*) AS Deals, SUM(amount) AS Total FROM opportunity GROUP BY stage ORDER BY total DESC',
    );
    expect((await runSaved(org.rep, grouped.id)).rows).toEqual([
      ['Prospecting', 2, 300],
      ['Qualification', 1, 50],
    ]);
    const joined = await save(
      'Deals with accounts',
      `select o.name, a.name as account, a.industry from Opportunity o join Account a on a.id = o.khmc
       where o.amount > (select min(amount) from Opportunity) order by o.name`,
    );
    expect((await runSaved(org.rep, joined.id)).rows).toEqual([
      ['Rep deal A', 'Sql Traders', 'Banking'],
      ['Rep deal B', 'Sql Traders', 'Banking'],
    ]);
    const own = await save(
      'Own names',
      'with big as (select name, amount from Opportunity where amount >= 100) select count(*) as n from big',
    );
    expect((await runSaved(org.rep, own.id)).rows).toEqual([[2]]);
    expect((await runSaved(org.admin, own.id)).rows).toEqual([[3]]);
  });

  it('refuses writes, DDL, several statements, raw tables, catalogues and unsafe functions, each with a message naming the problem', async () => {
    expect(await refusal("delete from Opportunity where name = 'Rep deal A'")).toMatch(
      /only a SELECT may run; this is DELETE/,
    );
    expect(await refusal("update Opportunity set stage = 'Closed'")).toMatch(/this is UPDATE/);
    expect(await refusal('drop table obj_opportunity')).toMatch(/SQL: /);
    expect(await refusal('create table stolen (id text)')).toMatch(/this is CREATE/);
    expect(await refusal('select name from Opportunity; delete from Opportunity')).toMatch(
      /exactly one statement; this text holds 2/,
    );
    expect(await refusal('select 1 /* hidden */; select 2')).toMatch(/exactly one statement/);
    expect(await refusal('select id, email from app_user')).toMatch(/"app_user" is not an object/);
    expect(await refusal('select * from obj_opportunity')).toMatch(/"obj_opportunity" is not an object/);
    expect(await refusal('select name from (select * from access_group_member) g')).toMatch(
      /"access_group_member" is not an object/,
    );
    const catalogue = getDatabase().dialect === 'postgres' ? 'pg_catalog.pg_tables' : 'main.sqlite_master';
    expect(await refusal(`select * from ${catalogue}`)).toMatch(/names a schema or database/);
    expect(await refusal('select * from sqlite_master')).toMatch(/"sqlite_master" is not an object/);
    expect(await refusal("select pg_read_file('/etc/passwd')")).toMatch(/PG_READ_FILE\(\) is not allowed/);
    expect(await refusal("select load_extension('x')")).toMatch(/LOAD_EXTENSION\(\) is not allowed/);
    expect(
      await refusal('with recursive n(i) as (select 1 union all select i + 1 from n) select * from n'),
    ).toMatch(/RECURSIVE/);
    // A backslash is an escape to the parser but not to the databases: the string would end early.
    expect(
      await refusal("select name from Opportunity where name = 'x\\' union select email from app_user --'"),
    ).toMatch(/a backslash is not allowed/);
    expect(await refusal('select $$x$$ as y from Opportunity')).toMatch(
      /\$ \(parameters and dollar quotes\)/,
    );
    expect(await refusal('select name as "a"" , b" from Opportunity')).toMatch(/SQL: /);
    // A $ or a backslash-free quote inside a string is only text.
    expect((await draft("select count(*) as n from Opportunity where name <> 'It''s $5'")).rows).toEqual([
      [4],
    ]);
    expect(await refusal('selec name from Opportunity')).toMatch(/cannot be read near line 1/);
    expect(await refusal('   ')).toMatch(/the query is empty/);
    // A WITH name used outside its scope does not fall through to the real table of that name.
    expect(
      await refusal('select * from (with app_user as (select 1 as x) select x from app_user) q, app_user'),
    ).toMatch(/SQL: /);
    // The data is unchanged.
    expect((await draft('select count(*) as n from Opportunity')).rows).toEqual([[4]]);
  });

  it('a field the caller may not read is refused by name, and never answered by *', async () => {
    const hide = (access: string) =>
      as(org.admin).ok('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access }],
      });
    const withAmount = await save('Deal amounts', 'select name, amount from Opportunity order by name');
    const everything = await save('Every deal field', 'select * from Opportunity');
    await hide('hidden');
    try {
      const { status, json } = await as(org.rep).call('/report/runCustomSql', { id: withAmount.id });
      expect(status).toBe(400);
      expect(json.returnInfo).toMatch(/may not read the field Opportunity\.amount/);
      const all = await runSaved(org.rep, everything.id);
      expect(all.rows).toHaveLength(3);
      expect(all.columns).toContain('name');
      expect(all.columns).not.toContain('amount');
      expect(JSON.stringify(all.rows)).not.toContain('200');
    } finally {
      await hide('editable');
    }
    expect((await runSaved(org.rep, withAmount.id)).rows).toHaveLength(3);
  });

  it('stops a query past its time limit and cuts the answer at the row limit', async () => {
    const admin = actingUser(org.admin);
    const database = getDatabase().handle;
    const slow = runCustomSql(
      database,
      admin,
      'select count(*) as n from Opportunity a, Opportunity b, Opportunity c, Opportunity d, Opportunity e, Opportunity f, Opportunity g, Opportunity h, Opportunity i, Opportunity j, Opportunity k, Opportunity l, Opportunity m, Opportunity n',
      { timeoutMs: 300 },
    );
    await expect(slow).rejects.toThrow(/ran longer than 0.3 s and was stopped/);
    const cut = await runCustomSql(database, admin, 'select name from Opportunity order by name', {
      rowLimit: 2,
    });
    expect(cut.rows).toEqual([['Peer secret deal'], ['Rep deal A']]);
    expect(cut.truncated).toBe(true);
  });

  it('only administrators write, save or delete custom SQL; others reach a saved one as they reach a report', async () => {
    const { status, json } = await as(org.rep).call('/report/runCustomSql', {
      sql: 'select name from Account',
    });
    expect(status).toBe(403);
    expect(json.returnInfo).toMatch(/only administrators/);
    expect(
      (
        await as(org.rep).call('/report/saveCustomSqlReport', {
          name: 'Mine',
          sql: 'select name from Account',
        })
      ).status,
    ).toBe(403);
    const hidden = (await as(org.admin).ok('/report/saveCustomSqlReport', {
      name: 'Admin only',
      sql: 'select name from Account',
    })) as { id: string };
    expect((await as(org.rep).call('/report/runCustomSql', { id: hidden.id })).status).toBe(404);
    expect((await as(org.rep).call('/report/getCustomSqlReport', { id: hidden.id })).status).toBe(404);
    expect((await as(org.rep).call('/report/deleteCustomSqlReport', { id: hidden.id })).status).toBe(403);
    const listed = (await as(org.rep).ok('/report/getCustomSqlReports', {})) as {
      reports: Array<{ name: string }>;
      canAuthor: boolean;
    };
    expect(listed.canAuthor).toBe(false);
    expect(listed.reports.map((report) => report.name)).not.toContain('Admin only');
    // A query that cannot run is not saved.
    const bad = await as(org.admin).call('/report/saveCustomSqlReport', {
      name: 'Bad',
      sql: 'select * from app_user',
    });
    expect(bad.status).toBe(400);
    await as(org.admin).ok('/report/deleteCustomSqlReport', { id: hidden.id });
    expect((await as(org.admin).call('/report/getCustomSqlReport', { id: hidden.id })).status).toBe(404);
  });

  it('exports a saved query as CSV with the caller’s rows only', async () => {
    const report = await save('Deal export', 'select name, amount from Opportunity order by name');
    const response = await app.inject({
      method: 'POST',
      url: '/api/report/exportCustomSql',
      payload: envelopeFor(org.rep, { id: report.id, format: 'csv' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Rep deal A');
    expect(response.body).not.toContain('Peer secret');
  });
});
