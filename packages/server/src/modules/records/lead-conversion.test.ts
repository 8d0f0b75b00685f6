import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from './record-store.js';

/** Lead conversion, quote sync and quote to order (issue 26 items 7 and 8), on both databases. */
describeEachDatabase('lead conversion and quote to order', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let seq = 0;
  const { call, save, create, detail } = recordCalls(
    () => app,
    () => user,
  );
  const count = async (table: string) =>
    Number(
      (
        await recordsDb(getDatabase().handle)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('is_deleted', '=', 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newLead = async (fields: Record<string, unknown> = {}) => {
    seq += 1;
    return create('Lead', {
      name: `Lena Lead ${seq}`,
      company: `Lead Company ${seq}`,
      email: `lena.${seq}@lead.example`,
      title: 'Buyer',
      industry: 'Retail',
      status: 'Qualified',
      ...fields,
    });
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Conversion User' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('lead conversion', () => {
    it('[S2-C-031] the object mapping gives the values each target starts with', async () => {
      const leadId = await newLead();
      const account = await call('/objectMapping/queryMappingData', {
        recordId: leadId,
        target_object: 'Account',
      });
      expect(account.json.data.masterData).toMatchObject({ name: `Lead Company ${seq}`, industry: 'Retail' });
      const contact = await call('/objectMapping/queryMappingData', {
        recordId: leadId,
        target_object: 'Contact',
      });
      expect(contact.json.data.masterData).toMatchObject({ name: `Lena Lead ${seq}`, title: 'Buyer' });
      const deal = await call('/objectMapping/queryMappingData', {
        recordId: leadId,
        target_object: 'Opportunity',
      });
      expect(deal.json.data.masterData.name).toBe(`Lead Company ${seq}-`);
      const bad = await call('/objectMapping/queryMappingData', { recordId: leadId, target_object: 'Case' });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toContain('target_object');
    });

    it('converts into a new account, contact and opportunity; the lead is Converted, linked and read-only', async () => {
      const leadId = await newLead();
      const { json } = await call('/objectMapping/convertLead', {
        leadId,
        account: { mode: 'new', name: `Lead Company ${seq}` },
        contact: { mode: 'new' },
        opportunity: { mode: 'new', name: `Lead Company ${seq}- first deal` },
      });
      expect(json.result, JSON.stringify(json)).toBe(true);
      const { account, contact, opportunity } = json.data;
      expect((await detail(account.id)).data).toMatchObject({
        name: `Lead Company ${seq}`,
        industry: 'Retail',
      });
      expect((await detail(contact.id)).data).toMatchObject({
        name: `Lena Lead ${seq}`,
        email: `lena.${seq}@lead.example`,
        accountid: account.id,
      });
      expect((await detail(opportunity.id)).data).toMatchObject({ khmc: account.id, stage: 'Prospecting' });
      const lead = (await detail(leadId)).data;
      expect(lead).toMatchObject({
        status: 'Converted',
        convertedaccountid: account.id,
        convertedcontactid: contact.id,
        convertedopportunityid: opportunity.id,
      });
      const edit = await save('Lead', { id: leadId, title: 'Changed' });
      expect(edit.isSaveSuccess).toBe(false);
      expect(edit.errormessage).toContain('converted');
      const options = await call('/objectMapping/leadConversionOptions', { leadId });
      expect(options.json.data.converted.account).toEqual(account);
    });

    it('refuses converting a lead twice, and a save cannot make a lead Converted', async () => {
      const leadId = await newLead();
      const body = {
        leadId,
        account: { mode: 'new', name: `Twice ${seq}` },
        contact: { mode: 'new' },
        opportunity: { mode: 'none' },
      };
      expect((await call('/objectMapping/convertLead', body)).json.result).toBe(true);
      const again = await call('/objectMapping/convertLead', body);
      expect(again.status).toBe(400);
      expect(again.json.returnInfo).toContain('converted already');
      const other = await newLead();
      const made = await save('Lead', { id: other, status: 'Converted' });
      expect(made.isSaveSuccess).toBe(false);
      expect(made.errormessage).toContain('only by converting');
    });

    it('uses the existing account matched by name and the contact matched by e-mail', async () => {
      const accountId = await create('Account', { name: 'Matched Company' });
      const contactId = await create('Contact', {
        name: 'Maja Match',
        email: 'maja@match.example',
        accountid: accountId,
      });
      const leadId = await newLead({ company: 'matched company', email: 'MAJA@match.example' });
      const options = (await call('/objectMapping/leadConversionOptions', { leadId })).json.data;
      expect(options.accountMatches).toEqual([{ id: accountId, name: 'Matched Company' }]);
      expect(options.contactMatches).toEqual([{ id: contactId, name: 'Maja Match', accountId }]);
      const accounts = await count('obj_account');
      const { json } = await call('/objectMapping/convertLead', {
        leadId,
        account: { mode: 'existing', id: accountId },
        contact: { mode: 'existing', id: contactId },
        opportunity: { mode: 'none' },
      });
      expect(json.result, JSON.stringify(json)).toBe(true);
      expect(json.data).toMatchObject({
        account: { id: accountId },
        contact: { id: contactId },
        opportunity: null,
      });
      expect(await count('obj_account')).toBe(accounts);
    });

    it('is all or nothing: a refused contact (duplicate e-mail, a block rule) leaves no account and the lead open', async () => {
      await create('Contact', { name: 'Taken', email: 'taken@dup.example' });
      const leadId = await newLead({ email: 'taken@dup.example' });
      const [accounts, contacts] = [await count('obj_account'), await count('obj_contact')];
      const { status, json } = await call('/objectMapping/convertLead', {
        leadId,
        account: { mode: 'new', name: 'Never Made' },
        contact: { mode: 'new' },
        opportunity: { mode: 'new', name: 'Never made either' },
      });
      expect(status).toBe(400);
      expect(json.returnInfo).toContain('Contact');
      expect(await count('obj_account')).toBe(accounts);
      expect(await count('obj_contact')).toBe(contacts);
      expect((await detail(leadId)).data.status).toBe('Qualified');
    });

    it('answers bad input with the field named, and a lead that is not there with a 404', async () => {
      const bad = await call('/objectMapping/convertLead', {
        leadId: 'x',
        account: { mode: 'new', name: '' },
        contact: { mode: 'new' },
        opportunity: { mode: 'none' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toContain('account');
      const missing = await call('/objectMapping/convertLead', {
        leadId: '00400000000000000000',
        account: { mode: 'new', name: 'A' },
        contact: { mode: 'new' },
        opportunity: { mode: 'none' },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('quote from opportunity, sync and order', () => {
    let accountId = '';
    let productId = '';
    let opportunityId = '';
    const quoteWithLines = async (name: string, qty: number) => {
      const quoteId = (await call('/quote/createFromOpportunity', { opportunityId })).json.data.id as string;
      const saved = await save(
        'quote',
        { id: quoteId, name },
        {
          masterdata: JSON.stringify([
            {
              objectApi: 'quotedetail',
              relatedField: 'quoteid',
              data: [{ name: `${name} line`, product: productId, qty, listprice: '100' }],
            },
          ]),
        },
      );
      expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
      return quoteId;
    };

    beforeAll(async () => {
      accountId = await create('Account', { name: 'Quoted Customer' });
      productId = await create('product', { name: 'Widget', productcode: 'W-1' });
      const pricebook = await create('pricebook', { name: 'Partner prices' });
      opportunityId = await create('Opportunity', {
        name: 'Big deal',
        khmc: accountId,
        stage: 'Proposal',
        closedate: '2026-12-31',
        pricebook2id: pricebook,
      });
    });

    it('a quote made from an opportunity takes its customer and price book, and gets a number', async () => {
      const { json } = await call('/quote/createFromOpportunity', { opportunityId });
      expect(json.result, JSON.stringify(json)).toBe(true);
      const quote = (await detail(json.data.id)).data;
      const deal = (await detail(opportunityId)).data;
      expect(quote).toMatchObject({
        name: 'Big deal',
        khmc: accountId,
        opportunityid: opportunityId,
        pricebook2id: deal.pricebook2id,
        status: 'Draft',
      });
      expect(quote.quotenumber).toMatch(/^Q-\d{6}$/);
    });

    it('sync: the opportunity takes the quote total; only one quote of an opportunity is synced', async () => {
      const first = await quoteWithLines('First offer', 2);
      const second = await quoteWithLines('Second offer', 3);
      const synced = await call('/quote/sync', { quoteId: first });
      expect(synced.json.data).toMatchObject({ opportunityId, amount: 200, unsyncedQuoteId: '' });
      expect((await detail(opportunityId)).data).toMatchObject({ amount: 200, syncedquoteid: first });
      const resynced = await call('/quote/sync', { quoteId: second });
      expect(resynced.json.data).toMatchObject({ amount: 300, unsyncedQuoteId: first });
      expect((await detail(opportunityId)).data).toMatchObject({ amount: 300, syncedquoteid: second });
      expect((await detail(first)).data.issyncing).toBe(false);
      expect((await detail(second)).data.issyncing).toBe(true);
    });

    it('create order: refused for a quote not accepted; an accepted one becomes a numbered order with its lines', async () => {
      const quoteId = await quoteWithLines('Ordered offer', 4);
      const refused = await call('/quote/createOrder', { quoteId });
      expect(refused.status).toBe(400);
      expect(refused.json.returnInfo).toContain('accepted');
      expect((await save('quote', { id: quoteId, status: 'Accepted' })).isSaveSuccess).toBe(true);
      const { json } = await call('/quote/createOrder', { quoteId });
      expect(json.result, JSON.stringify(json)).toBe(true);
      expect(json.data).toMatchObject({ name: 'Ordered offer', lines: 1 });
      expect(json.data.orderNumber).toMatch(/^ORD-\d{6}$/);
      const order = (await detail(json.data.id)).data;
      expect(order).toMatchObject({ accountid: accountId, quoteid: quoteId, status: 'Draft', amount: 400 });
      const lines = await recordsDb(getDatabase().handle)
        .selectFrom('obj_velaorderdetail')
        .selectAll()
        .where('orderid', '=', json.data.id)
        .execute();
      expect(lines.map((line) => [line.product, Number(line.qty)])).toEqual([[productId, 4]]);
    });
  });
});
