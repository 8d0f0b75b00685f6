import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * Record-triggered flows run with the flow's authority (issue 20), as Salesforce's record-triggered flows run
 * in system context and as approval actions already did: the rep whose save set the flow off may not edit
 * the parent account nor create what the flow creates, yet the flow's updates are made. Validation still
 * refuses a bad value (the run fails naming it, the rep's save is kept), and the record's history names the
 * rep and the flow.
 */
describeEachDatabase('flows run with the flow authority', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let account = '';
  const as = (user: TestUser) => callsAs(() => app, user);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_flow_authority');
    // Everyone reads accounts, only their owners edit them.
    await as(org.admin).ok('/access/owd/save', { objectApi: 'Account', defaultAccess: 'publicReadOnly' });
    await settleAccessJobs(app);
    account = await as(org.admin).create('Account', { name: 'Key Account', type: 'Prospect' });
  });
  afterAll(async () => {
    await app.close();
  });

  const runsOf = (recordId: string) => as(org.admin).ok('/automation/listRuns', { recordId, limit: 10 });

  it("a won deal's flow updates the parent account the rep may not edit; the account's history names the rep and the flow (issue 20)", async () => {
    await as(org.admin).ok('/automation/saveFlow', {
      flow: {
        name: 'Won makes a customer',
        objectApi: 'Opportunity',
        active: true,
        trigger: 'update',
        criteria: {
          kind: 'conditions',
          match: 'all',
          conditions: [{ field: 'stage', operator: 'e', value: 'Closed won' }],
        },
        onlyOnChange: true,
        actions: [
          {
            type: 'updateFields',
            target: 'parent',
            parentField: 'khmc',
            assignments: [{ field: 'type', value: 'Customer' }],
          },
        ],
      },
    });
    const deal = await as(org.rep).create('Opportunity', {
      name: 'Authority deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });
    // The rep's own save of the account is refused.
    expect((await as(org.rep).save('Account', { id: account, type: 'Customer' })).isSaveSuccess).toBe(false);

    const won = await as(org.rep).save('Opportunity', { id: deal, stage: 'Closed won' });
    expect(won.isSaveSuccess, won.errormessage).toBe(true);
    await app.jobs.runJobsUntilIdle();

    const [run] = await runsOf(deal);
    expect(run).toMatchObject({ status: 'succeeded', error: '' });
    expect((await as(org.admin).detail(account)).data.type).toBe('Customer');
    const history = await as(org.admin).ok('/objectdetail/getFieldHistory', {
      id: account,
      fieldApi: 'type',
    });
    expect(history.dataList).toEqual([
      expect.objectContaining({
        fieldApi: 'type',
        oldValue: 'Prospect',
        newValue: 'Customer',
        changedById: org.rep.userId,
        changedByName: 'Reo Rep',
        viaFlow: 'Won makes a customer',
      }),
    ]);
    // A person's own change names no flow.
    await as(org.admin).ok('/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ id: account, type: 'Partner', lastWriterWins: true }]),
    });
    const [latest] = (
      await as(org.admin).ok('/objectdetail/getFieldHistory', { id: account, fieldApi: 'type' })
    ).dataList;
    expect(latest).toMatchObject({ newValue: 'Partner', viaFlow: '' });
  });

  it('validation still applies: a value the record refuses fails the run with the reason, and the save that set it off is kept (issue 20)', async () => {
    await as(org.admin).ok('/automation/saveFlow', {
      flow: {
        name: 'Bad close date',
        objectApi: 'Opportunity',
        active: true,
        trigger: 'update',
        criteria: {
          kind: 'conditions',
          match: 'all',
          conditions: [{ field: 'stage', operator: 'e', value: 'Negotiation' }],
        },
        onlyOnChange: true,
        actions: [
          {
            type: 'updateFields',
            target: 'record',
            parentField: '',
            assignments: [{ field: 'closedate', value: 'not a date' }],
          },
        ],
      },
    });
    const deal = await as(org.rep).create('Opportunity', {
      name: 'Refused deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });
    const saved = await as(org.rep).save('Opportunity', { id: deal, stage: 'Negotiation' });
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
    await app.jobs.runJobsUntilIdle();
    const [run] = await runsOf(deal);
    expect(run?.status).toBe('failed');
    expect(run?.error).toMatch(/^step 1: the save was refused \(field closedate\)/);
    const detail = (await as(org.rep).detail(deal)).data;
    expect(detail.stage).toBe('Negotiation');
    expect(detail.closedate).toBe('2026-09-30');
  });
});
