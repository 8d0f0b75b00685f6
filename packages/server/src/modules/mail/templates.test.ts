import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('mail templates', (getDatabase) => {
  let app: FastifyInstance;
  let ann: TestUser;
  let bob: TestUser;
  let user: TestUser = {} as TestUser;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  let contactId = '';
  const welcome = (extra: Record<string, unknown> = {}) => ({
    kind: 'email',
    name: `Welcome ${stamp}`,
    objectApi: 'Contact',
    folder: 'Onboarding',
    visibility: 'public',
    defaultLanguage: 'en',
    versions: [
      {
        language: 'en',
        subject: 'Welcome, {!name}',
        body: '<p>Dear {!Contact.name} of {!accountid}, write to {!$User.Email}.</p><script>x()</script>',
      },
      { language: 'de', subject: 'Willkommen, {!name}', body: '<p>Hallo {!UPPER(name)}</p>' },
      { language: 'ja', subject: 'ようこそ {!name} 様', body: '<p>{!name} 様</p>' },
    ],
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    ann = await createTestUser(getDatabase().handle, { name: 'Ann Templates', profileId: 'standard_user' });
    bob = await createTestUser(getDatabase().handle, { name: 'Bob Templates', profileId: 'standard_user' });
    const accountId = await as(ann).create('Account', { name: `Globex <b>${stamp}</b>` });
    contactId = await as(ann).create('Contact', { name: `Olivia ${stamp}`, accountid: accountId });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('[S1-R-172] an e-mail template in several languages fills subject and body from a record, each language its own', async () => {
    const saved = await as(ann).ok('/mail/templates/save', welcome());
    expect(saved.languages).toEqual(['en', 'de', 'ja']);
    expect(saved.versions[0].body).not.toContain('<script');
    const en = await as(ann).ok('/mail/templates/render', {
      id: saved.id,
      recordId: contactId,
      language: 'en',
    });
    expect(en.subject).toBe(`Welcome, Olivia ${stamp}`);
    // The lookup merges its record's name, escaped: a record's text never becomes markup.
    expect(en.body).toContain(`Dear Olivia ${stamp} of Globex &#60;b&#62;${stamp}&#60;/b&#62;`);
    expect(en.body).toContain(ann.email);
    const de = await as(ann).ok('/mail/templates/render', {
      id: saved.id,
      recordId: contactId,
      language: 'de',
    });
    expect([de.language, de.subject, de.body]).toEqual([
      'de',
      `Willkommen, Olivia ${stamp}`,
      `<p>Hallo OLIVIA ${stamp.toUpperCase()}</p>`,
    ]);
    const ja = await as(ann).ok('/mail/templates/render', {
      id: saved.id,
      recordId: contactId,
      language: 'ja',
    });
    expect(ja.subject).toBe(`ようこそ Olivia ${stamp} 様`);
    // No French version: the default language's.
    const fr = await as(ann).ok('/mail/templates/render', {
      id: saved.id,
      recordId: contactId,
      language: 'fr',
    });
    expect(fr.language).toBe('en');
  });

  it('[S1-R-172] a merge field the object does not have is refused when the template is saved, naming it', async () => {
    const bad = await as(ann).call(
      '/mail/templates/save',
      welcome({ versions: [{ language: 'en', subject: 'Hi {!nickname}', body: '<p>x</p>' }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.returnInfo).toMatch(/nickname/);
    const badFormula = await as(ann).call(
      '/mail/templates/save',
      welcome({ versions: [{ language: 'en', subject: '', body: '<p>{!UPPER(shoe_size)}</p>' }] }),
    );
    expect(badFormula.status).toBe(400);
    expect(badFormula.json.returnInfo).toMatch(/shoe_size/);
    const noObject = await as(ann).call('/mail/templates/save', welcome({ objectApi: 'Spaceship' }));
    expect(noObject.status).toBe(400);
    expect(noObject.json.returnInfo).toMatch(/Spaceship/);
  });

  it('[S1-R-173] a private text-message template is its owner’s; a public one is used by all and changed only by its owner', async () => {
    const sms = await as(ann).ok('/mail/templates/save', {
      kind: 'sms',
      name: `Reminder ${stamp}`,
      objectApi: 'Contact',
      visibility: 'private',
      versions: [{ language: 'en', body: 'Hi {!name}, see you tomorrow.' }],
    });
    const tooLong = await as(ann).call('/mail/templates/save', {
      kind: 'sms',
      name: 'Long',
      objectApi: 'Contact',
      versions: [{ language: 'en', body: 'x'.repeat(1601) }],
    });
    expect(tooLong.status).toBe(400);
    const mine = await as(ann).ok('/mail/templates/list', { kind: 'sms' });
    expect(mine.map((entry: { id: string }) => entry.id)).toContain(sms.id);
    const bobs = await as(bob).ok('/mail/templates/list', { kind: 'sms' });
    expect(bobs.map((entry: { id: string }) => entry.id)).not.toContain(sms.id);
    expect((await as(bob).call('/mail/templates/get', { id: sms.id })).status).toBe(404);
    const shared = (await as(bob).ok('/mail/templates/list', { kind: 'email', objectApi: 'Contact' })).find(
      (entry: { name: string }) => entry.name === `Welcome ${stamp}`,
    );
    expect(shared?.canEdit).toBe(false);
    expect((await as(bob).call('/mail/templates/delete', { id: shared.id })).status).toBe(403);
    const fields = await as(bob).ok('/mail/templates/mergeFields', { objectApi: 'Contact' });
    expect(fields.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['name', 'email', '$User.Name']),
    );
    expect((await as(ann).ok('/mail/templates/delete', { id: sms.id })).id).toBe(sms.id);
  });
});
