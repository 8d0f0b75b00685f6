import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * A record waiting for approval cannot be deleted, by anyone, on any path:
 * the record page's delete, the list's mass delete, a line deleted with its
 * parent's save, a merge that would delete it. Once decided it can be.
 */
describeEachDatabase('approval delete lock', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let account = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  const deal = (name: string, amount = 150000) =>
    as(org.rep).create('Opportunity', {
      name,
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount,
    });
  const submitted = async (name: string) => {
    const id = await deal(name);
    const { json } = await as(org.rep).call('/approval/submitApproval', { relatedId: id, comments: '' });
    expect(json.result, JSON.stringify(json)).toBe(true);
    return id;
  };
  const stillThere = async (id: string) =>
    (await as(org.admin).call('/objectdetail/getDetail', { id })).status;
  const lockedFor = (name: string) => ({
    messageKey: 'approvals.deleteLocked',
    messageParams: { object: 'Opportunity', name, approver: 'Mia Manager' },
  });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_delete');
    const process = await as(org.admin).call('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Large deals',
      active: true,
      order: 1,
      criteria: 'amount >= 100000',
      approverKind: 'ownerManager',
    });
    expect(process.json.result, JSON.stringify(process.json)).toBe(true);
    account = await as(org.rep).create('Account', { name: 'Delete Lock Account' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the record page delete of a pending record to its owner, its approver and an administrator, naming the record and why', async () => {
    const id = await submitted('Locked Deal');
    for (const user of [org.rep, org.manager, org.admin]) {
      const { status, json } = await as(user).call('/objectdetail/delete', { id });
      expect(status).toBe(200);
      expect(json).toMatchObject({ result: false, returnCode: '11400', data: lockedFor('Locked Deal') });
      expect(json.returnInfo).toBe(
        'Opportunity "Locked Deal" cannot be deleted while it waits for approval by Mia Manager: the approval request must be approved or rejected first',
      );
    }
    expect(await stillThere(id)).toBe(200);

    // Decided, it is an ordinary record again.
    const rejected = await as(org.manager).call('/approval/reject', { relatedId: id, comments: 'No' });
    expect(rejected.json.result, JSON.stringify(rejected.json)).toBe(true);
    const deleted = await as(org.rep).call('/objectdetail/delete', { id });
    expect(deleted.json).toMatchObject({ result: true, data: { id, deleted: true } });
  });

  it("leaves a pending record out of the list's mass delete and says why, deleting the others", async () => {
    const pending = await submitted('Mass Locked');
    const free = await deal('Mass Free', 5000);
    const gone = 'nonexistent-id';
    const { json } = await as(org.rep).call('/view/batchDelete', {
      objectApi: 'Opportunity',
      ids: [pending, free, gone],
    });
    expect(json.result, JSON.stringify(json)).toBe(true);
    expect(json.data.done).toEqual([free]);
    expect(json.data.skipped).toEqual([pending, gone]);
    // Only the record the caller sees gets a reason; an id that is not there stays a bare skip.
    expect(json.data.refused).toEqual([
      {
        id: pending,
        name: 'Mass Locked',
        message: expect.stringMatching(
          /"Mass Locked" cannot be deleted while it waits for approval by Mia Manager/,
        ),
        ...lockedFor('Mass Locked'),
      },
    ]);
    expect(await stillThere(pending)).toBe(200);
    expect(await stillThere(free)).toBe(404);
  });

  it("refuses a pending line deleted with its parent's save, and keeps the whole save undone", async () => {
    const pending = await submitted('Line Locked');
    const free = await deal('Line Free', 5000);
    const result = await as(org.admin).save(
      'Account',
      { id: account, name: 'Delete Lock Account (renamed)' },
      { masterdeletedata: JSON.stringify([free, pending]) },
    );
    expect(result).toMatchObject({ isSaveSuccess: false, ...lockedFor('Line Locked') });
    expect(result.errormessage).toMatch(/"Line Locked" cannot be deleted while it waits for approval/);
    expect(await stillThere(pending)).toBe(200);
    // One transaction: the other line and the parent's change are not kept either.
    expect(await stillThere(free)).toBe(200);
    expect((await as(org.admin).detail(account)).data.name).toBe('Delete Lock Account');
  });

  it('refuses a merge that would delete a pending record', async () => {
    const keep = await deal('Merge Keep', 5000);
    const pending = await submitted('Merge Locked');
    const { json } = await as(org.admin).call('/duplicates/merge', {
      masterId: keep,
      ids: [keep, pending],
      choices: {},
    });
    expect(json).toMatchObject({ result: false, returnCode: '11400', data: lockedFor('Merge Locked') });
    expect(await stillThere(pending)).toBe(200);
    // The pending record may be the one kept: nothing of it is deleted.
    const kept = await as(org.admin).call('/duplicates/merge', {
      masterId: pending,
      ids: [pending, keep],
      choices: {},
    });
    expect(kept.json.result, JSON.stringify(kept.json)).toBe(true);
  });
});
