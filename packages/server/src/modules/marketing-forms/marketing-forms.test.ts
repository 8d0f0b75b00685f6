import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { PUBLIC_FORM_SUBMITS_PER_MINUTE } from './routes.js';

describeEachDatabase('marketing forms (web-to-lead)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: TestUser) => callsAs(() => app, user);
  let visitorIp = 0;
  /** A public call without a session, each from its own address (the limits are per address). */
  const pub = async (url: string, body: unknown, ip?: string) => {
    visitorIp += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      remoteAddress: ip ?? `10.7.${Math.floor(visitorIp / 250)}.${visitorIp % 250}`,
      payload: {
        head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' },
        body,
      },
    });
    return { status: response.statusCode, json: response.json() };
  };
  /** A raw download as a user: the reply itself, not an envelope. */
  const download = (user: TestUser, url: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload: envelopeFor(user, body) });
  const contactUs = {
    name: 'Contact us',
    intro: 'Tell us what you need.',
    thankYou: 'Thanks, we will call you.',
    template: 'contactUs',
    target: 'lead',
    fields: [
      { api: 'name', label: 'Your name', required: true },
      { api: 'email', label: 'Work e-mail', required: true },
      { api: 'company', label: '', required: false },
      { api: 'description', label: 'How can we help?', required: true },
    ],
  };
  let formId = '';
  let slug = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_mkforms');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-133] [S1-R-130] a marketer builds a form from a template’s fields on a lead; an empty label takes the field’s own; a bad definition is refused naming the field', async () => {
    const choices = await as(org.rep).ok('/form/fieldChoices', { target: 'lead' });
    const apis = choices.fields.map((field: { api: string }) => field.api);
    expect(apis).toEqual(expect.arrayContaining(['name', 'email', 'company', 'phone', 'description']));
    // Set by the system or by conversion, never by a visitor.
    expect(apis).not.toContain('status');
    expect(apis).not.toContain('ownerid');
    const saved = await as(org.rep).ok('/form/save', contactUs);
    formId = saved.id;
    slug = String(saved.publicPath).split('/').pop() ?? '';
    expect(saved).toMatchObject({
      name: 'Contact us',
      status: 'draft',
      template: 'contactUs',
      ownerId: org.rep.userId,
      ownerName: 'Reo Rep',
      submissionCount: 0,
    });
    expect(saved.publicPath).toMatch(/^\/webform\/[\w-]{20,}$/);
    expect(saved.fields[2]).toEqual({ api: 'company', label: 'Company', required: false, type: 'S' });
    expect(saved.fields[1].type).toBe('E');

    const refusals: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ name: '  ' }, 'name', /title/],
      [{ fields: [] }, 'fields', /at least one field/],
      [{ fields: [{ api: 'ownerid', required: true }] }, 'fields.0', /cannot be filled/],
      [
        {
          fields: [
            { api: 'name', required: true },
            { api: 'name', required: false },
          ],
        },
        'fields.1',
        /twice/,
      ],
      [{ fields: [{ api: 'email', required: true }] }, 'fields', /name/],
    ];
    for (const [change, field, message] of refusals) {
      const { status, json } = await as(org.rep).call('/form/save', { ...contactUs, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(json.returnInfo, JSON.stringify(change)).toMatch(message);
      expect(JSON.stringify(json.data), JSON.stringify(change)).toContain(field);
    }
    const { status } = await as(org.rep).call('/form/save', { ...contactUs, target: 'account' });
    expect(status).toBe(400);
  });

  it('[S1-R-131] a draft’s public page takes nothing; published, a visitor without sign-in sees its title, intro and fields', async () => {
    expect((await pub('/form/public/get', { slug })).json.result).toBe(false);
    const refused = await pub('/form/public/submit', { slug, values: { name: 'Early Bird' } });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toMatch(/not taking answers/);
    const published = await as(org.rep).ok('/form/publish', { id: formId, published: true });
    expect(published.status).toBe('published');
    const page = await pub('/form/public/get', { slug });
    expect(page.json.data).toEqual({
      name: 'Contact us',
      intro: 'Tell us what you need.',
      fields: [
        { api: 'name', label: 'Your name', required: true, type: 'S', options: [] },
        { api: 'email', label: 'Work e-mail', required: true, type: 'E', options: [] },
        { api: 'company', label: 'Company', required: false, type: 'S', options: [] },
        { api: 'description', label: 'How can we help?', required: true, type: 'X', options: [] },
      ],
    });
    expect((await pub('/form/public/get', { slug: 'guessed' })).json.result).toBe(false);
  });

  it('[S1-R-132] [S1-R-134] a submission saves a lead of the form’s owner through the save pipeline and is listed with the form', async () => {
    const sent = await pub('/form/public/submit', {
      slug,
      values: { name: 'Vera Visitor', email: 'vera@example.com', description: 'A demo, please' },
    });
    expect(sent.json, JSON.stringify(sent.json)).toMatchObject({
      result: true,
      data: { thankYou: 'Thanks, we will call you.' },
    });
    const { submissions, total } = await as(org.rep).ok('/form/submissions', { id: formId });
    expect(total).toBe(1);
    expect(submissions[0]).toMatchObject({
      values: { name: 'Vera Visitor', email: 'vera@example.com', description: 'A demo, please' },
      recordName: 'Vera Visitor',
      outcome: 'created',
    });
    const lead = await as(org.rep).detail(submissions[0].recordId);
    expect(lead.data).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      // The lead's required company falls back to the person; its source says where it came from.
      company: 'Vera Visitor',
      leadsource: 'Web',
      ownerid: org.rep.userId,
    });
    expect((await as(org.rep).ok('/form/get', { id: formId })).submissionCount).toBe(1);
  });

  it('[S1-R-131] a visitor’s bad answers are refused naming the field; nothing is stored', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ email: 'x@example.com', description: 'Hi' }, 'name', /Enter Your name/],
      [{ name: 'Nora', email: 'not-mail', description: 'Hi' }, 'email', /Work e-mail is not a valid/],
      [{ name: 'Nora', email: 'n@example.com', description: 'Hi', ownerid: 'me' }, 'ownerid', /not a field/],
    ];
    for (const [values, field, message] of cases) {
      const { status, json } = await pub('/form/public/submit', { slug, values });
      expect(status, field).toBe(400);
      expect(json.returnInfo, field).toMatch(message);
      expect(json.data.field, field).toBe(field);
    }
    expect((await as(org.rep).ok('/form/submissions', { id: formId })).total).toBe(1);
  });

  it('[S1-R-132] the lead’s validation and duplicate rules apply: a refusal reaches the visitor, a duplicate keeps the existing lead', async () => {
    const rule = await as(org.admin).call('/metadata/addValidationRule', {
      objId: 'lead',
      name: 'No competitors',
      formula: 'company = "Rival Inc"',
      message: 'We do not take requests from Rival Inc',
      errorField: 'company',
    });
    expect(rule.json.result, JSON.stringify(rule.json)).toBe(true);
    const refused = await pub('/form/public/submit', {
      slug,
      values: { name: 'Spy', email: 'spy@rival.example', company: 'Rival Inc', description: 'Prices?' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toMatch(/Rival Inc/);
    expect(refused.json.data.field).toBe('company');
    await as(org.admin).call('/metadata/deleteMetadata', { kind: 'validationRule', id: rule.json.data.id });

    const dupe = await as(org.admin).call('/metadata/saveDuplicateRule', {
      objId: 'lead',
      name: 'One lead per e-mail',
      action: 'warn',
      match: [{ field: 'email', match: 'email' }],
    });
    expect(dupe.json.result, JSON.stringify(dupe.json)).toBe(true);
    try {
      const again = await pub('/form/public/submit', {
        slug,
        values: { name: 'Vera Visitor', email: 'VERA@example.com', description: 'Me again' },
      });
      expect(again.json.result, JSON.stringify(again.json)).toBe(true);
      const { submissions } = await as(org.rep).ok('/form/submissions', { id: formId });
      expect(submissions).toHaveLength(2);
      expect(submissions[0]).toMatchObject({ outcome: 'matched', recordId: submissions[1].recordId });
    } finally {
      await as(org.admin).call('/metadata/deleteMetadata', { kind: 'duplicateRule', id: dupe.json.data.id });
    }
  });

  it('[S1-R-131] the public page is limited per address: the 21st submission in a minute is refused with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PUBLIC_FORM_SUBMITS_PER_MINUTE; attempt += 1)
      statuses.push((await pub('/form/public/submit', { slug, values: {} }, '10.99.0.1')).status);
    expect(statuses.slice(0, PUBLIC_FORM_SUBMITS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await pub('/form/public/get', { slug }, '10.99.0.2')).status).toBe(200);
  });

  it('[S1-C-005] /form/getSharePhoto answers the public link’s QR code as a raw PNG', async () => {
    const reply = await download(org.rep, '/form/getSharePhoto', { id: formId, size: 256 });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(String(reply.headers['content-disposition'])).toContain('Contact us-qr.png');
    const png = reply.rawPayload;
    // The PNG signature, and its width (bytes 16–19 of the IHDR chunk) as asked.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(256);
    // Not an envelope: raw bytes.
    expect(png.toString('latin1')).not.toContain('"result"');
  });

  it('[S1-C-006] /form/exportFormList answers the submissions as a raw CSV or XLSX file, labels as headers, audited', async () => {
    const csv = await download(org.rep, '/form/exportFormList', { id: formId, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Submitted,Your name,Work e-mail,Company,How can we help?,Record,Record id,Outcome',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Me again');
    expect(lines[1]).toMatch(/,matched$/);
    expect(lines[2]).toContain('vera@example.com');
    const xlsx = await download(org.rep, '/form/exportFormList', { id: formId, format: 'xlsx' });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Submissions');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Your name');
    expect(sheet?.rowCount).toBe(3);
    const audit = await as(org.admin).ok('/access/audit/list', { kind: 'export' });
    expect(JSON.stringify(audit)).toContain('Contact us-submissions.csv');
  });

  it('[S1-C-007] /form/exportFormInfo answers the form’s definition as a raw JSON file that /form/save takes back', async () => {
    const reply = await download(org.rep, '/form/exportFormInfo', { id: formId });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    const info = reply.json();
    expect(info).toEqual({
      format: 'vela-marketing-form',
      version: 1,
      form: {
        name: 'Contact us',
        intro: 'Tell us what you need.',
        thankYou: 'Thanks, we will call you.',
        template: 'contactUs',
        target: 'lead',
        status: 'published',
        fields: [
          { api: 'name', label: 'Your name', required: true },
          { api: 'email', label: 'Work e-mail', required: true },
          { api: 'company', label: 'Company', required: false },
          { api: 'description', label: 'How can we help?', required: true },
        ],
      },
    });
    const { status, ...definition } = info.form;
    expect(status).toBe('published');
    const copy = await as(org.rep).ok('/form/save', { ...definition, name: 'Contact us (copy)' });
    expect(copy.fields).toEqual((await as(org.rep).ok('/form/get', { id: formId })).fields);
  });

  it('[S1-R-129] the list shows the owner’s forms (an administrator’s all); another person’s form answers as missing, downloads too', async () => {
    const mine = await as(org.rep).ok('/form/list', {});
    expect(mine.forms.map((form: { name: string }) => form.name).sort()).toEqual([
      'Contact us',
      'Contact us (copy)',
    ]);
    expect(mine.forms.find((form: { id: string }) => form.id === formId).submissionCount).toBe(2);
    expect((await as(org.peer).ok('/form/list', {})).forms).toEqual([]);
    expect((await as(org.admin).ok('/form/list', {})).forms.length).toBe(2);
    for (const [url, body] of [
      ['/form/get', { id: formId }],
      ['/form/submissions', { id: formId }],
      ['/form/publish', { id: formId, published: false }],
      ['/form/delete', { id: formId }],
    ] as const)
      expect((await as(org.peer).call(url, body)).status, url).toBe(404);
    for (const url of ['/form/getSharePhoto', '/form/exportFormList', '/form/exportFormInfo'])
      expect((await download(org.peer, url, { id: formId })).statusCode, url).toBe(404);
    // A raw download's refusal is still the error envelope the request layer reads.
    expect((await download(org.peer, '/form/exportFormInfo', { id: formId })).json().result).toBe(false);
    expect((await as(org.partnerA).call('/form/list', {})).status).toBe(403);
    // Deleting the form deletes its submissions, not the leads they made.
    const { submissions } = await as(org.rep).ok('/form/submissions', { id: formId });
    await as(org.admin).ok('/form/delete', { id: formId });
    expect((await as(org.rep).call('/form/get', { id: formId })).status).toBe(404);
    expect((await as(org.rep).detail(submissions[0].recordId)).data.name).toBe('Vera Visitor');
    expect((await pub('/form/public/get', { slug })).json.result).toBe(false);
  });
});
