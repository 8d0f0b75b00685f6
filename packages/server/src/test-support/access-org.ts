import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { recordCalls } from './record-calls.js';
import { createTestUser, type TestUser } from './test-users.js';

/**
 * An organisation for access tests: an administrator, a manager above a
 * sales rep, a peer in another branch of the hierarchy, and partner users
 * of two partner accounts. Calls are made as any of them.
 */
export interface AccessOrg {
  orgId: string;
  admin: TestUser;
  manager: TestUser;
  rep: TestUser;
  peer: TestUser;
  partnerA: TestUser;
  partnerA2: TestUser;
  partnerB: TestUser;
  roles: { ceo: string; manager: string; rep: string; support: string };
}

export function callsAs(getApp: () => FastifyInstance, user: TestUser) {
  return recordCalls(getApp, () => user);
}

async function makePartner(database: DatabaseHandle, orgId: string, name: string, account: string) {
  const user = await createTestUser(database, { orgId, name, isPartner: true, profileId: 'partner_user' });
  await database.db
    .updateTable('app_user')
    .set({ partner_account_id: account })
    .where('id', '=', user.userId)
    .execute();
  return user;
}

export async function createAccessOrg(
  database: DatabaseHandle,
  getApp: () => FastifyInstance,
  orgId: string,
): Promise<AccessOrg> {
  const standard = (name: string) => createTestUser(database, { orgId, name, profileId: 'standard_user' });
  const admin = await createTestUser(database, { orgId, name: 'Ada Admin', profileId: 'system_admin' });
  const manager = await standard('Mia Manager');
  const rep = await standard('Reo Rep');
  const peer = await standard('Pia Peer');
  const partnerA = await makePartner(database, orgId, 'Paul Partner', `${orgId}_pa_one`);
  const partnerA2 = await makePartner(database, orgId, 'Petra Partner', `${orgId}_pa_one`);
  const partnerB = await makePartner(database, orgId, 'Quinn Rival', `${orgId}_pa_two`);
  const { call } = callsAs(getApp, admin);
  const role = async (name: string, parentRoleId: string | null) => {
    const { json } = await call('/access/role/save', { name, parentRoleId });
    expect(json.result, JSON.stringify(json)).toBe(true);
    return json.data.id as string;
  };
  const ceo = await role('CEO', null);
  const managerRole = await role('Sales manager', ceo);
  const repRole = await role('Sales rep', managerRole);
  const support = await role('Support', ceo);
  for (const [user, roleId] of [
    [admin, ceo],
    [manager, managerRole],
    [rep, repRole],
    [peer, support],
  ] as const) {
    const { json } = await call('/access/user/assign', { userId: user.userId, roleId });
    expect(json.result, JSON.stringify(json)).toBe(true);
  }
  return {
    orgId,
    admin,
    manager,
    rep,
    peer,
    partnerA,
    partnerA2,
    partnerB,
    roles: { ceo, manager: managerRole, rep: repRole, support },
  };
}

/** Runs the queued background recomputations now, in turn with the app's own worker. */
export async function settleAccessJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.runJobsUntilIdle();
}

/**
 * Every record call a user could use to learn of a record, made with its id
 * (and name, for searches): none may answer a trace of it — not its id, not
 * its name, not a count. Answers a list of the calls that leaked.
 */
export async function leaksOfRecord(
  getApp: () => FastifyInstance,
  user: TestUser,
  record: { id: string; name: string; objectId: string; objectApi: string; parentId?: string },
): Promise<string[]> {
  const { call, save } = callsAs(getApp, user);
  const leaks: string[] = [];
  const traceIn = (answer: unknown) => {
    const text = JSON.stringify(answer);
    return text.includes(record.id) || text.includes(record.name);
  };
  const refused = async (label: string, url: string, body: unknown) => {
    const { status, json } = await call(url, body);
    if (status !== 404 || json.result !== false || traceIn(json.data))
      leaks.push(`${label} answered ${status}`);
  };
  await refused('getDetail', '/objectdetail/getDetail', { id: record.id });
  await refused('getPermissionById', '/objectdetail/getPermissionById', { id: record.id });
  await refused('getMasterInfo EDIT', '/master/getMasterInfo', { recordId: record.id, operation: 'EDIT' });
  await refused('getMasterInfo COPY', '/master/getMasterInfo', { recordId: record.id, operation: 'COPY' });
  await refused('getDetailRelatedItems', '/objectdetail/getDetailRelatedItems', { id: record.id });
  await refused('delete', '/objectdetail/delete', { id: record.id });
  await refused('restore (recycle bin)', '/objectdetail/restore', { id: record.id });
  await refused('lookup related value', '/lookup/getLookupRelatedFieldValue', {
    fieldJson: JSON.stringify([{ fieldrelateid: 'x', id: record.id, expression: 'name' }]),
  });
  const edit = await save(record.objectApi, { id: record.id, name: 'Taken over' });
  if (edit.isSaveSuccess !== false || edit.errormessage.includes(record.name)) leaks.push('save (edit)');
  const byName = await call('/objectdetail/queryMoreDataByName', {
    objectApi: record.objectApi,
    name: record.name,
  });
  if (traceIn(byName.json.data)) leaks.push('queryMoreDataByName');
  const lookup = await call('/lookup/getLookupData', { objId: record.objectId, keyword: record.name });
  if (traceIn(lookup.json.data)) leaks.push('lookup search');
  const info = await call('/lookup/getLookupInfo', { objId: record.objectId, keyword: record.name });
  if (traceIn(info.json.data)) leaks.push('lookup dialog');
  const shares = await call('/access/share/add', {
    recordId: record.id,
    group: `user:${user.userId}`,
    accessLevel: 'read',
  });
  if (shares.status !== 404) leaks.push(`share/add answered ${shares.status}`);
  if (record.parentId) {
    const related = await call('/objectdetail/getDetailRelatedItems', { id: record.parentId });
    if (related.status === 200 && traceIn(related.json.data)) leaks.push('related list of the parent');
  }
  return leaks;
}

/** What a user who may read a record gets: its detail, its rights, and finding it by name. */
export async function sightOfRecord(
  getApp: () => FastifyInstance,
  user: TestUser,
  record: { id: string; name: string; objectId: string; objectApi: string },
) {
  const { call } = callsAs(getApp, user);
  const detail = await call('/objectdetail/getDetail', { id: record.id });
  const rights = await call('/objectdetail/getPermissionById', { id: record.id });
  const byName = await call('/objectdetail/queryMoreDataByName', {
    objectApi: record.objectApi,
    name: record.name,
  });
  const lookup = await call('/lookup/getLookupData', { objId: record.objectId, keyword: record.name });
  const found = (rows: unknown) => JSON.stringify(rows ?? null).includes(record.id);
  return {
    detail:
      detail.status === 200
        ? (detail.json.data as { data: Record<string, unknown>; dataList: unknown[] })
        : null,
    rights: rights.status === 200 ? (rights.json.data as Record<string, boolean>) : null,
    foundByName: found(byName.json.data),
    foundByLookup: found(lookup.json.data),
  };
}
