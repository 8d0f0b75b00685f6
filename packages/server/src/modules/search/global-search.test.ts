import type { GlobalSearchAnswer } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { envelopeFor } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/secure-channel-client.js';

const SEARCH_URL = '/api/businessEnquiry/searchList';

describeEachDatabase('global search', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const channels = new Map<string, SecureChannelClient>();

  /** Searches the way the SPA does: the body sealed with the session's channel. */
  const searchAs = async (user: TestUser, keyword: string, searchObjId = 'all') => {
    let channel = channels.get(user.userId);
    if (!channel) {
      channel = await SecureChannelClient.open(app, { accessToken: user.accessToken });
      channels.set(user.userId, channel);
    }
    const sealed = await channel.seal(SEARCH_URL, { keyword, searchObjId });
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      payload: envelopeFor(user, sealed),
    });
    return { status: response.statusCode, json: response.json() };
  };
  const found = async (user: TestUser, keyword: string, searchObjId = 'all') => {
    const { status, json } = await searchAs(user, keyword, searchObjId);
    if (status !== 200 || json.result !== true)
      throw new Error(`search answered ${status}: ${JSON.stringify(json)}`);
    return json.data as GlobalSearchAnswer;
  };
  const namesIn = (answer: GlobalSearchAnswer, objectApi: string) =>
    answer.groups.find((group) => group.objectApi === objectApi)?.records.map((record) => record.name) ?? [];
  const allIds = (answer: GlobalSearchAnswer) =>
    answer.groups.flatMap((group) => group.records.map((r) => r.id));

  let privateDeal = '';
  let partnerAccount = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_gsearch');
    const { call } = callsAs(getApp, org.admin);
    const owd = await call('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    const rep = callsAs(getApp, org.rep);
    const account = await rep.create('Account', { name: 'Northwind Traders' });
    await rep.create('Account', { name: 'Nordic Johnson Holdings' });
    await rep.create('Contact', {
      name: 'Jane Johnson',
      accountid: account,
      email: 'jane.johnson@northwind.example',
      phone: '+1 555 0142',
    });
    await rep.create('Lead', { name: 'Jimmy Johnsen', company: 'Leadco', email: 'jimmy@leadco.example' });
    privateDeal = await rep.create('Opportunity', {
      name: 'Northwind Secret Expansion',
      khmc: account,
      closedate: '2026-12-01',
      stage: 'Prospecting',
    });
    partnerAccount = await callsAs(getApp, org.partnerA).create('Account', {
      name: 'Partnerco Quokka Supplies',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-150] groups what it finds by object: names, e-mails and phones', async () => {
    const answer = await found(org.admin, 'johnson');
    expect(namesIn(answer, 'Account')).toEqual(['Nordic Johnson Holdings']);
    expect(namesIn(answer, 'Contact')).toEqual(['Jane Johnson']);
    const byMail = await found(org.admin, 'northwind.example');
    expect(namesIn(byMail, 'Contact')).toEqual(['Jane Johnson']);
    expect(byMail.groups.find((g) => g.objectApi === 'Contact')?.records[0]?.matched).toMatchObject({
      field: 'email',
      value: 'jane.johnson@northwind.example',
    });
    const byPhone = await found(org.admin, '0142');
    expect(namesIn(byPhone, 'Contact')).toEqual(['Jane Johnson']);
    // Each group names its object so the page can title it and link its records.
    expect(answer.groups.find((g) => g.objectApi === 'Contact')).toMatchObject({
      prefix: '003',
      hasMore: false,
    });
  });

  it('[S1-R-150] finds words by their beginning, and every word typed must be found', async () => {
    expect(namesIn(await found(org.admin, 'northw'), 'Account')).toEqual(['Northwind Traders']);
    expect(namesIn(await found(org.admin, 'nordic hold'), 'Account')).toEqual(['Nordic Johnson Holdings']);
    expect(namesIn(await found(org.admin, 'nordic traders'), 'Account')).toEqual([]);
  });

  it('[S1-R-150] tolerates typos: a wrong, missing, extra or swapped letter', async () => {
    for (const typed of ['jonhson', 'johnsn', 'northwnid', 'nortwhind trad', 'holdigns']) {
      const answer = await found(org.admin, typed);
      expect(allIds(answer).length, typed).toBeGreaterThan(0);
    }
    const swapped = await found(org.admin, 'jonhson');
    expect(namesIn(swapped, 'Contact')).toEqual(['Jane Johnson']);
    expect(swapped.corrections).toEqual([{ typed: 'jonhson', meant: expect.arrayContaining(['johnson']) }]);
    // A word typed right is not widened: "johnsen" finds the lead, not every Johnson.
    expect(namesIn(await found(org.admin, 'johnsen'), 'Lead')).toEqual(['Jimmy Johnsen']);
    expect(namesIn(await found(org.admin, 'johnsen'), 'Contact')).toEqual([]);
  });

  it('the list search of a table uses the same index and tolerates the same typos', async () => {
    const { call } = callsAs(getApp, org.admin);
    const page = async (keyword: string) => {
      const { json } = await call('/view/getViewListData', { objectApi: 'Contact', keyword });
      expect(json.result, JSON.stringify(json)).toBe(true);
      return (json.data.rows as Array<{ name: string }>).map((row) => row.name);
    };
    expect(await page('johnson')).toEqual(['Jane Johnson']);
    expect(await page('jonhson')).toEqual(['Jane Johnson']);
    expect(await page('jnae johnsn')).toEqual(['Jane Johnson']);
    expect(await page('jxxe johnson')).toEqual([]);
    expect(await page('jane johnsn')).toEqual(['Jane Johnson']);
  });

  it('[S1-R-150] searches one object when asked for it', async () => {
    const answer = await found(org.admin, 'johnson', 'contact');
    expect(answer.groups.map((group) => group.objectApi)).toEqual(['Contact']);
  });

  it('[S1-R-150] a user never finds a record they may not read', async () => {
    expect(allIds(await found(org.rep, 'secret expansion'))).toContain(privateDeal);
    expect(allIds(await found(org.manager, 'secret expansion'))).toContain(privateDeal);
    for (const user of [org.peer, org.partnerA, org.partnerB]) {
      const answer = await found(user, 'secret expansion');
      expect(JSON.stringify(answer), user.email).not.toContain('Secret');
      expect(allIds(await found(user, 'sercet expansoin')), user.email).not.toContain(privateDeal);
    }
  });

  it("[S1-R-150] a partner never finds another partner's records", async () => {
    expect(allIds(await found(org.partnerA2, 'quokka'))).toContain(partnerAccount);
    const rival = await found(org.partnerB, 'quokka');
    expect(JSON.stringify(rival)).not.toContain('Quokka');
    expect(allIds(await found(org.partnerB, 'qukoka'))).not.toContain(partnerAccount);
  });

  describe('bad input', () => {
    it('[S1-B-111] refuses a plain (unsealed) body from a signed-in session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: SEARCH_URL,
        payload: envelopeFor(org.admin, { keyword: 'johnson' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('sealed');
    });

    it('answers 400 naming the field for an empty keyword, and 404 for an unknown object', async () => {
      const empty = await searchAs(org.admin, '   ');
      expect(empty.status).toBe(400);
      expect(empty.json.returnInfo).toContain('keyword');
      const unknown = await searchAs(org.admin, 'johnson', 'nosuchobject');
      expect(unknown.json.result).toBe(false);
      expect(unknown.json.returnInfo).toContain('nosuchobject');
    });
  });
});
