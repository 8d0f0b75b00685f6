import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * A process's actions run with the process's authority (issue 20): the approver who sets them off may not be
 * able to edit the record (private deals, no role above the owner), yet the field update and the task are
 * made, the record's history names the approver, and a flow the update triggers counts it as automation.
 */
describeEachDatabase('approval actions run with the process authority', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let finance: TestUser;
  let account = '';
  const as = (user: TestUser) => callsAs(() => app, user);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_authority');
    finance = await createTestUser(getDatabase().handle, {
      orgId: org.orgId,
      name: 'Fin Approver',
      profileId: 'standard_user',
    });
    await as(org.admin).ok('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' });
    await settleAccessJobs(app);
    account = await as(org.rep).create('Account', { name: 'Authority Account' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-185] a field update and a task on final approval are made although the approver may not edit the record; the history names the approver; a flow they trigger runs one level deep', async () => {
    const flow = await as(org.admin).ok('/automation/saveFlow', {
      flow: {
        name: 'Negotiation follow-up',
        objectApi: 'Opportunity',
        active: true,
        trigger: 'update',
        criteria: { kind: 'formula', formula: 'ISPICKVAL(stage, "Negotiation")' },
        onlyOnChange: true,
        actions: [{ type: 'botCard', message: '{{name}} is in negotiation' }],
      },
    });
    await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Finance signs off',
      active: true,
      order: 1,
      criteria: '',
      definition: {
        steps: [
          {
            name: 'Finance',
            criteria: '',
            approverKind: 'user',
            approverId: finance.userId,
            mode: 'firstResponse',
            onReject: 'final',
          },
        ],
        actions: [
          { on: 'finalApproval', kind: 'fieldUpdate', field: 'stage', value: 'Negotiation' },
          { on: 'finalApproval', kind: 'task', subject: 'Send the contract', recipient: 'submitter' },
        ],
      },
    });
    const id = await as(org.rep).create('Opportunity', {
      name: 'Authority deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount: 50_000,
    });
    // Finance cannot edit the rep's private deal: a save of its own is refused.
    expect((await as(finance).save('Opportunity', { id, stage: 'Closed lost' })).isSaveSuccess).toBe(false);

    const submitted = await as(org.rep).call('/approval/submitApproval', { relatedId: id, comments: '' });
    expect(submitted.json.result, JSON.stringify(submitted.json)).toBe(true);
    await as(finance).ok('/approval/approve', { relatedId: id });

    expect((await as(org.rep).detail(id)).data.stage).toBe('Negotiation');
    expect(JSON.stringify(await as(org.rep).ok('/objectdetail/getDetailRelatedItems', { id }))).toContain(
      'Send the contract',
    );
    // No "action failed" notice reached the submitter.
    const bell = await as(org.rep).ok('/approval/getNotifications', {});
    expect(JSON.stringify(bell.items)).not.toContain('An approval action');
    const history = await getDatabase()
      .handle.db.selectFrom('record_history')
      .select(['field_api', 'old_value', 'new_value', 'changed_by'])
      .where('record_id', '=', id)
      .where('field_api', '=', 'stage')
      .execute();
    expect(history).toEqual([
      { field_api: 'stage', old_value: 'Prospecting', new_value: 'Negotiation', changed_by: finance.userId },
    ]);

    await app.jobs.runJobsUntilIdle();
    const runs = await as(org.admin).ok('/automation/listRuns', { recordId: id, limit: 10 });
    expect(runs).toEqual([expect.objectContaining({ flowId: flow.id, depth: 1, status: 'succeeded' })]);
  });

  it('[S1-R-185] a field update the record refuses (a value its validation rules forbid) still tells the submitter why; the decision stands', async () => {
    await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Bad update',
      active: true,
      order: 0,
      criteria: 'amount = 1234',
      definition: {
        steps: [
          {
            name: 'Finance',
            criteria: '',
            approverKind: 'user',
            approverId: finance.userId,
            mode: 'firstResponse',
            onReject: 'final',
          },
        ],
        actions: [{ on: 'finalApproval', kind: 'fieldUpdate', field: 'closedate', value: 'not a date' }],
      },
    });
    const id = await as(org.rep).create('Opportunity', {
      name: 'Refused update deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount: 1234,
    });
    expect((await as(org.rep).call('/approval/submitApproval', { relatedId: id })).json.result).toBe(true);
    await as(finance).ok('/approval/approve', { relatedId: id });
    expect((await as(org.rep).ok('/approval/getGotoApprovalPreview', { relatedId: id })).request.status).toBe(
      'approved',
    );
    expect((await as(org.rep).detail(id)).data.closedate).toBe('2026-09-30');
    const bell = await as(org.rep).ok('/approval/getNotifications', {});
    expect(bell.items.map((note: { text: string }) => note.text)).toContainEqual(
      expect.stringMatching(/^An approval action \(fieldUpdate\) on Refused update deal failed: /),
    );
  });
});
