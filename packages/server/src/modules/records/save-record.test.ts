import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('/objectInfo/save', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, save, create, detail } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Sam Sales' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-013] creates a record and answers the spec save fields', async () => {
    const result = await save('Account', {
      name: 'Acme Widgets',
      industry: 'Retail',
      annualrevenue: '1200.5',
    });
    expect(result).toEqual(
      expect.objectContaining({
        name: 'Acme Widgets',
        isSaveSuccess: true,
        errormessage: '',
        errorField: '',
        validaterule: '',
        duplicatemap: [],
        veladupecatcherids: '',
      }),
    );
    expect(result.id.startsWith('001')).toBe(true);
    expect(result.cardValue).toEqual(
      expect.objectContaining({ recordId: result.id, type: 'NEW', changer: 'Sam Sales' }),
    );
    expect(result.cardValue.body.length).toBeLessThanOrEqual(5);
    const record = (await detail(result.id)).data;
    expect(record).toEqual(
      expect.objectContaining({
        name: 'Acme Widgets',
        industry: 'Retail',
        annualrevenue: 1200.5,
        ownerid: user.userId,
        owneridccname: 'Sam Sales',
      }),
    );
    expect(record.createbyid).toBe(user.userId);
    expect(record.type).toBe('Customer');
    expect(record.active).toBe(true);
  });

  it('updates a record and keeps fields the save does not name', async () => {
    const id = await create('Account', { name: 'Keep Fields Ltd', phone: '+1 555 0100' });
    const before = (await detail(id)).data;
    const result = await save('Account', { id, rating: 'Hot', lastmodifydate: before.lastmodifydate });
    expect(result.isSaveSuccess).toBe(true);
    const after = (await detail(id)).data;
    expect(after).toEqual(expect.objectContaining({ phone: '+1 555 0100', rating: 'Hot' }));
    expect(after.lastmodifydate > before.lastmodifydate).toBe(true);
  });

  it('clones: a save without id of a copied record makes a new record', async () => {
    const id = await create('Contact', { name: 'Clone Source', email: 'clone.source@example.com' });
    const copy = await save('Contact', { name: 'Clone Copy', title: 'Buyer' });
    expect(copy.isSaveSuccess).toBe(true);
    expect(copy.id).not.toBe(id);
  });

  it('refuses a save against a stale lastmodifydate and overwrites nothing', async () => {
    const id = await create('Account', { name: 'Concurrent Co' });
    const read = (await detail(id)).data;
    expect(await save('Account', { id, rating: 'Warm', lastmodifydate: read.lastmodifydate })).toMatchObject({
      isSaveSuccess: true,
    });
    const stale = await save('Account', { id, rating: 'Cold', lastmodifydate: read.lastmodifydate });
    expect(stale.isSaveSuccess).toBe(false);
    expect(stale.errorField).toBe('lastmodifydate');
    expect(stale.errormessage).toContain('changed by someone else');
    expect((await detail(id)).data.rating).toBe('Warm');
  });

  describe('refusals, each with a clear message and the field', () => {
    const cases: Array<[string, string, Record<string, unknown>, string, RegExp]> = [
      [
        'a number that is not a number',
        'Account',
        { name: 'N1', annualrevenue: 'lots' },
        'annualrevenue',
        /must be a number/,
      ],
      [
        '[S2-V-005] a number over its limit',
        'Account',
        { name: 'N2', numberofemployees: '123456789' },
        'numberofemployees',
        /at most 9999999$/,
      ],
      [
        '[S2-V-004] a number with too many decimals',
        'Account',
        { name: 'N3', annualrevenue: '1.234' },
        'annualrevenue',
        /decimal places/,
      ],
      ['text over its length', 'Account', { name: 'x'.repeat(256) }, 'name', /longer than 255/],
      ['a bad e-mail', 'Contact', { name: 'E1', email: 'not-an-email' }, 'email', /not a valid e-mail/],
      ['a bad URL', 'Account', { name: 'U1', website: 'not a url' }, 'website', /not a valid URL/],
      [
        'a bad date',
        'Opportunity',
        { name: 'D1', closedate: '31/12/2026', stage: 'Prospecting' },
        'closedate',
        /YYYY-MM-DD/,
      ],
      [
        'a picklist value not in the list',
        'Account',
        { name: 'P1', industry: 'Space piracy' },
        'industry',
        /not one of its values/,
      ],
      [
        '[S2-V-001] a missing required field',
        'Account',
        { industry: 'Retail' },
        'name',
        /please enter Account name/,
      ],
      [
        'a field the object does not have',
        'Account',
        { name: 'F1', nosuchfield: 'x' },
        'nosuchfield',
        /has no field "nosuchfield"/,
      ],
      [
        'a lookup id of the wrong object',
        'Contact',
        { name: 'L1', accountid: '003AAAAAAAAAAAAAAA' },
        'accountid',
        /must point at a Account/,
      ],
      [
        'a lookup to a record that does not exist',
        'Contact',
        { name: 'L2', accountid: '001AAAAAAAAAAAAAAA' },
        'accountid',
        /does not exist/,
      ],
      [
        'a lookup that is no record id',
        'Contact',
        { name: 'L3', accountid: 'hello' },
        'accountid',
        /not a record id/,
      ],
      [
        'an owner who is no user of the org',
        'Account',
        { name: 'O1', ownerid: '005AAAAAAAAAAAAAAA' },
        'ownerid',
        /no active user/,
      ],
      [
        '[S2-V-008] an event ending before it starts',
        'Event',
        { subject: 'Late', begintime: '2026-01-02 10:00:00', endtime: '2026-01-02 09:00:00' },
        'endtime',
        /end later than start/,
      ],
      [
        '[S2-V-009] a campaign ending before it starts',
        'campaign',
        { name: 'C1', start_date: '2026-02-01', end_date: '2026-01-01' },
        'end_date',
        /end later than start/,
      ],
      [
        '[S2-V-010] project daily working hours over 24',
        'project',
        { name: 'P', start_date: '2026-01-01', daily_working_hours: '25' },
        'daily_working_hours',
        /Daily working hours positive integer/,
      ],
      [
        'a record type of another object',
        'Account',
        { name: 'R1', recordtype: 'rtpnope' },
        'recordtype',
        /not a record type of Account/,
      ],
    ];
    for (const [title, objectApi, record, field, message] of cases) {
      it(`refuses ${title}`, async () => {
        const result = await save(objectApi, record);
        expect(result.isSaveSuccess).toBe(false);
        expect(result.errorField).toBe(field);
        expect(result.errormessage).toMatch(message);
      });
    }
  });

  it('[S2-V-011] refuses billable hours of 0 on a project task', async () => {
    const project = await create('project', { name: 'Hours', start_date: '2026-01-01' });
    const result = await save('velaSubtask', {
      name: 'T',
      project_name: project,
      working_hours_billing: '0',
    });
    expect(result.errorField).toBe('working_hours_billing');
    expect(result.errormessage).toBe('Billable hours per day positive integer');
  });

  it('[S2-V-023] refuses a save a validation rule forbids, naming rule and field', async () => {
    const result = await save('Account', { name: 'Negative Revenue', annualrevenue: '-5' });
    expect(result).toEqual(
      expect.objectContaining({
        isSaveSuccess: false,
        errormessage: 'Annual revenue cannot be negative',
        errorField: 'annualrevenue',
        validaterule: 'Revenue is not negative',
      }),
    );
  });

  it('evaluates validation rules on the merged record of an update', async () => {
    const account = await create('Account', { name: 'Opp Owner' });
    const opp = await create('Opportunity', {
      name: 'Deal',
      khmc: account,
      closedate: '2026-05-01',
      stage: 'Proposal',
    });
    const lost = await save('Opportunity', { id: opp, stage: 'Closed lost' });
    expect(lost.errorField).toBe('loss_reason');
    expect(
      (await save('Opportunity', { id: opp, stage: 'Closed lost', loss_reason: 'Price' })).isSaveSuccess,
    ).toBe(true);
  });

  it('requires a field the dynamic layout rule makes required', async () => {
    const result = await save('Account', { name: 'Other Industry Inc', industry: 'Other' });
    expect(result.isSaveSuccess).toBe(false);
    expect(result.errorField).toBe('industry_other');
    expect(
      (await save('Account', { name: 'Other Industry Inc', industry: 'Other', industry_other: 'Space' }))
        .isSaveSuccess,
    ).toBe(true);
  });

  it('requires the fields the record type layout requires', async () => {
    const types = (await call('/batch/getRecordType', { prefix: '001' })).json.data.recordTypeList;
    const partner = types.find((type: { name: string }) => type.name === 'Partner');
    const missing = await save('Account', { name: 'Partner Without Level', recordtype: partner.id });
    expect(missing.errorField).toBe('partner_level');
    const ok = await save('Account', {
      name: 'Partner With Level',
      recordtype: partner.id,
      partner_level: 'Gold',
    });
    expect(ok.isSaveSuccess).toBe(true);
  });

  it('refuses a dependent picklist value its controlling value does not allow', async () => {
    const wrong = await save('velacase', { subject: 'Printer', type: 'Question', reason: 'Breakdown' });
    expect(wrong.errorField).toBe('reason');
    expect(wrong.errormessage).toContain('not allowed when Case type is "Question"');
    const orphan = await save('velacase', { subject: 'Printer', reason: 'Breakdown' });
    expect(orphan.errormessage).toContain('needs Case type chosen first');
    expect(
      (await save('velacase', { subject: 'Printer', type: 'Problem', reason: 'Breakdown' })).isSaveSuccess,
    ).toBe(true);
  });

  it('refuses an address province its country does not have', async () => {
    const wrong = await save('Account', {
      name: 'Addr',
      billingaddress00: 'Germany',
      billingaddress01: 'California',
    });
    expect(wrong.errorField).toBe('billingaddress01');
    const ok = await save('Account', {
      name: 'Addr',
      billingaddress00: 'United States',
      billingaddress01: 'California',
      billingaddress02: 'San Francisco',
    });
    expect(ok.isSaveSuccess).toBe(true);
  });

  it('[S2-E-001] refuses a unique value another record holds, naming the record and the field', async () => {
    const first = await create('Account', { name: 'Unique One', accountnumber: 'ACC-1' });
    const result = await save('Account', { name: 'Unique Two', accountnumber: 'ACC-1' });
    expect(result.isSaveSuccess).toBe(false);
    expect(result.errorField).toBe('accountnumber');
    expect(result.duplicatemap).toEqual([
      { duplicate_id: first, duplicate_name: 'Unique One', duplicate_labelname: 'Account number' },
    ]);
  });

  it('[S2-E-002] warns of a duplicate with candidates and saves when the user confirms', async () => {
    const first = await create('Account', { name: 'Globex Corporation' });
    const warned = await save('Account', { name: 'GLOBEX corp.' });
    expect(warned.isSaveSuccess).toBe(false);
    expect(warned.duplicateAction).toBe('warn');
    expect(warned.veladupecatcherids).not.toBe('');
    expect(warned.duplicateCandidates).toEqual([{ id: first, name: 'Globex Corporation' }]);
    const confirmed = await save('Account', { name: 'GLOBEX corp.' }, { skipDuplicateWarning: true });
    expect(confirmed.isSaveSuccess).toBe(true);
  });

  it('[S2-E-003] blocks a duplicate a blocking rule matches, even when confirmed', async () => {
    await create('Contact', { name: 'Ann', email: 'Ann@Example.com' });
    const blocked = await save(
      'Contact',
      { name: 'Ann B', email: ' ann@example.COM ' },
      { skipDuplicateWarning: true },
    );
    expect(blocked.isSaveSuccess).toBe(false);
    expect(blocked.duplicateAction).toBe('block');
  });

  it('records field history of tracked fields', async () => {
    const id = await create('velacase', { subject: 'History', status: 'New' });
    await save('velacase', { id, status: 'Working' });
    const rows = await getDatabase()
      .handle.db.selectFrom('record_history')
      .selectAll()
      .where('record_id', '=', id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        field_api: 'status',
        old_value: 'New',
        new_value: 'Working',
        changed_by: user.userId,
      }),
    ]);
  });

  it('numbers auto-number fields', async () => {
    const a = (await detail(await create('velacase', { subject: 'A' }))).data.casenumber;
    const b = (await detail(await create('velacase', { subject: 'B' }))).data.casenumber;
    expect(a).toMatch(/^C-\d{6}$/);
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);
  });

  it('rejects a malformed data string with a 400 that names it', async () => {
    const { status, json } = await call('/objectInfo/save', { objectApi: 'Account', data: '[{' });
    expect(status).toBe(400);
    expect(json.returnInfo).toContain('body.data');
    const unknown = await call('/objectInfo/save', { objectApi: 'Nothing', data: '[{}]' });
    expect(unknown.status).toBe(404);
  });
});
