import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * Mail merge (issue 23, spec 1 §7 `/mailMerge/generateDocument`): a template filled from records by the
 * mail templates' merge engine, drawn by the print writer as one PDF with a letter a page, answered raw.
 */
describeEachDatabase('mail merge', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  let templateId = '';
  const ids: string[] = [];
  const merge = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/mailMerge/generateDocument',
      headers: { accessToken: user.accessToken },
      payload: body,
    });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Mia Merge', profileId: 'standard_user' });
    ids.push(await calls.create('Contact', { name: 'Aoife O’Brien & Co', email: 'aoife@merge.example' }));
    ids.push(await calls.create('Contact', { name: 'Bruno Łukasz', email: 'bruno@merge.example' }));
    templateId = (
      await calls.ok('/mail/templates/save', {
        kind: 'email',
        name: 'Welcome letter',
        objectApi: 'Contact',
        defaultLanguage: 'en',
        versions: [
          {
            language: 'en',
            subject: 'Welcome, {!name}',
            body: '<p>Dear {!name},</p><p>we write to {!email}.</p>',
          },
          { language: 'de', subject: 'Willkommen, {!name}', body: '<p>Hallo {!name}.</p>' },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('[S1-C-003] fills the template from each record into one PDF, a letter a page, in the language asked for', async () => {
    const answer = await merge({ templateId, recordIds: ids });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toContain('Welcome-letter');
    const { pages, text } = await pdfText(answer.rawPayload);
    expect(pages).toBe(2);
    const [first, second] = text.split('\n');
    expect(first).toContain('Welcome, Aoife O’Brien & Co');
    expect(first).toContain('Dear Aoife O’Brien & Co,');
    expect(first).toContain('we write to aoife@merge.example.');
    expect(second).toContain('Welcome, Bruno Łukasz');
    const german = await pdfText(
      (await merge({ templateId, recordIds: [ids[1]], language: 'de' })).rawPayload,
    );
    expect(german.text).toContain('Hallo Bruno Łukasz.');
  });

  it('[S1-C-003] format docx answers one Word document, a letter after a page break, that reads back with its text', async () => {
    const answer = await merge({ templateId, recordIds: ids, format: 'docx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(answer.headers['content-disposition'])).toMatch(
      /^attachment; filename="Welcome-letter[^"]*\.docx"/,
    );
    const zip = await JSZip.loadAsync(answer.rawPayload);
    expect(Object.keys(zip.files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
    );
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const paragraphs = xml
      .split('</w:p>')
      .map((paragraph) =>
        [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
      )
      .filter(Boolean)
      .map((text) => text.replace(/&amp;/g, '&'));
    expect(paragraphs).toEqual([
      'Welcome, Aoife O’Brien & Co',
      'Dear Aoife O’Brien & Co,',
      'we write to aoife@merge.example.',
      'Welcome, Bruno Łukasz',
      'Dear Bruno Łukasz,',
      'we write to bruno@merge.example.',
    ]);
    // The second letter starts on a new page, under a heading.
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(1);
    expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(2);
    const wrong = await merge({ templateId, recordIds: ids, format: 'odt' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().returnInfo).toContain('format');
  });

  it('[S1-C-003] bad requests are refused with the problem named, as an envelope', async () => {
    const account = await calls.create('Account', { name: 'Merge Holdings' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ templateId, recordIds: [] }, 400, 'name at least one record'],
      [{ templateId, recordIds: Array.from({ length: 51 }, () => ids[0]) }, 400, 'at most 50 records'],
      [{ templateId, recordIds: [account] }, 400, 'fills Contact records, not Account'],
      [{ templateId: '0mtnothere', recordIds: ids }, 404, 'was not found'],
      [{ templateId, recordIds: ['003nothere0000'] }, 404, 'was not found'],
    ];
    for (const [body, status, problem] of cases) {
      const answer = await merge(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().returnInfo).toContain(problem);
    }
  });
});
