import type { FlowDefinition, FlowRun } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../../e2e/support/dovecot.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { writeUserLanguage } from '../auth/index.js';

/**
 * A flow's notify step e-mails (issue 20): to the user a field names, a named
 * user or the address an e-mail field holds, from a template filled in the
 * recipient's language or from its subject and message, through the
 * organisation's outgoing server, with a link under VELA_PUBLIC_URL. A server
 * that refuses fails the attempt (the run says so and is retried), a retry
 * neither notifies nor mails twice, and the last failure stays on the run.
 */
describeEachDatabase('flow e-mails', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let member: TestUser;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let clock = new Date('2026-08-01T09:00:00.000Z');
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  let templateId = '';
  let flowId = '';
  const useServer = (port: number) =>
    calls.ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpTls: false,
      fromAddress: 'flows@mail.example',
    });
  const notify = (patch: Record<string, unknown>) => ({
    type: 'notify',
    recipient: 'userField',
    userField: 'ownerid',
    message: 'New account {{name}}',
    sendEmail: true,
    ...patch,
  });
  const flow = (actions: unknown[]) =>
    ({
      name: 'Tell about new accounts',
      objectApi: 'Account',
      active: true,
      trigger: 'create',
      criteria: { kind: 'always' },
      onlyOnChange: false,
      actions,
    }) as FlowDefinition;
  const saveFlow = async (definition: FlowDefinition) => {
    const answer = await calls.call(
      '/automation/saveFlow',
      flowId ? { flowId, flow: definition } : { flow: definition },
    );
    if (answer.status === 200) flowId = answer.json.data.id;
    return answer;
  };
  const runOf = async (recordId: string): Promise<FlowRun> => {
    const [run] = await calls.ok('/automation/listRuns', { recordId });
    return run;
  };
  /** The bell's notices a flow left about a record. */
  const noticesOf = (recordId: string) =>
    getDatabase()
      .handle.db.selectFrom('approval_notification')
      .selectAll()
      .where('record_id', '=', recordId)
      .where('kind', '=', 'flow')
      .execute();

  beforeAll(async () => {
    relay = await startRelay();
    app = await createTestApp(getDatabase().handle, {
      now: () => clock,
      config: { publicUrl: 'https://crm.flows.example' },
    });
    admin = await createTestUser(getDatabase().handle, { name: 'Fay Flows' });
    member = await createTestUser(getDatabase().handle, { name: 'Marc Membre', profileId: 'standard_user' });
    await writeUserLanguage(getDatabase().handle.db, member.userId, 'fr');
    await useServer(relay.port);
    const template = await calls.ok('/mail/templates/save', {
      kind: 'email',
      name: 'New account',
      objectApi: 'Account',
      folder: '',
      visibility: 'public',
      defaultLanguage: 'en',
      versions: [
        { language: 'en', subject: 'New: {!name}', body: '<p>{!name} joined.</p>' },
        { language: 'fr', subject: 'Nouveau : {!name}', body: '<p>{!name} est arrivé.</p>' },
      ],
    });
    templateId = template.id;
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
  });

  it('refuses a notify step that cannot be sent, naming the problem', async () => {
    const smsTemplate = await calls.ok('/mail/templates/save', {
      kind: 'sms',
      name: 'Account text',
      objectApi: 'Account',
      folder: '',
      visibility: 'public',
      defaultLanguage: 'en',
      versions: [{ language: 'en', subject: '', body: 'Hi {!name}' }],
    });
    for (const [step, message] of [
      [
        notify({ recipient: 'addressField', addressField: 'website' }),
        '"website" is no e-mail field of Account',
      ],
      [
        notify({ recipient: 'addressField', addressField: 'email', sendEmail: false }),
        'an address in a field can only be sent an e-mail',
      ],
      [
        notify({ recipient: 'user', userId: 'usr_nobody' }),
        'usr_nobody is no active user of this organisation',
      ],
      [
        notify({ templateId: smsTemplate.id }),
        '"Account text" is a text-message template, not an e-mail template',
      ],
      [
        notify({ subject: 'About {{nosuchfield}}' }),
        'the placeholder {{nosuchfield}} names no field of Account',
      ],
    ] as const) {
      const { status, json } = await saveFlow(flow([step]));
      expect(status, message).toBe(400);
      expect(json.returnInfo).toContain(`step 1: ${message}`);
    }
  });

  it('[S1-R-186] e-mails the owner the subject and message, a named user the template in their language, and the address in a field', async () => {
    const { status, json } = await saveFlow(
      flow([
        notify({ subject: 'Yours: {{name}}' }),
        notify({ recipient: 'user', userId: member.userId, templateId }),
        notify({ recipient: 'addressField', addressField: 'email', templateId }),
      ]),
    );
    expect(status, JSON.stringify(json)).toBe(200);
    const id = await calls.create('Account', { name: 'Initech', email: 'Office@Initech.example' });
    await app.jobs.runJobsUntilIdle();
    const run = await runOf(id);
    expect(run.status, run.error).toBe('succeeded');
    expect(run.steps.slice(1).map((step) => step.message)).toEqual([
      `in-app notice to Fay Flows; e-mail sent to ${admin.email}: New account Initech`,
      `in-app notice to Marc Membre; e-mail sent to ${member.email} (fr): New account Initech`,
      'e-mail sent to office@initech.example: New account Initech',
    ]);
    expect(relay.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [[admin.email], 'Yours: Initech'],
      [[member.email], 'Nouveau : Initech'],
      [['office@initech.example'], 'New: Initech'],
    ]);
    const link = `https://crm.flows.example/commonObjects/detail/${id}/DETAIL`;
    expect(relay.received[0]?.text).toContain(`New account Initech\n\nOpen it in Vela: ${link}`);
    expect(relay.received[1]?.html).toContain('<p>Initech est arrivé.</p>');
    expect(relay.received[1]?.html).toContain(`href="${link}"`);
    expect((await noticesOf(id)).map((note) => note.user_id).sort()).toEqual(
      [admin.userId, member.userId].sort(),
    );
  });

  it('[S1-R-186] a server that refuses fails the attempt and the run is retried without a second notice; the last failure stays on the run, and a re-run sends', async () => {
    await saveFlow(flow([notify({ subject: 'Hello {{name}}' })]));
    const before = relay.received.length;
    await useServer(await freePort());
    const mended = await calls.create('Account', { name: 'Hooli' });
    await app.jobs.runJobsUntilIdle();
    let run = await runOf(mended);
    expect(run.status).toBe('queued');
    expect(run.error).toMatch(/^step 1: Not sent \(refused\): .*\(attempt 1 of 3; retrying\)$/);
    // The server is back before the retry: the e-mail goes, the notice is not written again.
    await useServer(relay.port);
    advance(11);
    await app.jobs.runJobsUntilIdle();
    run = await runOf(mended);
    expect(run.status, run.error).toBe('succeeded');
    expect(await noticesOf(mended)).toHaveLength(1);
    expect(relay.received.slice(before).map((mail) => mail.subject)).toEqual(['Hello Hooli']);

    await useServer(await freePort());
    const failing = await calls.create('Account', { name: 'Pied Piper' });
    await app.jobs.runJobsUntilIdle();
    for (const wait of [10, 20]) {
      advance(wait + 1);
      await app.jobs.runJobsUntilIdle();
    }
    run = await runOf(failing);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^step 1: Not sent \(refused\): /);
    expect(run.steps.filter((step) => step.outcome === 'failed').map((step) => step.attempt)).toEqual([
      1, 2, 3,
    ]);

    await useServer(relay.port);
    const rerun = await calls.ok('/automation/rerun', { runId: run.id });
    await app.jobs.runJobsUntilIdle();
    expect((await runOf(failing)).id).toBe(rerun.id);
    expect((await runOf(failing)).status).toBe('succeeded');
    expect(relay.received.at(-1)?.subject).toBe('Hello Pied Piper');
  });

  it("[S1-R-186] an e-mail without a template is worded in each recipient's language around the flow's own text", async () => {
    await saveFlow(flow([notify({ recipient: 'user', userId: member.userId }), notify({ subject: '' })]));
    const before = relay.received.length;
    const id = await calls.create('Account', { name: 'Umbrella' });
    await app.jobs.runJobsUntilIdle();
    const link = `https://crm.flows.example/commonObjects/detail/${id}/DETAIL`;
    const [french, english] = relay.received.slice(before);
    // The flow's name and message go as written; the greeting and the link's line are the reader's.
    expect([french?.subject, english?.subject]).toEqual([
      'Tell about new accounts',
      'Tell about new accounts',
    ]);
    expect(french?.text).toContain(
      `Bonjour Marc Membre,\n\nNew account Umbrella\n\nOuvrir dans Vela : ${link}`,
    );
    expect(english?.text).toContain(`Hello Fay Flows,\n\nNew account Umbrella\n\nOpen it in Vela: ${link}`);
  });
});
