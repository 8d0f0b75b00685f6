import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * Printing (spec 1 §2.1 pdfViewDetail, §2.3 print-quotation, §2.6 print-invoices,
 * print-table, print-detail): what the print pages and the PDF show comes only
 * from records the caller may read, without hidden fields.
 */
describeEachDatabase('printing', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let quoteId = '';
  let invoiceId = '';
  let accountId = '';

  const pdf = async (user: TestUser, path: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { accessToken: user.accessToken },
      payload: body as Record<string, unknown>,
    });
    return response;
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_printing');
    await buildKeywordIndexes(app);
    const rep = as(org.rep);
    for (const objectApi of ['quote', 'Invoices', 'Account']) {
      const { json } = await as(org.admin).call('/access/owd/save', { objectApi, defaultAccess: 'private' });
      expect(json.result, JSON.stringify(json)).toBe(true);
    }
    accountId = await rep.create('Account', { name: 'Zażółć Trading GmbH' });
    const licence = await rep.create('product', { name: 'Console licence', listprice: 1200, isactive: true });
    const support = await rep.create('product', { name: 'Annual support', listprice: 240, isactive: true });
    const lines = [
      {
        name: 'Licence',
        product: licence,
        qty: 2,
        listprice: 1200,
        selectdiscount: '1',
        discount: 10,
        tax: 20,
      },
      { name: 'Support', product: support, qty: 1, listprice: 240, tax: 20 },
    ];
    const quote = await rep.save(
      'quote',
      { name: 'Q-2026-001 Ærø', khmc: accountId, currency: 'USD' },
      { masterdata: JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data: lines }]) },
    );
    expect(quote.isSaveSuccess, JSON.stringify(quote)).toBe(true);
    quoteId = quote.id;
    const invoice = await rep.save(
      'Invoices',
      { name: 'INV-77', account_name: accountId, currency: 'USD', invoice_date: '2026-11-02' },
      {
        masterdata: JSON.stringify([{ objectApi: 'invoicedetail', relatedField: 'invoiceid', data: lines }]),
      },
    );
    expect(invoice.isSaveSuccess, JSON.stringify(invoice)).toBe(true);
    invoiceId = invoice.id;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('quotations and invoices', () => {
    it('[S1-R-156] prints a quote: header fields, its product lines and the totals', async () => {
      const { status, json } = await as(org.rep).call('/print/getPrintDocument', {
        kind: 'quotation',
        id: quoteId,
      });
      expect(status, JSON.stringify(json)).toBe(200);
      const document = json.data;
      expect(document).toMatchObject({
        kind: 'quotation',
        heading: 'Quote',
        title: 'Q-2026-001 Ærø',
        // The quote's number, not its record id (issue 26 item 2).
        reference: expect.stringMatching(/^Q-\d{6}$/),
      });
      // The customer prints in the bill-to block, not among the details.
      expect(document.parties.billTo.lines[0]).toBe('Zażółć Trading GmbH');
      expect(document.table.rows.map((row: string[]) => row[0])).toEqual([
        'Console licence',
        'Annual support',
      ]);
      // 2 × 1200 − 10 % = 2160 + 20 % tax = 2592; 240 + 20 % = 288.
      expect(document.totals).toEqual([
        { key: 'subtotal', label: 'Subtotal', text: '$2,640.00' },
        { key: 'discount', label: 'Discount', text: '$240.00' },
        { key: 'tax', label: 'Tax', text: '$480.00' },
        { key: 'total', label: 'Total', text: '$2,880.00' },
      ]);
    });

    it('[S1-R-156] [S1-R-233] a quote and an invoice are customer documents: seller, bill-to and ship-to, terms, lines that add up to the totals, no owner or record id (issue 26 item 2)', async () => {
      await getDatabase()
        .handle.db.updateTable('organization')
        .set({
          settings_json: JSON.stringify({
            seller: {
              name: 'Printing Seller Ltd',
              addressLines: ['1 Quay Street', 'Cork T12 AB34'],
              taxId: 'IE1234567X',
              quotationTerms: 'Valid 30 days.',
              invoiceTerms: 'Pay within 14 days.',
            },
          }),
        })
        .where('id', '=', org.orgId)
        .execute();
      const rep = as(org.rep);
      const customer = await rep.create('Account', {
        name: 'Bill-to Customer AG',
        billingaddress04: 'Hauptstraße 5',
        billingaddress05: '10115',
      });
      const licence = await rep.create('product', {
        name: 'Discounted seat',
        listprice: 100,
        isactive: true,
      });
      // A customer discount on top of the line discount: the line must print both, as the totals count them.
      const lines = [
        {
          name: 'Seat',
          product: licence,
          qty: 4,
          listprice: 100,
          selectdiscount: '1',
          discount: 10,
          customerdiscount: 5,
        },
      ];
      const quote = await rep.save(
        'quote',
        { name: 'Customer quote', khmc: customer, currency: 'USD' },
        { masterdata: JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data: lines }]) },
      );
      expect(quote.isSaveSuccess, JSON.stringify(quote)).toBe(true);
      const invoice = await rep.save(
        'Invoices',
        { name: 'INV-CUST-1', account_name: customer, currency: 'USD', invoice_date: '2026-11-02' },
        {
          masterdata: JSON.stringify([
            { objectApi: 'invoicedetail', relatedField: 'invoiceid', data: lines },
          ]),
        },
      );
      expect(invoice.isSaveSuccess, JSON.stringify(invoice)).toBe(true);
      for (const [kind, id, terms] of [
        ['quotation', quote.id, 'Valid 30 days.'],
        ['invoice', invoice.id, 'Pay within 14 days.'],
      ] as const) {
        const { json } = await rep.call('/print/getPrintDocument', { kind, id });
        const document = json.data;
        expect(document.reference, kind).not.toBe(id);
        expect(JSON.stringify(document), kind).not.toContain(id);
        expect(JSON.stringify(document), kind).not.toContain(org.orgId);
        const labels = document.sections.flatMap((section: { fields: Array<{ label: string }> }) =>
          section.fields.map((field) => field.label),
        );
        expect(labels, kind).not.toContain('Owner');
        expect(document.parties.seller).toEqual({
          key: 'seller',
          label: 'Printing Seller Ltd',
          lines: ['1 Quay Street', 'Cork T12 AB34', 'Tax ID: IE1234567X'],
        });
        expect(document.parties.billTo).toEqual({
          key: 'billTo',
          label: 'Bill to',
          lines: ['Bill-to Customer AG', 'Hauptstraße 5', '10115'],
        });
        expect(document.parties.shipTo.lines[0]).toBe('Bill-to Customer AG');
        expect(document.terms).toBe(terms);
        // 4 × 100 = 400; 10 % off = 40; 5 % of 360 = 18: the line prints 58 off (14.5 %), as the total counts.
        const columns = document.table.columns.map((column: { key: string }) => column.key);
        const row = document.table.rows[0];
        expect(row[columns.indexOf('discountamount')], kind).toBe('$58.00');
        expect(row[columns.indexOf('discount')], kind).toBe('14.5%');
        expect(row[columns.indexOf('amount')], kind).toBe('$342.00');
        expect(document.totals).toContainEqual({ key: 'discount', label: 'Discount', text: '$58.00' });
        expect(document.totals).toContainEqual({ key: 'total', label: 'Total', text: '$342.00' });
        const response = await pdf(org.rep, '/print/downloadRecordPdf', { kind, id });
        const { text } = await pdfText(response.rawPayload);
        for (const expected of [
          'Printing Seller Ltd',
          'IE1234567X',
          'BILL TO',
          'Hauptstraße 5',
          terms,
          '$58.00',
        ])
          expect(text, `${kind} PDF: ${expected}`).toContain(expected);
        expect(text, kind).not.toContain(id);
      }
      // View as PDF (a detail print) of a quote prints its product lines too.
      const detail = await rep.call('/print/getPrintDocument', { kind: 'detail', id: quote.id });
      expect(detail.json.data.table.rows[0][0]).toBe('Discounted seat');
    });

    it('[S1-R-156] [S1-R-233] the PDF is a PDF with the lines, the totals and Latin beyond ASCII', async () => {
      for (const [kind, id, title] of [
        ['quotation', quoteId, 'Q-2026-001 Ærø'],
        ['invoice', invoiceId, 'INV-77'],
      ] as const) {
        const response = await pdf(org.rep, '/print/downloadRecordPdf', {
          kind,
          id,
          language: 'de',
          words: { total: 'Gesamt' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(String(response.headers['content-disposition'])).toContain('.pdf');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const { text } = await pdfText(response.rawPayload);
        for (const expected of [
          title,
          'Console licence',
          'Annual support',
          'Zażółć Trading GmbH',
          'Gesamt',
          '2.880,00',
        ])
          expect(text, `${kind}: ${expected}`).toContain(expected);
      }
    });

    it('[S1-R-156] a quotation with Chinese, Japanese, Korean and Thai names prints them in the PDF, fonts subset', async () => {
      const rep = as(org.rep);
      const names = ['云服务器许可证', '年間サポート', '설치 서비스', 'บริการสนับสนุน'];
      const data = [];
      for (const name of names)
        data.push({
          name,
          product: await rep.create('product', { name, listprice: 100, isactive: true }),
          qty: 1,
          listprice: 100,
        });
      const quote = await rep.save(
        'quote',
        { name: '报价单 ใบเสนอราคา', khmc: accountId, currency: 'USD' },
        { masterdata: JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data }]) },
      );
      expect(quote.isSaveSuccess, JSON.stringify(quote)).toBe(true);
      for (const language of ['zh-CN', 'ja', 'th']) {
        const response = await pdf(org.rep, '/print/downloadRecordPdf', {
          kind: 'quotation',
          id: quote.id,
          language,
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        // Subsets: the whole Noto Sans CJK collection is 20 MB.
        expect(response.rawPayload.length).toBeLessThan(250_000);
        const { text } = await pdfText(response.rawPayload);
        const compact = text.replace(/\s+/g, '');
        for (const expected of [...names, '报价单', 'ใบเสนอราคา'])
          expect(compact, `${language}: ${expected}`).toContain(expected.replace(/\s+/g, ''));
      }
    });

    it('[S1-R-156] refuses a user who may not read the quote, in the document and in the PDF, leaving no trace', async () => {
      const refused = await as(org.peer).call('/print/getPrintDocument', { kind: 'quotation', id: quoteId });
      expect(refused.status).toBe(404);
      expect(refused.json.result).toBe(false);
      expect(JSON.stringify(refused.json)).not.toContain('Console licence');
      const refusedPdf = await pdf(org.peer, '/print/downloadRecordPdf', { kind: 'quotation', id: quoteId });
      expect(refusedPdf.statusCode).toBe(404);
      expect(refusedPdf.headers['content-type']).toContain('json');
      expect(refusedPdf.body).not.toContain('Q-2026-001');
    });

    it('[S1-R-233] refuses a print-invoices link made for another user', async () => {
      const { status, json } = await as(org.manager).call('/print/getPrintDocument', {
        kind: 'invoice',
        id: invoiceId,
        userId: org.rep.userId,
      });
      expect(status).toBe(403);
      expect(json.returnInfo).toContain('another user');
    });

    it('[S1-R-156] a hidden field is neither in the document nor in the PDF', async () => {
      const { call } = as(org.admin);
      const hide = (fields: Array<{ field: string; access: string }>, objectApi: string) =>
        call('/access/profile/saveFieldAccess', { profileId: 'standard_user', objectApi, fields });
      expect((await hide([{ field: 'expirationdate', access: 'hidden' }], 'quote')).json.result).toBe(true);
      expect((await hide([{ field: 'discountamount', access: 'hidden' }], 'quotedetail')).json.result).toBe(
        true,
      );
      await as(org.rep)
        .save('quote', { id: quoteId, expirationdate: '2031-07-19' })
        .catch(() => undefined);
      await as(org.admin).save('quote', { id: quoteId, expirationdate: '2031-07-19' });
      try {
        const { json } = await as(org.rep).call('/print/getPrintDocument', {
          kind: 'quotation',
          id: quoteId,
        });
        const text = JSON.stringify(json.data);
        expect(text).not.toContain('Expiration date');
        expect(text).not.toContain('2031');
        expect(json.data.table.columns.map((column: { key: string }) => column.key)).not.toContain(
          'discountamount',
        );
        // The discount total would reveal the hidden amounts: only the record's total is printed.
        expect(json.data.totals).toEqual([{ key: 'total', label: 'Total', text: '$2,880.00' }]);
        const response = await pdf(org.rep, '/print/downloadRecordPdf', { kind: 'quotation', id: quoteId });
        const { text: pdfWords } = await pdfText(response.rawPayload);
        expect(pdfWords).not.toContain('2031');
        expect(pdfWords).not.toContain('Expiration');
        // The administrator still sees both.
        const full = await as(org.admin).call('/print/getPrintDocument', { kind: 'quotation', id: quoteId });
        expect(JSON.stringify(full.json.data)).toContain('Expiration date');
      } finally {
        await hide([{ field: 'expirationdate', access: 'edit' }], 'quote');
        await hide([{ field: 'discountamount', access: 'edit' }], 'quotedetail');
      }
    });

    it('[S1-R-156] names the problem of bad input, never a 500', async () => {
      const { call } = as(org.rep);
      const account = await call('/print/getPrintDocument', { kind: 'quotation', id: accountId });
      expect(account.status).toBe(400);
      expect(account.json.returnInfo).toContain('Account has none');
      const wrongObject = await call('/print/getPrintDocument', {
        kind: 'quotation',
        id: quoteId,
        objId: 'account',
      });
      expect(wrongObject.status).toBe(400);
      expect(wrongObject.json.returnInfo).toContain('objId');
      const unknown = await call('/print/getPrintDocument', {
        kind: 'quotation',
        id: `${quoteId.slice(0, -4)}zzzz`,
      });
      expect(unknown.status).toBe(404);
      const template = await call('/print/getPrintDocument', {
        kind: 'quotation',
        id: quoteId,
        templateId: 'fancy',
      });
      expect(template.status).toBe(400);
      const badPdf = await pdf(org.rep, '/print/downloadRecordPdf', { kind: 'poster', id: quoteId });
      expect(badPdf.statusCode).toBe(400);
      expect(badPdf.body).toContain('kind');
    });
  });

  describe('record detail', () => {
    it('[S1-R-235] [S1-R-006] prints any record by its layout sections, as a document and a PDF', async () => {
      const { json } = await as(org.rep).call('/print/getPrintDocument', { kind: 'detail', id: accountId });
      expect(json.data).toMatchObject({
        kind: 'detail',
        heading: 'Account',
        title: 'Zażółć Trading GmbH',
        table: null,
      });
      expect(json.data.sections.length).toBeGreaterThan(0);
      const names = json.data.sections.flatMap(
        (section: { fields: Array<{ label: string; text: string }> }) =>
          section.fields.map((field) => field.text),
      );
      expect(names).toContain('Zażółć Trading GmbH');
      const response = await pdf(org.rep, '/print/downloadRecordPdf', { kind: 'detail', id: accountId });
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect((await pdfText(response.rawPayload)).text).toContain('Zażółć Trading GmbH');
      const refused = await pdf(org.peer, '/print/downloadRecordPdf', { kind: 'detail', id: accountId });
      expect(refused.statusCode).toBe(404);
    });
  });

  describe('list views', () => {
    it('[S1-R-234] prints a page of the list the way the list page asks for it, only rows the caller may read', async () => {
      const rep = as(org.rep);
      for (const name of ['Print Alpha', 'Print Beta', 'Print Gamma']) await rep.create('Account', { name });
      await as(org.peer).create('Account', { name: 'Print Peer Secret' });
      const catalogue = await rep.call('/view/getViewList', { objectApi: 'Account' });
      const viewId = catalogue.json.data.defaultViewId;
      const body = {
        objectApi: 'Account',
        viewId,
        pageNum: 1,
        pageSize: 2,
        keyword: 'Print',
        sort: { field: 'name', order: 'asc' },
      };
      const first = await rep.call('/print/getPrintTable', body);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      const listed = await rep.call('/view/getViewListData', {
        objectApi: 'Account',
        viewId,
        pageSize: 2,
        keyword: 'Print',
        sort: body.sort,
      });
      const nameAt = first.json.data.table.columns.findIndex(
        (column: { key: string }) => column.key === 'name',
      );
      expect(first.json.data.table.rows.map((row: string[]) => row[nameAt])).toEqual(
        listed.json.data.rows.map((row: { name: string }) => row.name),
      );
      expect(first.json.data.page).toEqual({ number: 1, first: 1, last: 2 });
      const second = await rep.call('/print/getPrintTable', { ...body, pageNum: 2 });
      expect(second.json.data.table.rows.map((row: string[]) => row[nameAt])).toEqual(['Print Gamma']);
      expect(JSON.stringify(second.json.data)).not.toContain('Print Peer Secret');
      const exact = await rep.call('/print/getPrintTable', {
        ...body,
        keyword: 'Print Beta',
        exact: true,
        pageSize: 25,
      });
      expect(exact.json.data.table.rows.map((row: string[]) => row[nameAt])).toEqual(['Print Beta']);
      const response = await pdf(org.rep, '/print/downloadTablePdf', body);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain('Print Alpha');
      expect(text).not.toContain('Print Peer Secret');
    });

    it('[S1-R-234] a printed list is titled with the view name the list shows: a standard view in the reader’s language (issue 26 item 4)', async () => {
      const reader = await createTestUser(getDatabase().handle, {
        orgId: org.orgId,
        name: 'Greta Leserin',
        profileId: 'standard_user',
      });
      await getDatabase()
        .handle.db.updateTable('app_user')
        .set({ language: 'de' })
        .where('id', '=', reader.userId)
        .execute();
      const german = as(reader);
      const catalogue = await german.ok('/view/getViewList', { objectApi: 'Account' });
      const standard = catalogue.views.find((view: { isSystem: boolean }) => view.isSystem);
      const listed = await german.ok('/view/getViewListData', { objectApi: 'Account', viewId: standard.id });
      // The list reads the standard view in German, not the English it is stored under.
      expect(listed.view.name).toBe(standard.name);
      expect(listed.view.name).toMatch(/^Alle /);
      for (const language of ['de', 'en']) {
        const printed = await german.ok('/print/getPrintTable', {
          objectApi: 'Account',
          viewId: standard.id,
          pageNum: 1,
          pageSize: 5,
          language,
        });
        expect(printed.title, language).toBe(listed.view.name);
      }
    });

    it('[S1-R-234] names the problem of a bad list question', async () => {
      const rep = as(org.rep);
      const beyond = await rep.call('/print/getPrintTable', {
        objectApi: 'Account',
        pageNum: 40,
        pageSize: 200,
      });
      expect(beyond.status).toBe(404);
      expect(beyond.json.returnInfo).toContain('fewer than 2 pages');
      const unknown = await rep.call('/print/getPrintTable', {
        objectApi: 'NoSuchThing',
        pageNum: 1,
        pageSize: 5,
      });
      expect([400, 404]).toContain(unknown.status);
      const prefix = await rep.call('/print/getPrintTable', {
        objectApi: 'Account',
        prefix: 'zzz',
        pageNum: 1,
        pageSize: 5,
      });
      expect(prefix.status).toBe(400);
      expect(prefix.json.returnInfo).toContain('prefix');
      const tooBig = await rep.call('/print/getPrintTable', {
        objectApi: 'Account',
        pageNum: 1,
        pageSize: 5000,
      });
      expect(tooBig.status).toBe(400);
    });
  });

  describe('print templates', () => {
    const PIXEL =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const design = {
      name: 'Letterhead',
      parts: ['header', 'lines', 'totals', 'fields', 'terms'],
      headerText: 'Vela GmbH · Hauptstraße 1 · Berlin',
      logo: PIXEL,
      terms: 'Payment within 30 days. <b>{{total}}</b> is printed as it is written.',
      fields: ['khmc', 'name', 'nosuchfield'],
      lineColumns: ['qty', 'product', 'amount'],
    };

    it('[S1-R-166] only an administrator saves a template, and a bad design is refused naming the part', async () => {
      const refused = await as(org.rep).call('/print/saveTemplate', {
        kind: 'quotation',
        active: true,
        design,
      });
      expect(refused.status).toBe(403);
      const badLogo = await as(org.admin).call('/print/saveTemplate', {
        kind: 'quotation',
        active: true,
        design: { ...design, logo: 'javascript:alert(1)' },
      });
      expect(badLogo.status).toBe(400);
      expect(badLogo.json.returnInfo).toContain('design.logo');
      const badPart = await as(org.admin).call('/print/saveTemplate', {
        kind: 'quotation',
        active: true,
        design: { ...design, parts: ['header', 'script'] },
      });
      expect(badPart.status).toBe(400);
      expect(badPart.json.returnInfo).toContain('design.parts');
      const unknown = await as(org.admin).call('/print/saveTemplate', {
        id: 'nope',
        kind: 'quotation',
        active: true,
        design,
      });
      expect(unknown.status).toBe(404);
    });

    it('[S1-R-166] [S1-R-156] the quotation prints with the active template: its parts, fields, columns, texts and logo', async () => {
      const saved = await as(org.admin).call('/print/saveTemplate', {
        kind: 'quotation',
        active: true,
        design,
      });
      expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
      const templateId = saved.json.data.id as string;
      try {
        const { json } = await as(org.rep).call('/print/getPrintDocument', {
          kind: 'quotation',
          id: quoteId,
        });
        const document = json.data;
        expect(document.template).toEqual({
          parts: design.parts,
          headerText: design.headerText,
          terms: design.terms,
          logo: PIXEL,
        });
        // The chosen fields in their order; an unknown one is passed over.
        expect(document.sections).toEqual([
          {
            title: 'Quote',
            fields: [
              { label: 'Customer', text: 'Zażółć Trading GmbH' },
              { label: 'Quote name', text: 'Q-2026-001 Ærø' },
            ],
          },
        ]);
        expect(document.table.columns.map((column: { key: string }) => column.key)).toEqual([
          'qty',
          'product',
          'amount',
        ]);
        expect(document.table.rows[0][1]).toBe('Console licence');

        const response = await pdf(org.rep, '/print/downloadRecordPdf', { kind: 'quotation', id: quoteId });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        const { text } = await pdfText(response.rawPayload);
        for (const expected of [
          'Vela GmbH · Hauptstraße 1 · Berlin',
          'Payment within 30 days.',
          '<b>{{total}}</b>',
        ])
          expect(text).toContain(expected);
        // Lines before the fields, as the template orders them.
        expect(text.indexOf('Console licence')).toBeLessThan(text.indexOf('Customer'));

        // The invoice has no template of its own: built in.
        const invoice = await as(org.rep).call('/print/getPrintDocument', { kind: 'invoice', id: invoiceId });
        expect(invoice.json.data.template).toBeUndefined();

        // A second active template takes over; the list marks one active.
        const second = await as(org.admin).call('/print/saveTemplate', {
          kind: 'quotation',
          active: true,
          design: {
            ...design,
            name: 'Plain',
            parts: ['header', 'fields', 'lines', 'totals'],
            headerText: '',
          },
        });
        const listed = await as(org.rep).call('/print/listTemplates', { kind: 'quotation' });
        expect(
          listed.json.data.map((template: { design: { name: string }; active: boolean }) => [
            template.design.name,
            template.active,
          ]),
        ).toEqual([
          ['Letterhead', false],
          ['Plain', true],
        ]);
        await as(org.admin).call('/print/saveTemplate', {
          id: second.json.data.id,
          kind: 'quotation',
          active: false,
          design: { ...design, name: 'Plain' },
        });
      } finally {
        await as(org.admin).call('/print/saveTemplate', {
          id: templateId,
          kind: 'quotation',
          active: false,
          design,
        });
      }
      const builtIn = await as(org.rep).call('/print/getPrintDocument', { kind: 'quotation', id: quoteId });
      expect(builtIn.json.data.template).toBeUndefined();
    });
  });
});
