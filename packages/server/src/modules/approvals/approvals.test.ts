import { NO_MATCHING_PROCESS_MESSAGE } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * Approvals (spec 2 §4 saveandapproval, §7 approval/submitApproval, §8): processes
 * chosen by their entry criteria, the approver by name, by the role hierarchy or
 * picked by the submitter ('Manual'), the record locked while pending.
 */
describeEachDatabase('approvals', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let account = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  const submit = (user: TestUser, body: Record<string, unknown>) =>
    as(user).call('/approval/submitApproval', body);
  const deal = (amount: number, name = `Deal ${amount}`) =>
    as(org.rep).create('Opportunity', {
      name,
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount,
    });
  const saveProcess = async (body: Record<string, unknown>) => {
    const { json } = await as(org.admin).call('/approval/saveProcess', { objectApi: 'Opportunity', ...body });
    expect(json.result, JSON.stringify(json)).toBe(true);
    return json.data.id as string;
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approvals');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    account = await as(org.rep).create('Account', { name: 'Approval Account' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-B-017] offers Submit for approval on the form only once the object has an active process (DECISIONS 25)', async () => {
    const form = async () =>
      (await as(org.rep).call('/master/getLayoutDetail', { objectApi: 'Opportunity', operation: 'NEW' })).json
        .data.saveandapproval;
    expect(await form()).toBe('false');
    await saveProcess({
      name: 'Very large deals',
      active: true,
      order: 1,
      criteria: 'amount >= 500000',
      approverKind: 'manual',
    });
    await saveProcess({
      name: 'Large deals',
      active: true,
      order: 2,
      criteria: 'amount >= 100000',
      approverKind: 'ownerManager',
    });
    await saveProcess({
      name: 'Switched off',
      active: false,
      order: 0,
      criteria: '',
      approverKind: 'submitterManager',
    });
    expect(await form()).toBe('true');
  });

  it('[S2-E-004] refuses a record no active process takes, with returnInfo and a reason per process', async () => {
    const small = await deal(5000);
    const { status, json } = await submit(org.rep, { relatedId: small, comments: '' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      result: false,
      returnCode: '10040',
      returnInfo: NO_MATCHING_PROCESS_MESSAGE,
    });
    expect(json.data.errors).toEqual([
      'Very large deals: the record does not meet its entry criteria (amount >= 500000)',
      'Large deals: the record does not meet its entry criteria (amount >= 100000)',
    ]);
    const request = await as(org.rep).call('/approval/getRequest', { relatedId: small });
    expect(request.json.data).toEqual({ request: null, canSubmit: true });
  });

  it("[S2-B-056] sends a large deal to the owner's manager in the role hierarchy and locks it while pending", async () => {
    const large = await deal(150000);
    const { json } = await submit(org.rep, { relatedId: large, comments: 'Please look at the margin' });
    expect(json.result, JSON.stringify(json)).toBe(true);
    expect(json.returnCode).toBe('1');
    expect(json.data).toMatchObject({
      status: 'pending',
      recordId: large,
      comments: 'Please look at the margin',
      approver: { id: org.manager.userId, name: 'Mia Manager' },
      submittedBy: { id: org.rep.userId },
    });
    expect(json.returnInfo).toBe('Submitted for approval to Mia Manager');

    // Locked: the owner's save is refused with a clear message and a key the form translates.
    const refused = await as(org.rep).save('Opportunity', { id: large, amount: 160000 });
    expect(refused).toMatchObject({
      isSaveSuccess: false,
      messageKey: 'approvals.locked',
      messageParams: { approver: 'Mia Manager' },
    });
    expect(refused.errormessage).toMatch(/locked while it waits for approval by Mia Manager/);
    // The approver and administrators may still change it.
    expect((await as(org.manager).save('Opportunity', { id: large, amount: 155000 })).isSaveSuccess).toBe(
      true,
    );
    expect((await as(org.admin).save('Opportunity', { id: large, amount: 150000 })).isSaveSuccess).toBe(true);

    // A second submission while pending is refused, and the detail page does not offer one.
    const status = await as(org.rep).call('/approval/getRequest', { relatedId: large });
    expect(status.json.data).toMatchObject({ request: { status: 'pending' }, canSubmit: false });
    const form = await as(org.rep).call('/master/getLayoutDetail', {
      objectApi: 'Opportunity',
      recordId: large,
    });
    expect(form.json.data.saveandapproval).toBe('false');
    const again = await submit(org.rep, { relatedId: large, comments: '' });
    expect(again.json).toMatchObject({
      result: false,
      returnInfo: 'This record is already waiting for approval',
    });
    expect(again.json.data.errors[0]).toMatch(/to be approved by Mia Manager/);

    // Only the approver decides; then the record is unlocked.
    const byRep = await as(org.rep).call('/approval/approve', { relatedId: large, comments: 'mine' });
    expect(byRep.json).toMatchObject({
      result: false,
      returnInfo: 'Only the approver or an administrator can decide this request',
    });
    const approved = await as(org.manager).call('/approval/approve', { relatedId: large, comments: 'Fine' });
    expect(approved.json.data).toMatchObject({
      status: 'approved',
      decidedBy: { id: org.manager.userId },
      decisionComments: 'Fine',
    });
    expect((await as(org.rep).save('Opportunity', { id: large, amount: 151000 })).isSaveSuccess).toBe(true);
    const after = await as(org.rep).call('/approval/getRequest', { relatedId: large });
    expect(after.json.data).toMatchObject({ request: { status: 'approved' }, canSubmit: true });
    const twice = await as(org.manager).call('/approval/reject', { relatedId: large });
    expect(twice.json).toMatchObject({
      result: false,
      returnInfo: 'This record is not waiting for approval',
    });
  });

  it("[S2-C-017] answers 'Manual' when the process leaves the approver to the submitter, then submits to the one picked", async () => {
    const huge = await deal(750000);
    const first = await submit(org.rep, { relatedId: huge, comments: 'Big one' });
    expect(first.json).toMatchObject({
      result: true,
      returnCode: 'Manual',
      data: { name: 'Very large deals' },
    });
    expect(
      (await as(org.rep).call('/approval/getRequest', { relatedId: huge })).json.data.request,
    ).toBeNull();
    const people = await as(org.rep).call('/approval/getApprovers', { relatedId: huge, keyword: 'pi' });
    expect(people.json.data).toEqual([{ id: org.peer.userId, name: 'Pia Peer' }]);
    const everyone = await as(org.rep).call('/approval/getApprovers', { relatedId: huge });
    expect(everyone.json.data.map((person: { id: string }) => person.id)).not.toContain(org.rep.userId);
    const literal = await as(org.rep).call('/approval/getApprovers', { relatedId: huge, keyword: '%' });
    expect(literal.json.data).toEqual([]);

    const self = await submit(org.rep, { relatedId: huge, comments: '', approverId: org.rep.userId });
    expect(self.status).toBe(400);
    expect(self.json.returnInfo).toMatch(/approverId: you cannot approve your own submission/);
    const nobody = await submit(org.rep, { relatedId: huge, comments: '', approverId: '005nobody' });
    expect(nobody.json.returnInfo).toMatch(/approverId: 005nobody is no active user/);

    const picked = await submit(org.rep, {
      relatedId: huge,
      comments: 'Big one',
      approverId: org.peer.userId,
    });
    expect(picked.json.data).toMatchObject({ status: 'pending', approver: { id: org.peer.userId } });
    const rejected = await as(org.peer).call('/approval/reject', { relatedId: huge, comments: 'Too risky' });
    expect(rejected.json.data).toMatchObject({ status: 'rejected', decisionComments: 'Too risky' });
  });

  it('refuses when the process sends to a manager and the submitter has none', async () => {
    const processes = (await as(org.admin).call('/approval/getProcesses', { objectApi: 'Opportunity' })).json
      .data as Array<{ id: string; name: string; active: boolean }>;
    expect(processes.map((process) => process.name)).toEqual([
      'Switched off',
      'Very large deals',
      'Large deals',
    ]);
    const off = processes[0]!;
    await saveProcess({
      id: off.id,
      name: 'Everything else',
      active: true,
      order: 9,
      criteria: '',
      approverKind: 'submitterManager',
    });
    // The CEO's administrator has no one above: the record stays unsubmitted.
    const own = await as(org.admin).create('Opportunity', {
      name: 'Admin deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount: 10,
    });
    const { json } = await submit(org.admin, { relatedId: own });
    expect(json).toMatchObject({
      result: false,
      returnInfo: '"Everything else" cannot find an approver',
    });
    expect(json.data.errors).toEqual([
      "Everything else: the submitter's role has no one above it in the role hierarchy",
      'Ask an administrator to name another approver for the process',
    ]);
    // The rep has one: the sales manager.
    const small = await deal(20);
    expect((await submit(org.rep, { relatedId: small })).json.data.approver.id).toBe(org.manager.userId);
  });

  describe('bad input gets a clear error', () => {
    it.each([
      [{}, 400, /relatedId/],
      [{ relatedId: '' }, 400, /relatedId: name the record/],
      [{ relatedId: 'x', comments: 'c'.repeat(2001) }, 400, /comments: at most 2000 characters/],
      [{ relatedId: '006doesnotexist' }, 404, /Record 006doesnotexist was not found/],
      [{ relatedId: 'zzz' }, 404, /Record zzz was not found/],
      [{ relatedId: 'x', extra: 1 }, 400, /extra/],
    ])('submitApproval %j answers %d', async (body, status, message) => {
      const answer = await submit(org.rep, body);
      expect(answer.status).toBe(status);
      expect(answer.json.result).toBe(false);
      expect(answer.json.returnInfo).toMatch(message);
    });

    it('hides a record the caller cannot see (private deals of another branch)', async () => {
      const mine = await deal(200000, 'Private deal');
      const answer = await submit(org.peer, { relatedId: mine });
      expect(answer.status).toBe(404);
    });

    it('names what is wrong with a process: criteria that do not compile, a missing approver, non-admins', async () => {
      const base = { objectApi: 'Opportunity', name: 'P', active: true, order: 1 };
      const bad = await as(org.admin).call('/approval/saveProcess', {
        ...base,
        criteria: 'discountx > 20',
        approverKind: 'manual',
      });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toMatch(/^criteria: .*discountx/i);
      const notBoolean = await as(org.admin).call('/approval/saveProcess', {
        ...base,
        criteria: 'amount + 1',
        approverKind: 'manual',
      });
      expect(notBoolean.json.returnInfo).toMatch(/criteria: .*incompatible/);
      const noUser = await as(org.admin).call('/approval/saveProcess', {
        ...base,
        criteria: '',
        approverKind: 'user',
      });
      expect(noUser.json.returnInfo).toBe('approverUserId: a process with a named approver names the user');
      const kind = await as(org.admin).call('/approval/saveProcess', {
        ...base,
        criteria: '',
        approverKind: 'boss',
      });
      expect(kind.status).toBe(400);
      expect(kind.json.returnInfo).toMatch(/approverKind/);
      const rep = await as(org.rep).call('/approval/saveProcess', {
        ...base,
        criteria: '',
        approverKind: 'manual',
      });
      expect(rep.status).toBe(403);
    });
  });
});
