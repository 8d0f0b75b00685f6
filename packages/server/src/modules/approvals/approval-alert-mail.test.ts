import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/dovecot.js';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { writeUserLanguage } from '../auth/index.js';

/**
 * Approval e-mail alerts sent for real (issue 20): an alert e-mails the
 * recipients it names (the submitter, an address held in a field of the
 * record, the approvers) through the organisation's outgoing server, from a
 * template filled with the record in the recipient's language or from its
 * subject with a link; each e-mail is a job, retried when the server is down,
 * and the request's approval history shows it sent or failed with the reason.
 */
describeEachDatabase('approval e-mail alerts', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let clock = new Date('2026-07-01T08:00:00.000Z');
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const as = (user: TestUser) => callsAs(() => app, user);
  let templateId = '';
  let seq = 0;
  const account = (email: string) => {
    seq += 1;
    return as(org.rep).create('Account', { name: `Alert Account ${seq}`, email });
  };
  const useServer = (port: number) =>
    as(org.admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpTls: false,
      fromAddress: 'crm@alerts.example',
    });
  const alertAction = (patch: Record<string, unknown>) => ({
    on: 'submit',
    kind: 'emailAlert',
    subject: '',
    recipient: 'submitter',
    ...patch,
  });
  const step = {
    name: 'Manager',
    criteria: '',
    approverKind: 'submitterManager',
    approverId: null,
    mode: 'firstResponse',
    onReject: 'final',
  };
  let processId = '';
  /** One process, changed by each test (the first save that passes makes it). */
  const saveProcess = async (actions: unknown[]) => {
    const answer = await as(org.admin).call('/approval/saveProcess', {
      objectApi: 'Account',
      ...(processId ? { id: processId } : {}),
      name: 'Account review',
      active: true,
      order: 1,
      criteria: '',
      definition: { steps: [step], actions },
    });
    if (answer.status === 200) processId = answer.json.data.id;
    return answer;
  };
  const historyOf = async (relatedId: string) => {
    const [entry] = await as(org.rep).ok('/approval/getHistory', { relatedId });
    return entry as {
      status: string;
      alerts: Array<{
        subject: string;
        recipient: { id: string; name: string } | null;
        address: string;
        status: string;
        error: string;
        attempts: number;
      }>;
    };
  };

  beforeAll(async () => {
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, {
      now: () => clock,
      config: { publicUrl: 'https://crm.alerts.example/vela' },
    });
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_alerts');
    await useServer(relay.port);
    // The submitter reads German: the template's German version is theirs.
    await writeUserLanguage(getDatabase().handle.db, org.rep.userId, 'de');
    const template = await as(org.admin).ok('/mail/templates/save', {
      kind: 'email',
      name: 'Account approved',
      objectApi: 'Account',
      folder: '',
      visibility: 'public',
      defaultLanguage: 'en',
      versions: [
        {
          language: 'en',
          subject: 'Approved: {!name}',
          body: '<p>{!name} is approved by {!$User.Name}.</p>',
        },
        { language: 'de', subject: 'Genehmigt: {!name}', body: '<p>{!name} ist genehmigt.</p>' },
      ],
    });
    templateId = template.id;
    await settleAccessJobs(app);
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
  });

  it('refuses an alert to a field that holds no address, or with a template of another object, naming the problem', async () => {
    const contactTemplate = await as(org.admin).ok('/mail/templates/save', {
      kind: 'email',
      name: 'Contact hello',
      objectApi: 'Contact',
      folder: '',
      visibility: 'public',
      defaultLanguage: 'en',
      versions: [{ language: 'en', subject: 'Hello', body: '<p>Hello {!name}</p>' }],
    });
    for (const [action, message] of [
      [
        alertAction({ subject: 'x', recipient: 'field', recipientField: 'website' }),
        'actions[1].recipientField: "website" is no e-mail field of Account',
      ],
      [
        alertAction({ subject: 'x', recipient: 'field' }),
        'actions[1].recipientField: choose the e-mail field that holds the address',
      ],
      [
        alertAction({ templateId: contactTemplate.id }),
        'actions[1].templateId: the template "Contact hello" fills Contact records, not Account',
      ],
      [alertAction({}), 'actions[1].subject: give the alert a subject or choose a template'],
      [
        { ...alertAction({ subject: 'x', recipient: 'field', recipientField: 'email' }), kind: 'task' },
        'actions[1].recipient: a task goes to a person, not to an address in a field',
      ],
    ] as const) {
      const { status, json } = await saveProcess([action]);
      expect(status, message).toBe(400);
      expect(json.returnInfo).toContain(message);
    }
  });

  it('[S1-R-185] e-mails the address in a field on submission, and the submitter the template in their language on approval, with a full link', async () => {
    const { status, json } = await saveProcess([
      alertAction({ subject: 'Account submitted for review', recipient: 'field', recipientField: 'email' }),
      alertAction({ on: 'finalApproval', templateId }),
    ]);
    expect(status, JSON.stringify(json)).toBe(200);
    const id = await account('Buyer@Customer.example');
    await as(org.rep).ok('/approval/submitApproval', { relatedId: id, comments: 'please' });
    await app.jobs.runJobsUntilIdle();
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]?.to).toEqual(['buyer@customer.example']);
    expect(relay.received[0]?.subject).toBe('Account submitted for review');
    expect(relay.received[0]?.text).toContain(
      `https://crm.alerts.example/vela/commonObjects/detail/${id}/DETAIL`,
    );

    await as(org.manager).ok('/approval/approve', { relatedId: id, comments: 'fine' });
    await app.jobs.runJobsUntilIdle();
    expect(relay.received).toHaveLength(2);
    const approved = relay.received[1];
    expect(approved?.to).toEqual([org.rep.email.toLowerCase()]);
    expect(approved?.subject).toBe(`Genehmigt: Alert Account ${seq}`);
    expect(approved?.html).toContain(`Alert Account ${seq} ist genehmigt.`);
    expect(approved?.html).toContain(
      `href="https://crm.alerts.example/vela/commonObjects/detail/${id}/DETAIL"`,
    );

    const history = await historyOf(id);
    expect(history.status).toBe('approved');
    expect(
      history.alerts.map((alert) => [alert.recipient?.name ?? null, alert.address, alert.status]),
    ).toEqual([
      [null, 'buyer@customer.example', 'sent'],
      ['Reo Rep', org.rep.email, 'sent'],
    ]);
    // The in-app notice stays: the submitter's bell has the alert too, in their language.
    const bell = await as(org.rep).ok('/approval/getNotifications', {});
    expect(bell.items.map((item: { text: string }) => item.text)).toContain(
      `E-Mail-Benachrichtigung zu Alert Account ${seq}`,
    );
  });

  it('[S1-R-185] an alert the server refuses is tried again, then shown failed with the reason; an empty field is named; the decision stands', async () => {
    await saveProcess([
      alertAction({ subject: 'Review this account', recipient: 'field', recipientField: 'email' }),
      alertAction({ on: 'finalRejection', subject: 'Rejected account', recipient: 'approvers' }),
    ]);
    const silent = await account('');
    await as(org.rep).ok('/approval/submitApproval', { relatedId: silent });
    await app.jobs.runJobsUntilIdle();
    expect((await historyOf(silent)).alerts).toEqual([
      expect.objectContaining({ status: 'failed', error: 'the field E-Mail is empty', attempts: 0 }),
    ]);

    await useServer(await freePort());
    const before = relay.received.length;
    await as(org.manager).ok('/approval/reject', { relatedId: silent, comments: 'no' });
    await app.jobs.runJobsUntilIdle();
    let [, rejected] = (await historyOf(silent)).alerts;
    expect(rejected).toMatchObject({ status: 'queued', attempts: 1, address: org.manager.email });
    expect(rejected?.error).toMatch(/^Not sent \(refused\): .*\(attempt 1 of 3; trying again\)$/);
    for (const wait of [10, 20]) {
      advance(wait + 1);
      await app.jobs.runJobsUntilIdle();
    }
    const history = await historyOf(silent);
    [, rejected] = history.alerts;
    expect(history.status).toBe('rejected');
    expect(rejected).toMatchObject({ status: 'failed', attempts: 3, recipient: { name: 'Mia Manager' } });
    expect(rejected?.error).toMatch(/^Not sent \(refused\): /);
    expect(relay.received).toHaveLength(before);
    await useServer(relay.port);
  });

  it('an alert whose template was deleted fails at once with the reason', async () => {
    const doomed = await as(org.admin).ok('/mail/templates/save', {
      kind: 'email',
      name: 'Soon gone',
      objectApi: 'Account',
      folder: '',
      visibility: 'public',
      defaultLanguage: 'en',
      versions: [{ language: 'en', subject: 'Gone', body: '<p>{!name}</p>' }],
    });
    await saveProcess([alertAction({ templateId: doomed.id })]);
    await as(org.admin).ok('/mail/templates/delete', { id: doomed.id });
    const id = await account('x@y.example');
    await as(org.rep).ok('/approval/submitApproval', { relatedId: id });
    await app.jobs.runJobsUntilIdle();
    expect((await historyOf(id)).alerts).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        error: `the e-mail template ${doomed.id} no longer exists`,
      }),
    ]);
  });
});
