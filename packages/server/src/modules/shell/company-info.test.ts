import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/** A real (tiny) PNG as a data: URL: signature, header, one pixel. */
function pngDataUrl(): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 11, 92, 173, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const SELLER = {
  name: 'Harbour Tools Ltd',
  addressLines: ['7 Dock Road', '', 'Galway H91 X2Y3'],
  taxId: 'IE9876543Z',
  email: 'accounts@harbour-tools.example',
  phone: '+353 91 555 010',
  logo: pngDataUrl(),
  quotationTerms: 'Valid for 45 days.',
  invoiceTerms: 'Due within 21 days.',
};

/**
 * Company information (issue 26 item 2): an administrator sets the organisation as the seller in setup;
 * bad input is refused naming the field; the change is in the audit trail; the next quotation prints it.
 */
describeEachDatabase('setup: company information', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let quoteId = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_company_info');
    // Another key of the settings, which a seller save must keep.
    await getDatabase()
      .handle.db.updateTable('organization')
      .set({ settings_json: JSON.stringify({ sessionIdleMinutes: 45 }) })
      .where('id', '=', org.orgId)
      .execute();
    const customer = await as(org.rep).create('Account', { name: 'Company Info Customer' });
    quoteId = await as(org.rep).create('quote', {
      name: 'Quote for the seller',
      khmc: customer,
      currency: 'USD',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-197] an administrator saves the seller; the next quotation prints it; the other settings stay', async () => {
    const admin = as(org.admin);
    const before = await admin.ok('/setup/companyInfo', {});
    expect(before).toEqual({
      seller: expect.objectContaining({ name: '', addressLines: [], logo: '' }),
      organisationName: 'Test org',
    });
    const saved = await admin.ok('/setup/saveCompanyInfo', { seller: SELLER });
    expect(saved.seller).toEqual({ ...SELLER, addressLines: ['7 Dock Road', 'Galway H91 X2Y3'] });
    expect(await admin.ok('/setup/companyInfo', {})).toEqual(saved);

    const { json } = await as(org.rep).call('/print/getPrintDocument', { kind: 'quotation', id: quoteId });
    expect(json.data.parties.seller).toEqual({
      key: 'seller',
      label: 'Harbour Tools Ltd',
      lines: expect.arrayContaining(['7 Dock Road', 'Galway H91 X2Y3', 'Tax ID: IE9876543Z']),
    });
    expect(json.data.terms).toBe('Valid for 45 days.');
    expect(JSON.stringify(json.data)).toContain(SELLER.logo);

    const row = await getDatabase()
      .handle.db.selectFrom('organization')
      .select('settings_json')
      .where('id', '=', org.orgId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings_json).sessionIdleMinutes).toBe(45);
  });

  it('refuses bad input naming the field: e-mail, lengths, address lines, logo type and size', async () => {
    const admin = as(org.admin);
    const refusal = async (seller: Record<string, unknown>) => {
      const { status, json } = await admin.call('/setup/saveCompanyInfo', {
        seller: { ...SELLER, ...seller },
      });
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    expect(await refusal({ email: 'accounts at harbour' })).toMatch(/seller\.email: write an e-mail address/);
    expect(await refusal({ name: 'N'.repeat(201) })).toMatch(/seller\.name: at most 200 characters/);
    expect(await refusal({ addressLines: ['1', '2', '3', '4', '5', '6', '7'] })).toMatch(
      /seller\.addressLines: at most 6 address lines/,
    );
    expect(await refusal({ phone: 'call me' })).toMatch(/seller\.phone: a phone number has digits/);
    expect(await refusal({ logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })).toMatch(
      /seller\.logo: the logo must be a PNG or JPEG image/,
    );
    // A JPEG label on PNG bytes, and a logo over 256 KB.
    expect(await refusal({ logo: SELLER.logo.replace('image/png', 'image/jpeg') })).toMatch(
      /not the PNG or JPEG image it says it is/,
    );
    const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(360_000)}`;
    expect(await refusal({ logo: big })).toMatch(/the logo is larger than 256 KB/);
    // Nothing of the refused saves was stored.
    expect((await admin.ok('/setup/companyInfo', {})).seller.email).toBe(SELLER.email);
  });

  it('only an administrator reads or changes it; the change is in the setup audit trail, the logo by its size', async () => {
    for (const user of [org.rep, org.manager, org.partnerA]) {
      expect((await as(user).call('/setup/companyInfo', {})).status, user.email).toBe(403);
      expect((await as(user).call('/setup/saveCompanyInfo', { seller: SELLER })).status, user.email).toBe(
        403,
      );
    }
    const admin = as(org.admin);
    await admin.ok('/setup/saveCompanyInfo', { seller: { ...SELLER, taxId: 'IE0000000A' } });
    const trail = await admin.ok('/setup/auditTrail', { area: 'company' });
    const entry = trail.rows[0];
    expect(entry).toMatchObject({ action: '/setup/saveCompanyInfo', target: 'Company information' });
    expect(JSON.parse(entry.before).taxId).toBe('IE9876543Z');
    expect(JSON.parse(entry.after)).toMatchObject({ taxId: 'IE0000000A', logo: 'image/png, 1 KB' });
    expect(entry.after).not.toContain('base64');
  });
});
