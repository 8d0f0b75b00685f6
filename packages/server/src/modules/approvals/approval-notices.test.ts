import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/dovecot.js';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { RealtimeEvent } from '../realtime/index.js';
import { APPROVAL_NOTICE_EVENT } from './notices.js';

/**
 * Delegated approvers and live notices (issue 20): a person away names a
 * delegate for a date range, requests of that range go to the delegate and
 * the history says on whose behalf; every notice is pushed over the real-time
 * channel to its person and, when they asked for it, e-mailed through the
 * organisation's outgoing server.
 */
describeEachDatabase('approval delegates and notices', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let deputy: TestUser;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let account = '';
  const events: RealtimeEvent[] = [];
  let stopListening = () => {};
  const as = (user: TestUser) => callsAs(() => app, user);
  let seq = 0;
  const deal = (amount: number) => {
    seq += 1;
    return as(org.rep).create('Opportunity', {
      name: `Notice deal ${seq}`,
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount,
    });
  };
  const submit = async (relatedId: string) => {
    const { json } = await as(org.rep).call('/approval/submitApproval', { relatedId, comments: 'please' });
    expect(json.result, JSON.stringify(json)).toBe(true);
  };
  const noticesTo = (user: TestUser) =>
    events.filter((event) => event.type === APPROVAL_NOTICE_EVENT && event.audience === user.userId);

  beforeAll(async () => {
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle);
    stopListening = app.realtime.subscribe((event) => events.push(event));
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_notices');
    deputy = await createTestUser(getDatabase().handle, {
      orgId: org.orgId,
      name: 'Dee Deputy',
      profileId: 'standard_user',
    });
    await as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      fromAddress: 'crm@notices.example',
    });
    await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name: 'Manager signs',
      active: true,
      order: 1,
      criteria: '',
      definition: {
        steps: [
          {
            name: 'Manager',
            criteria: '',
            approverKind: 'submitterManager',
            approverId: null,
            mode: 'firstResponse',
            onReject: 'final',
          },
        ],
      },
    });
    await settleAccessJobs(app);
    account = await as(org.rep).create('Account', { name: 'Notice Account' });
  });
  afterAll(async () => {
    stopListening();
    await app.close();
    await relay.close();
  });

  it('[S1-R-084] [S1-R-087] a delegate approves in the range the manager set, on behalf of the manager; outside it the manager does', async () => {
    const { people, ...before } = await as(org.manager).ok('/approval/getMySettings', {});
    expect(before).toEqual({ delegate: null, from: '', to: '', delegateActive: false, emailNotices: false });
    // Whom the manager may choose: the organisation's other people.
    expect(people.map((person: { name: string }) => person.name)).toContain('Dee Deputy');
    const away = await as(org.manager).ok('/approval/saveDelegate', {
      delegateId: deputy.userId,
      from: '2000-01-01',
      to: '2999-12-31',
    });
    expect(away).toMatchObject({ delegate: { id: deputy.userId, name: 'Dee Deputy' }, delegateActive: true });

    const covered = await deal(150_000);
    await submit(covered);
    const preview = await as(deputy).ok('/approval/getGotoApprovalPreview', { relatedId: covered });
    expect(preview.canDecide).toBe(true);
    expect(preview.currentApprovers).toEqual([{ id: deputy.userId, name: 'Dee Deputy' }]);
    await as(deputy).ok('/approval/approve', { relatedId: covered, comments: 'for Mia' });
    const [entry] = await as(org.rep).ok('/approval/getHistory', { relatedId: covered });
    expect(entry.status).toBe('approved');
    expect(entry.items).toEqual([
      expect.objectContaining({
        approver: { id: deputy.userId, name: 'Dee Deputy' },
        originalApprover: { id: org.manager.userId, name: 'Mia Manager' },
        status: 'approved',
        comments: 'for Mia',
      }),
    ]);

    // An absence that starts tomorrow does not cover today's request.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await as(org.manager).ok('/approval/saveDelegate', {
      delegateId: deputy.userId,
      from: tomorrow,
      to: '2999-12-31',
    });
    expect(later.delegateActive).toBe(false);
    const uncovered = await deal(160_000);
    await submit(uncovered);
    const [pending] = await as(org.rep).ok('/approval/getHistory', { relatedId: uncovered });
    expect(pending.items).toEqual([
      expect.objectContaining({
        approver: { id: org.manager.userId, name: 'Mia Manager' },
        originalApprover: null,
      }),
    ]);
  });

  it('a refused delegation names the problem and keeps the one in force', async () => {
    await as(org.manager).ok('/approval/saveDelegate', { delegateId: deputy.userId, from: '2000-01-01' });
    for (const [body, message] of [
      [{ delegateId: org.manager.userId }, 'delegateId: choose someone other than yourself'],
      [{ delegateId: 'nobody_here' }, 'delegateId: nobody_here is no active user of this organisation'],
      [
        { delegateId: deputy.userId, from: '2026-05-02', to: '2026-05-01' },
        'to: the absence ends before it starts',
      ],
      [{ delegateId: deputy.userId, from: '2026-5-1' }, 'from: a date as YYYY-MM-DD'],
    ] as const) {
      const { status, json } = await as(org.manager).call('/approval/saveDelegate', body);
      expect(status, message).toBe(400);
      expect(json.returnInfo).toContain(message);
    }
    const kept = await as(org.manager).ok('/approval/getMySettings', {});
    expect(kept).toMatchObject({ delegate: { id: deputy.userId }, from: '2000-01-01', to: '9999-12-31' });
    const ended = await as(org.manager).ok('/approval/saveDelegate', { delegateId: null });
    expect(ended).toMatchObject({ delegate: null, delegateActive: false });
  });

  it('[S1-R-087] the approver hears of a request live, and by e-mail once they ask for it; the submitter hears the decision', async () => {
    const quiet = await deal(170_000);
    await submit(quiet);
    const live = noticesTo(org.manager).filter(
      (event) => (event.payload as { recordId: string }).recordId === quiet,
    );
    expect(live).toHaveLength(1);
    expect(live[0]?.orgId).toBe(org.orgId);
    expect(live[0]?.payload).toMatchObject({
      recordId: quiet,
      read: false,
      text: expect.stringContaining('Reo Rep asks you to approve Notice deal'),
    });
    await app.jobs.runJobsUntilIdle();
    expect(relay.received).toEqual([]);

    const on = await as(org.manager).ok('/approval/saveNoticeSettings', { emailNotices: true });
    expect(on.emailNotices).toBe(true);
    const mailed = await deal(180_000);
    await submit(mailed);
    await app.jobs.runJobsUntilIdle();
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]?.to).toEqual([org.manager.email]);
    expect(relay.received[0]?.subject).toContain('Reo Rep asks you to approve Notice deal');
    expect(relay.received[0]?.text).toContain(`/approvalCenter/approvalRequest?id=${mailed}`);

    const bell = await as(org.manager).ok('/approval/getNotifications', {});
    expect(bell.unread).toBeGreaterThanOrEqual(2);
    expect(bell.items.map((item: { recordId: string }) => item.recordId)).toEqual(
      expect.arrayContaining([quiet, mailed]),
    );

    await as(org.manager).ok('/approval/reject', { relatedId: mailed, comments: 'too big' });
    const decided = noticesTo(org.rep).find(
      (event) => (event.payload as { recordId: string }).recordId === mailed,
    );
    expect(decided?.payload).toMatchObject({
      text: expect.stringContaining('rejected by Mia Manager: too big'),
    });
    // Each notice is pushed once, however many calls follow.
    await as(org.manager).ok('/approval/approve', { relatedId: quiet });
    expect(
      noticesTo(org.manager).filter((event) => (event.payload as { recordId: string }).recordId === mailed),
    ).toHaveLength(1);
    await as(org.manager).ok('/approval/saveNoticeSettings', { emailNotices: false });
  });

  it('an e-mail the server refuses stays on its job with the reason, and the decision stands', async () => {
    await as(org.manager).ok('/approval/saveNoticeSettings', { emailNotices: true });
    await as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: await freePort(),
      smtpTls: false,
      fromAddress: 'crm@notices.example',
    });
    const id = await deal(190_000);
    await submit(id);
    await app.jobs.runJobsUntilIdle();
    const preview = await as(org.manager).ok('/approval/getGotoApprovalPreview', { relatedId: id });
    expect(preview.request.status).toBe('pending');
    const job = await getDatabase()
      .handle.db.selectFrom('job')
      .select(['status', 'last_error'])
      .where('type', '=', 'approval.noticeMail')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.last_error).toContain('Not sent');
    await as(org.manager).ok('/approval/saveNoticeSettings', { emailNotices: false });
  });

  it("[S1-R-087] a notice is read in its reader's language: German for the approver, Japanese for the submitter; one stored as text stays", async () => {
    await as(org.manager).ok('/user/saveLanguage', { language: 'de' });
    await as(org.rep).ok('/user/saveLanguage', { language: 'ja' });
    try {
      const id = await deal(200_000);
      await submit(id);
      const name = `Notice deal ${seq}`;
      const [asked] = (await as(org.manager).ok('/approval/getNotifications', {})).items;
      expect(asked).toMatchObject({
        recordId: id,
        text: `Reo Rep bittet Sie, ${name} zu genehmigen`,
        message: { key: 'waiting', params: { submitter: 'Reo Rep', record: name } },
      });
      // Pushed live in the approver's language too.
      const live = noticesTo(org.manager).find(
        (event) => (event.payload as { recordId: string }).recordId === id,
      );
      expect(live?.payload).toMatchObject({ text: `Reo Rep bittet Sie, ${name} zu genehmigen` });

      await as(org.manager).ok('/approval/reject', { relatedId: id, comments: 'zu groß' });
      const [decided] = (await as(org.rep).ok('/approval/getNotifications', {})).items;
      expect(decided.text).toBe(`${name} は Mia Manager さんにより却下されました：zu groß`);

      // A notice from before message keys has only its text: shown as it was stored, in any language.
      await getDatabase()
        .handle.db.insertInto('approval_notification')
        .values({
          id: 'old_notice_1',
          org_id: org.orgId,
          user_id: org.rep.userId,
          record_id: id,
          text: `${name} waits for your approval`,
          message: '',
          created_at: '2999-01-01T00:00:00.000Z',
          is_read: 0,
          pushed: 1,
          kind: 'approval',
          source: '',
        })
        .execute();
      const [old] = (await as(org.rep).ok('/approval/getNotifications', {})).items;
      expect(old).toMatchObject({
        id: 'old_notice_1',
        text: `${name} waits for your approval`,
        message: null,
      });
    } finally {
      await as(org.manager).ok('/user/saveLanguage', { language: 'en' });
      await as(org.rep).ok('/user/saveLanguage', { language: 'en' });
    }
  });
});
