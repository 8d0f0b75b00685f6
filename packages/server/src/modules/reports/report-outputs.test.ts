import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/dovecot.js';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { envelopeFor, type TestUser } from '../../test-support/test-users.js';

interface Group {
  by: number[];
  keys: Array<string | null>;
  labels: string[];
  count: number;
  values: Array<number | string | null>;
}

/** A real SMTP server (smtp-server) that keeps every message it is given. */
async function startSmtp() {
  const received: Array<{ to: string[]; raw: Buffer }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  // A client that drops its connection while a suite closes (ECONNRESET) is reported as the server's
  // 'error' event; unheard, it would be an uncaught exception that fails the whole vitest run.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const byStage = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }],
  filters: [],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: null,
};

/**
 * Report outputs (issue 19): unique counts, bucket fields and summary formulas computed by the
 * database per grouping level; CSV and XLSX exports of what the caller may read; subscriptions
 * e-mailed by the job runner through a real SMTP server. On SQLite and PostgreSQL.
 */
describeEachDatabase('report outputs', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let reportId = '';
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const run = async (user: TestUser, definition: Record<string, unknown>) =>
    (await as(user).ok('/report/runReport', { definition: { ...byStage, ...definition } })) as {
      groups: Group[];
      total: { count: number; values: Array<number | string | null> };
      summaries: Array<{ fn: string; label: string }>;
      groupings: Array<{ apiName: string; label: string }>;
    };
  const refusal = async (definition: Record<string, unknown>) => {
    const { status, json } = await as(org.rep).call('/report/runReport', {
      definition: { ...byStage, ...definition },
    });
    expect(status, JSON.stringify(json)).toBe(400);
    return json.returnInfo as string;
  };
  const download = (user: TestUser, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/report/exportReport', payload: envelopeFor(user, body) });
  const byKey = (groups: Group[], level: number) =>
    Object.fromEntries(
      groups
        .filter((group) => group.by.length === level)
        .map((group) => [group.keys.join('/'), [group.count, ...group.values]]),
    );

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_report_outputs');
    expect(
      (await as(org.admin).call('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' }))
        .json.result,
    ).toBe(true);
    const north = await as(org.rep).create('Account', { name: 'North Traders' });
    const south = await as(org.rep).create('Account', { name: 'South Traders' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number, account: string) =>
      as(owner).create('Opportunity', { name, khmc: account, stage, amount, closedate: '2026-11-10' });
    await deal(org.rep, 'Small north', 'Prospecting', 500, north);
    await deal(org.rep, 'Mid north', 'Prospecting', 5000, north);
    await deal(org.rep, 'Big south', 'Prospecting', 50000, south);
    await deal(org.rep, 'Mid south', 'Qualification', 7000, south);
    await deal(org.peer, 'Peer secret', 'Prospecting', 90000, south);
    await as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpTls: false,
      fromAddress: 'crm@outputs.example',
    });
    const saved = await as(org.rep).ok('/report/saveReport', {
      name: 'Pipeline by stage',
      definition: { ...byStage, summaries: [...byStage.summaries, { field: 'khmc', fn: 'unique' }] },
    });
    reportId = saved.id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('[S1-R-074] a unique count counts distinct values at every level, never added up from the leaves', async () => {
    const result = await run(org.rep, {
      groupings: [{ field: 'stage' }, { field: 'khmc' }],
      summaries: [
        { field: 'khmc', fn: 'unique' },
        { field: 'amount', fn: 'avg' },
      ],
    });
    // Prospecting holds two deals of North and one of South: two accounts, not three.
    expect(byKey(result.groups, 1)).toEqual({
      'Prospecting/': [3, 2, 18500],
      'Qualification/': [1, 1, 7000],
    });
    expect(result.total).toEqual({ count: 4, values: [2, 15625] });
    expect(result.summaries.map((summary) => summary.fn)).toEqual(['unique', 'avg']);
  });

  it('[S1-R-074] bucket fields group number ranges and picklist values like a field', async () => {
    const buckets = [
      {
        apiName: 'bucket_size',
        label: 'Deal size',
        field: 'amount',
        buckets: [{ label: 'Small', below: 1000 }, { label: 'Medium', below: 10000 }, { label: 'Large' }],
      },
      {
        apiName: 'bucket_phase',
        label: 'Phase',
        field: 'stage',
        buckets: [{ label: 'Early', values: ['Prospecting'] }],
      },
    ];
    const sizes = await run(org.rep, { buckets, groupings: [{ field: 'bucket_size' }] });
    expect(sizes.groupings[0]).toEqual({ apiName: 'bucket_size', label: 'Deal size', type: 'bucket' });
    expect(sizes.groups.map((group) => [group.labels[0], group.count, group.values[0]])).toEqual([
      ['Small', 1, 500],
      ['Medium', 2, 12000],
      ['Large', 1, 50000],
    ]);
    // A stage in no bucket falls into the empty group.
    const phases = await run(org.rep, { buckets, groupings: [{ field: 'bucket_phase' }] });
    expect(phases.groups.map((group) => [group.keys[0], group.labels[0], group.count])).toEqual([
      ['0', 'Early', 3],
      [null, '', 1],
    ]);
    expect(
      await refusal({
        buckets: [
          { ...buckets[0], buckets: [{ label: 'A', below: 10 }, { label: 'B', below: 5 }, { label: 'C' }] },
        ],
        groupings: [{ field: 'bucket_size' }],
      }),
    ).toBe('Grouping 1: Bucket field "Deal size": the bound of bucket "B" must be above the one before');
    expect(await refusal({ buckets, groupings: [{ field: 'bucket_missing' }] })).toBe(
      'Grouping 1: there is no bucket field "bucket_missing"',
    );
    expect(
      await refusal({ buckets: [{ ...buckets[0], field: 'name' }], groupings: [{ field: 'bucket_size' }] }),
    ).toContain('needs a number or picklist field');
  });

  it('[S1-R-074] summary formulas are evaluated per group with the formula compiler; bad ones are refused', async () => {
    const result = await run(org.rep, {
      summaries: [],
      summaryFormulas: [
        { label: 'Average deal', expression: 'SUM(amount) / RECORDCOUNT' },
        { label: 'Large share', expression: 'ROUND(MAX(amount) / SUM(amount) * 100, 1)' },
      ],
      chart: { type: 'funnel', measure: 0 },
    });
    expect(result.summaries).toEqual([
      { field: '', fn: 'formula', label: 'Average deal' },
      { field: '', fn: 'formula', label: 'Large share' },
    ]);
    expect(byKey(result.groups, 1)).toEqual({ Prospecting: [3, 18500, 90.1], Qualification: [1, 7000, 100] });
    expect(result.total).toEqual({ count: 4, values: [15625, 80] });
    expect(await refusal({ summaryFormulas: [{ label: 'Odd', expression: 'SUM(amount) +' }] })).toMatch(
      /^Summary formula 1 \(Odd\): /,
    );
    expect(await refusal({ summaryFormulas: [{ label: 'Text', expression: 'SUM(name)' }] })).toBe(
      'Summary formula 1 (Text): SUM(name) needs a number field',
    );
    expect(await refusal({ summaryFormulas: [{ label: 'None', expression: '1 + 2' }] })).toContain(
      'reads at least one summary',
    );
    expect(await refusal({ chart: { type: 'scatter', measure: 0, xMeasure: 4 } })).toContain('no summary 5');
  });

  it('a summary report exports to XLSX and CSV with only the rows the caller may read, audited', async () => {
    const xlsx = await download(org.rep, { id: reportId, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Pipeline by stage.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const lines = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(lines).toEqual([
      ['Stage', 'Record count', 'Sum of Amount', 'Unique count of Customer'],
      ['Prospecting', 3, 55500, 2],
      ['Qualification', 1, 7000, 1],
      ['Total', 4, 62500, 2],
    ]);
    // The manager above the rep reads the same rows; the peer's deal never reaches either file.
    const csv = await download(org.admin, { id: reportId, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Stage,Record count,Sum of Amount,Unique count of Customer',
      'Prospecting,4,145500,2',
      'Qualification,1,7000,1',
      'Total,5,152500,2',
    ]);
    const audit = await getDatabase()
      .handle.db.selectFrom('access_audit')
      .select(['target', 'detail'])
      .where('actor_id', '=', org.rep.userId)
      .where('kind', '=', 'export')
      .execute();
    expect(audit.map((row) => [row.target, JSON.parse(row.detail).rows])).toEqual([
      ['Pipeline by stage.xlsx', 3],
    ]);

    // A German reader's file is headed in German, the same words as the screen's.
    await callsAs(getApp, org.rep).ok('/user/saveLanguage', { language: 'de' });
    try {
      const german = (await download(org.rep, { id: reportId, format: 'csv' })).body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(german[0]).toMatch(/,Anzahl Datensätze,Summe von [^,]+,Eindeutige Anzahl von [^,]+$/);
      expect(german.at(-1)).toBe('Gesamt,4,62500,2');
    } finally {
      await callsAs(getApp, org.rep).ok('/user/saveLanguage', { language: 'en' });
    }
  });

  it('a summary report exports with its detail rows: groups, rows, subtotals and total in XLSX; the rows flat with their groups in CSV; only readable rows', async () => {
    const xlsx = await download(org.rep, { id: reportId, format: 'xlsx', details: true });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const lines = (book.worksheets[0]?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => Array.from((row as unknown[]).slice(1), (cell) => cell ?? ''));
    // Within a group the rows come by id: compared as a set.
    const rows = (from: number, to: number) => lines.slice(from, to).sort();
    expect(lines[0]).toEqual([
      'Stage',
      'Opportunity name',
      'Amount',
      'Record count',
      'Sum of Amount',
      'Unique count of Customer',
    ]);
    expect(lines[1]).toEqual(['Prospecting', '', '', 3, 55500, 2]);
    expect(rows(2, 5)).toEqual([
      ['Prospecting', 'Big south', 50000],
      ['Prospecting', 'Mid north', 5000],
      ['Prospecting', 'Small north', 500],
    ]);
    expect(lines.slice(5)).toEqual([
      ['Qualification', '', '', 1, 7000, 1],
      ['Qualification', 'Mid south', 7000],
      ['Total', '', '', 4, 62500, 2],
    ]);
    // The manager reads the peer's deal too; the rep's CSV never holds it.
    const csvOf = async (user: TestUser) =>
      (await download(user, { id: reportId, format: 'csv', details: true })).body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const repCsv = await csvOf(org.rep);
    expect(repCsv[0]).toBe('Stage,Opportunity name,Amount');
    expect(repCsv.slice(1).sort()).toEqual([
      'Prospecting,Big south,50000',
      'Prospecting,Mid north,5000',
      'Prospecting,Small north,500',
      'Qualification,Mid south,7000',
    ]);
    expect(await csvOf(org.admin)).toContain('Prospecting,Peer secret,90000');
  });

  it('a tabular export streams every detail row; a partner profile may not export; a report not shared is not found', async () => {
    const tabular = await as(org.rep).ok('/report/saveReport', {
      name: 'Deals',
      definition: { ...byStage, format: 'tabular', groupings: [], columns: ['name', 'amount', 'khmc'] },
    });
    const csv = await download(org.rep, { id: tabular.id, format: 'csv' });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .sort(),
    ).toEqual([
      'Big south,50000,South Traders',
      'Mid north,5000,North Traders',
      'Mid south,7000,South Traders',
      'Opportunity name,Amount,Customer',
      'Small north,500,North Traders',
    ]);
    expect((await download(org.partnerA, { id: tabular.id, format: 'csv' })).statusCode).toBe(403);
    const hidden = await download(org.peer, { id: tabular.id, format: 'xlsx' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().returnInfo).toContain('was not found');
    expect((await download(org.rep, { id: tabular.id, format: 'pdf' })).statusCode).toBe(400);
  });

  it('[S1-R-074] a subscription is e-mailed by the job runner as its subscriber, labelled in their language; bad input and a deleted report are shown', async () => {
    const refused = await as(org.rep).call('/report/saveSubscription', {
      reportId,
      frequency: 'weekly',
      hour: 7,
      weekday: 1,
      recipients: ['not an address'],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toBe('recipients: "not an address" is not an e-mail address');
    const subscription = await as(org.rep).ok('/report/saveSubscription', {
      reportId,
      frequency: 'weekly',
      hour: 7,
      weekday: 1,
      format: 'csv',
      recipients: ['boss@outputs.example'],
    });
    expect(subscription).toMatchObject({
      reportName: 'Pipeline by stage',
      status: 'pending',
      reportDeleted: false,
    });
    expect(subscription.recipients).toEqual([org.rep.email, 'boss@outputs.example']);
    // The next Monday 07:00 in the subscriber's zone (UTC here), after now.
    const next = new Date(subscription.nextRunAt);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 7, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    // The subscriber reads German: the file's field labels and headings are German, as their screen's.
    await as(org.rep).ok('/user/saveLanguage', { language: 'de' });
    try {
      await as(org.rep).ok('/report/sendSubscriptionNow', { id: subscription.id });
      await app.jobs.runJobsUntilIdle();
    } finally {
      await as(org.rep).ok('/user/saveLanguage', { language: 'en' });
    }
    expect(smtp.received).toHaveLength(1);
    const message = await simpleParser(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(smtp.received[0]?.to.sort()).toEqual(['boss@outputs.example', org.rep.email].sort());
    expect(message.subject).toBe('Report: Pipeline by stage');
    expect(message.attachments[0]?.filename).toBe('Pipeline by stage.csv');
    // Run as the rep: the peer's deal is not in it.
    const file = message.attachments[0]?.content.toString('utf8').replace(/^\uFEFF/, '') ?? '';
    expect(file.split('\r\n')[0]).toBe(
      'Phase,Anzahl Datensätze,Summe von Betrag,Eindeutige Anzahl von Kunde',
    );
    expect(file).toContain('Gesamt,4,62500,2');
    const [sent] = await as(org.rep).ok('/report/getSubscriptions', { reportId });
    expect(sent).toMatchObject({ status: 'sent', lastError: '' });

    // Another person's subscription is not theirs to send or end.
    expect((await as(org.peer).call('/report/deleteSubscription', { id: subscription.id })).status).toBe(404);
    await as(org.rep).ok('/report/deleteReport', { id: reportId });
    const [orphan] = await as(org.rep).ok('/report/getSubscriptions', {});
    expect(orphan).toMatchObject({ reportDeleted: true, reportName: '' });
    await as(org.rep).ok('/report/sendSubscriptionNow', { id: subscription.id });
    await app.jobs.runJobsUntilIdle();
    expect(smtp.received).toHaveLength(1);
    const [failed] = await as(org.rep).ok('/report/getSubscriptions', {});
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('The report was deleted'),
    });
    await as(org.rep).ok('/report/deleteSubscription', { id: subscription.id });
    expect(await as(org.rep).ok('/report/getSubscriptions', {})).toEqual([]);
  });
});
