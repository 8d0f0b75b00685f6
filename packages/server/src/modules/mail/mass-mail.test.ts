import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * Mass e-mail to a list view's contacts (issue 23), sent for real through an SMTP server (smtp-server):
 * opted-out and addressless contacts skipped and counted, the template filled per recipient in their
 * language, a minute's allowance at a time, a refusal recorded on its recipient, and an unsubscribe
 * link per recipient that sets the opt-out field and refuses an altered token with a page.
 */
describeEachDatabase('mass e-mail', (getDatabase) => {
  let app: FastifyInstance;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let admin: TestUser;
  let ann: TestUser;
  let user: TestUser = {} as TestUser;
  let clock = new Date('2026-07-01T08:00:00.000Z');
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  let templateId = '';
  const ids: Record<string, string> = {};
  const audience = () => ({
    objectApi: 'Contact',
    templateId,
    filters: { criteria: [{ field: 'name', operator: 'c', value: stamp }] },
  });

  beforeAll(async () => {
    relay = await startRelay({
      refuse: (address) => (address.startsWith('gone.') ? '5.1.1 No such mailbox here' : undefined),
    });
    app = await createTestApp(getDatabase().handle, {
      now: () => clock,
      config: { publicUrl: 'https://crm.mass.example' },
    });
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin', profileId: 'system_admin' });
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Sender', profileId: 'standard_user' });
    await as(admin).ok('/mail/orgServer/save', {
      smtpHost: '127.0.0.1',
      smtpPort: relay.port,
      smtpTls: false,
      fromAddress: 'news@mass.example',
    });
    // A field holding the person's language: the template's version in it goes to them.
    await as(admin).ok('/metadata/addField', {
      objId: 'contact',
      field: { api: 'language', type: 'S', label: 'Language', length: 10 },
    });
    for (const [key, fields] of [
      ['bea', { name: `Bea ${stamp}`, email: `gone.bea.${stamp}@mass.example` }],
      ['ola', { name: `Ola ${stamp}`, email: `ola.${stamp}@mass.example`, language: 'de' }],
      ['otto', { name: `Otto ${stamp}`, email: `otto.${stamp}@mass.example`, hasoptedoutofemail: true }],
      ['nina', { name: `Nina ${stamp}` }],
    ] as const)
      ids[key] = await as(ann).create('Contact', fields);
    const template = await as(ann).ok('/mail/templates/save', {
      kind: 'email',
      name: `News ${stamp}`,
      objectApi: 'Contact',
      visibility: 'private',
      defaultLanguage: 'en',
      versions: [
        { language: 'en', subject: 'News for {!name}', body: '<p>Dear {!name}, here is our news.</p>' },
        { language: 'de', subject: 'Neuigkeiten für {!name}', body: '<p>Hallo {!name}.</p>' },
      ],
    });
    templateId = template.id;
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
  });

  it('[issue 23] counts a list’s recipients, skipping and counting the opted-out and the addressless', async () => {
    expect(await as(ann).ok('/mail/mass/preview', audience())).toEqual({
      objectApi: 'Contact',
      total: 4,
      recipients: 2,
      skippedOptOut: 1,
      skippedNoAddress: 1,
      limited: false,
    });
    const wrong = await as(ann).call('/mail/mass/start', { ...audience(), objectApi: 'Account' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.returnInfo).toContain('contacts or leads');
  });

  it('[issue 23] sends a minute’s allowance at a time, each filled for its recipient, and records a refusal', async () => {
    const started = await as(ann).ok('/mail/mass/start', { ...audience(), perMinute: 1 });
    expect(started).toMatchObject({
      status: 'sending',
      total: 2,
      queued: 2,
      skippedOptOut: 1,
      skippedNoAddress: 1,
    });
    await app.jobs.runJobsUntilIdle();
    // Bea (by name, first) was refused by the server; Ola waits for the next minute.
    let progress = await as(ann).ok('/mail/mass/get', { id: started.id });
    expect(progress).toMatchObject({ status: 'sending', queued: 1, sent: 0, failed: 1 });
    expect(progress.failures[0]).toMatchObject({ recordId: ids.bea, status: 'failed' });
    expect(progress.failures[0].reason).toContain('No such mailbox');
    await app.jobs.runJobsUntilIdle();
    expect((await as(ann).ok('/mail/mass/get', { id: started.id })).queued).toBe(1);
    clock = new Date(clock.getTime() + 61_000);
    await app.jobs.runJobsUntilIdle();
    progress = await as(ann).ok('/mail/mass/get', { id: started.id });
    expect(progress).toMatchObject({ status: 'done', queued: 0, sent: 1, failed: 1 });
    expect(relay.received).toHaveLength(1);
    const mail = relay.received[0];
    expect(mail?.to).toEqual([`ola.${stamp}@mass.example`]);
    expect(mail?.subject).toBe(`Neuigkeiten für Ola ${stamp}`);
    expect(mail?.html).toContain(`Hallo Ola ${stamp}.`);
    expect(mail?.html).toContain('https://crm.mass.example/api/mail/unsubscribe?token=');
    expect((await as(admin).call('/mail/mass/get', { id: started.id })).status).toBe(404);
  });

  it('[issue 23] each message sent is on its recipient’s timeline; two contacts sharing one address each get their own', async () => {
    // Not containing the stamp: the other tests' list stays the same.
    const family = `fam${Math.random().toString(36).slice(2, 7)}`;
    const shared = `family.${stamp}@mass.example`;
    const pia = await as(ann).create('Contact', { name: `Pia ${family}`, email: shared });
    // The standard rule blocks a second contact with the address; an organisation where families share
    // one relaxes it to a warning, which the person confirms.
    const perFields = { name: `Per ${family}`, email: shared.toUpperCase() };
    const blocked = await as(ann).save('Contact', perFields);
    expect(blocked.duplicateAction).toBe('block');
    await as(admin).ok('/metadata/saveDuplicateRule', {
      id: blocked.veladupecatcherids,
      objId: 'contact',
      name: 'Same contact e-mail',
      action: 'warn',
      match: [{ field: 'email', match: 'email' }],
    });
    const per = (await as(ann).save('Contact', perFields, { skipDuplicateWarning: true })).id as string;
    const before = relay.received.length;
    const started = await as(ann).ok('/mail/mass/start', {
      ...audience(),
      filters: { criteria: [{ field: 'name', operator: 'c', value: family }] },
      perMinute: 10,
    });
    expect(started.total).toBe(2);
    await app.jobs.runJobsUntilIdle();
    expect(await as(ann).ok('/mail/mass/get', { id: started.id })).toMatchObject({ status: 'done', sent: 2 });
    const mails = relay.received.slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [[shared], `News for Per ${family}`],
      [[shared], `News for Pia ${family}`],
    ]);
    // Each record shows its own message (not its namesake's), to whoever may read it; the footer's
    // link stays the recipient's.
    for (const [id, name] of [
      [pia, 'Pia'],
      [per, 'Per'],
    ] as const) {
      const timeline = await as(admin).ok('/mail/recordTimeline', { recordId: id });
      expect(timeline.map((message: { subject: string }) => message.subject)).toEqual([
        `News for ${name} ${family}`,
      ]);
      expect(timeline[0]).toMatchObject({ folder: 'sent', status: 'sent', to: [{ address: shared }] });
      const { message } = await as(admin).ok('/mail/messages/get', { id: timeline[0].id });
      expect(message.html).toContain(`Dear ${name} ${family}`);
      expect(message.html).not.toContain('/api/mail/unsubscribe');
    }
  });

  it('[issue 23] the e-mail offers mail clients’ one-click unsubscribe (RFC 8058) through the same link', () => {
    const headers = relay.received[0]?.headers ?? {};
    expect(headers['list-unsubscribe']).toMatch(
      /^<https:\/\/crm\.mass\.example\/api\/mail\/unsubscribe\?token=[^>]+>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('[issue 23] following the unsubscribe link changes nothing: it asks, in the recipient’s language; the button’s post sets the opt-out; an altered link gets a page saying so', async () => {
    const link = /href="https:\/\/crm\.mass\.example(\/api\/mail\/unsubscribe\?token=[^"]+)"/.exec(
      relay.received[0]?.html ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const url = (link ?? '').replace(/&#38;/g, '&');
    const token = decodeURIComponent(url.split('token=')[1] ?? '');
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    // Another row's id under this row's signature.
    const dot = token.lastIndexOf('.');
    const otherRow = `${token.slice(0, dot - 1)}${token[dot - 1] === 'x' ? 'y' : 'x'}${token.slice(dot)}`;
    for (const bad of [tampered, otherRow, 'nonsense', ''])
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({
          method,
          url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
          headers: { 'accept-language': 'fr-CH,fr;q=0.9' },
        });
        expect(answer.statusCode, `${method} ${bad}`).toBe(400);
        expect(answer.body).toContain('Ce lien de désinscription n’est pas valide');
      }
    // A scanner (or the person) opening the link twice: a question with a button, and no change.
    for (let opened = 0; opened < 2; opened += 1) {
      const question = await app.inject({ method: 'GET', url });
      expect(question.statusCode).toBe(200);
      expect(question.headers['content-type']).toContain('text/html');
      expect(question.body).toContain('Von diesen E-Mails abmelden?');
      expect(question.body).toContain('<form method="post" action="unsubscribe?token=');
      expect(question.body).toContain('>Abmelden</button>');
    }
    expect((await as(ann).detail(ids.ola ?? '')).data.hasoptedoutofemail).toBe(false);
    // The page's button posts its form to the link's own address.
    const form = /action="([^"]+)"/.exec((await app.inject({ method: 'GET', url })).body)?.[1] ?? '';
    const action = new URL(form.replace(/&amp;|&#38;/g, '&'), `https://crm.mass.example${url}`);
    const answer = await app.inject({
      method: 'POST',
      url: `${action.pathname}${action.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Sie sind abgemeldet');
    expect((await as(ann).detail(ids.ola ?? '')).data.hasoptedoutofemail).toBe(true);
    expect(await as(ann).ok('/mail/mass/preview', audience())).toMatchObject({
      recipients: 1,
      skippedOptOut: 2,
    });
    // Opened again afterwards, the link says it is done.
    expect((await app.inject({ method: 'GET', url })).body).toContain('Sie sind abgemeldet');
  });

  it('[issue 23] a mail client’s one-click unsubscribe (multipart form, RFC 8058) sets the opt-out', async () => {
    const ola = ids.ola ?? '';
    await as(ann).save('Contact', { id: ola, hasoptedoutofemail: false });
    const link = (relay.received[0]?.headers['list-unsubscribe'] ?? '').replace(/^<https:\/\/[^/]+|>$/g, '');
    const boundary = 'vela-one-click';
    const answer = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(answer.statusCode).toBe(200);
    expect((await as(ann).detail(ola)).data.hasoptedoutofemail).toBe(true);
  });
});
