import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type AccessOrg,
  callsAs,
  createAccessOrg,
  leaksOfRecord,
  sightOfRecord,
} from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/**
 * Partner users (issue 4): they see only records owned by users of their
 * partner account or shared to it, whatever the internal defaults; a
 * partner guessing another partner's record id is refused by every call.
 */
describeEachDatabase('partner isolation', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const account = (id: string, name: string) => ({ id, name, objectId: 'account', objectApi: 'Account' });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_partners');
  });
  afterAll(async () => {
    await app.close();
  });

  it("a partner's record is seen by the users of their partner account and refused to another partner through every call", async () => {
    const name = 'Partner One Customer';
    const id = await callsAs(getApp, org.partnerA).create('Account', { name });
    const record = account(id, name);
    const colleague = await sightOfRecord(getApp, org.partnerA2, record);
    expect(colleague.detail?.data.name).toBe(name);
    expect(colleague.foundByName && colleague.foundByLookup).toBe(true);
    expect(colleague.rights).toMatchObject({ isQuery: true, isEdit: true, isDelete: false });
    expect(await leaksOfRecord(getApp, org.partnerB, record)).toEqual([]);
    // A contact under it is as invisible, and so is the account in the contact's related values.
    const contactName = 'Contact of partner one';
    const contact = await callsAs(getApp, org.partnerA).create('Contact', {
      name: contactName,
      accountid: id,
    });
    expect(
      await leaksOfRecord(getApp, org.partnerB, {
        id: contact,
        name: contactName,
        objectId: 'contact',
        objectApi: 'Contact',
      }),
    ).toEqual([]);
    // Pointing a new record at the guessed id is refused as if it did not exist.
    const pointing = await callsAs(getApp, org.partnerB).save('Contact', {
      name: 'Spy contact',
      accountid: id,
    });
    expect(pointing).toMatchObject({ isSaveSuccess: false, errorField: 'accountid' });
    expect(pointing.errormessage).toContain('does not exist');
    // Internal users still see it under the organisation's public default.
    expect((await sightOfRecord(getApp, org.rep, record)).detail?.data.name).toBe(name);
  });

  it("partners never get the organisation's public defaults: an internal record stays invisible until it is shared to their account", async () => {
    const name = 'Internal Public Account';
    const id = await callsAs(getApp, org.rep).create('Account', { name });
    const record = account(id, name);
    for (const partner of [org.partnerA, org.partnerB])
      expect(await leaksOfRecord(getApp, partner, record), partner.email).toEqual([]);
    const shared = await callsAs(getApp, org.rep).call('/access/share/add', {
      recordId: id,
      group: `partner:${org.orgId}_pa_two`,
      accessLevel: 'read',
    });
    expect(shared.json.result, JSON.stringify(shared.json)).toBe(true);
    const sight = await sightOfRecord(getApp, org.partnerB, record);
    expect(sight.detail?.data.name).toBe(name);
    expect(sight.rights).toMatchObject({ isQuery: true, isEdit: false });
    expect(await leaksOfRecord(getApp, org.partnerA, record)).toEqual([]);
  });

  it('a partner cannot take over, delete or restore a guessed record, nor give their own record to another partner', async () => {
    const name = 'Rival Partner Secret';
    const id = await callsAs(getApp, org.partnerB).create('Account', { name });
    const attacker = callsAs(getApp, org.partnerA);
    expect((await attacker.save('Account', { id, ownerid: org.partnerA.userId })).isSaveSuccess).toBe(false);
    expect((await attacker.call('/objectdetail/delete', { id })).status).toBe(404);
    await callsAs(getApp, org.partnerB).call('/objectdetail/delete', { id });
    expect((await attacker.call('/objectdetail/restore', { id })).status).toBe(404);
    const answer = await attacker.call('/objectdetail/restore', { id });
    expect(JSON.stringify(answer.json)).not.toContain(name);
  });
});
