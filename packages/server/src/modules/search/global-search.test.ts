import type { GlobalSearchAnswer } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { envelopeFor } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/secure-channel-client.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import { PER_OBJECT_ALL } from './global-search.js';
import { type FoundRow, searchStatement } from './search-statement.js';
import { searchTargets, withRows } from './searchable-objects.js';

/** The administrator as the server sees a caller (API key: no session, no channel). */
const adminUser = (): CurrentUser => ({
  userId: '',
  orgId: '',
  email: 'admin@example.test',
  name: 'Ada Admin',
  isPartner: false,
  partnerAccountId: null,
  profileId: 'system_admin',
  roleId: null,
  sessionId: null,
  channelId: null,
});

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
    await buildKeywordIndexes(app);
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

  it('[S1-R-150] ranks names that begin with the word first, however many others the index finds first', async () => {
    const rep = callsAs(getApp, org.rep);
    // Written first, so the index hands them over before the record whose name begins with the word.
    for (let n = 1; n <= 7; n += 1) await rep.create('Account', { name: `Zeta Quasar ${n}` });
    await rep.create('Account', { name: 'Quasar Prime' });
    const group = (await found(org.admin, 'quasar')).groups.find((g) => g.objectApi === 'Account');
    expect(group?.records.map((record) => record.name)).toEqual([
      'Quasar Prime',
      'Zeta Quasar 1',
      'Zeta Quasar 2',
      'Zeta Quasar 3',
      'Zeta Quasar 4',
    ]);
    expect(group?.hasMore).toBe(true);
    // A typo ranks by the word it meant.
    const typo = (await found(org.admin, 'qusaar')).groups.find((g) => g.objectApi === 'Account');
    expect(typo?.records[0]?.name).toBe('Quasar Prime');
  });

  it('[S1-R-150] a large table reads names beginning with the word from the name index, and ranks as a small one does', async () => {
    const database = getDatabase().handle;
    const snapshot = await currentMetadata(database);
    const admin = { ...adminUser(), orgId: org.admin.orgId, userId: org.admin.userId };
    const targets = await withRows(database, await searchTargets(database, admin, snapshot));
    const account = targets.findIndex((target) => target.object.apiName === 'Account');
    const accountsFound = async (large: boolean, keyword: string) => {
      const sized = targets.map((target) => ({ ...target, large }));
      const plan = { terms: [{ typed: keyword, corrections: keyword === 'qusaar' ? ['quasar'] : [] }] };
      const statement = searchStatement(database, admin, sized, plan, PER_OBJECT_ALL);
      if (!statement) throw new Error('no statement');
      const { rows } = await executePrepared<FoundRow>(database, statement, 'generic');
      return rows
        .filter((row) => Number(row.o) === account)
        .sort(
          (a, b) =>
            Number(a.search_rank) - Number(b.search_rank) || String(a.name).localeCompare(String(b.name)),
        )
        .map((row) => row.name);
    };
    for (const keyword of ['quasar', 'qusaar', 'zeta']) {
      const small = await accountsFound(false, keyword);
      expect(small.length, keyword).toBeGreaterThan(0);
      expect(await accountsFound(true, keyword), keyword).toEqual(small);
    }
    expect((await accountsFound(true, 'quasar'))[0]).toBe('Quasar Prime');
  });

  it('[S1-R-150] skips objects whose tables hold no rows, and finds a record in one the moment it is written', async () => {
    const database = getDatabase().handle;
    const snapshot = await currentMetadata(database);
    const product = resolveObject(snapshot, { objectApi: 'product' });
    const admin = { ...adminUser(), orgId: org.admin.orgId, userId: org.admin.userId };
    const targets = await searchTargets(database, admin, snapshot);
    const searchedNow = async () => (await withRows(database, targets)).map((target) => target.object);
    expect(targets.map((target) => target.object)).toContain(product);
    expect(await searchedNow()).not.toContain(product);
    expect(await searchedNow()).toContain(resolveObject(snapshot, { objectApi: 'Account' }));
    await callsAs(getApp, org.admin).create(product.apiName, { name: 'Zanzibar Widget' });
    expect(namesIn(await found(org.admin, 'zanzibar'), product.apiName)).toEqual(['Zanzibar Widget']);
    expect(await searchedNow()).toContain(product);
  });

  it('[S1-R-150] a profile that loses read access to an object stops finding its records at once, and finds them again when given it back', async () => {
    const { call } = callsAs(getApp, org.admin);
    const setLeadPermissions = async (permissions: Record<string, boolean>) => {
      const { json } = await call('/access/profile/saveObjectPermissions', {
        profileId: 'standard_user',
        objectApi: 'Lead',
        ...permissions,
      });
      expect(json.result, JSON.stringify(json)).toBe(true);
    };
    const { json: before } = await call('/access/profile/getObjectAccess', {
      profileId: 'standard_user',
      objectApi: 'Lead',
    });
    const leadPermissions = before.data.permissions as Record<string, boolean>;
    expect(namesIn(await found(org.rep, 'jimmy'), 'Lead')).toEqual(['Jimmy Johnsen']);
    // Any other right implies read, so all of them go.
    await setLeadPermissions(Object.fromEntries(Object.keys(leadPermissions).map((right) => [right, false])));
    const blind = await found(org.rep, 'jimmy');
    expect(blind.groups.map((group) => group.objectApi)).not.toContain('Lead');
    expect(JSON.stringify(blind)).not.toContain('Jimmy');
    await setLeadPermissions(leadPermissions);
    expect(namesIn(await found(org.rep, 'jimmy'), 'Lead')).toEqual(['Jimmy Johnsen']);
  });

  it('[S1-R-150] a record is not found through a field hidden from the caller, only through what they may see', async () => {
    const { call } = callsAs(getApp, org.admin);
    const emailAccess = async (access: 'hidden' | 'editable') => {
      const { json } = await call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Contact',
        fields: [{ field: 'email', access }],
      });
      expect(json.result, JSON.stringify(json)).toBe(true);
    };
    expect(namesIn(await found(org.rep, 'northwind.example'), 'Contact')).toEqual(['Jane Johnson']);
    await emailAccess('hidden');
    try {
      const byMail = await found(org.rep, 'northwind.example');
      expect(JSON.stringify(byMail)).not.toContain('Jane');
      expect(namesIn(await found(org.rep, 'jane'), 'Contact')).toEqual(['Jane Johnson']);
      expect(JSON.stringify(await found(org.rep, 'jane'))).not.toContain('northwind.example');
      // The administrator's profile still sees the e-mail, and finds her by it.
      expect(namesIn(await found(org.admin, 'northwind.example'), 'Contact')).toEqual(['Jane Johnson']);
    } finally {
      await emailAccess('editable');
    }
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
