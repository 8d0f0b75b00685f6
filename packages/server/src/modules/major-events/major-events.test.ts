import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * Company milestones (issue 18, setup pages importantEvent, importantEvent/edit, NewMajorEvents): an
 * administrator defines event types and records milestones on accounts; whoever may read the account
 * reads its timeline; bad input is refused naming the field; every change is in the audit trail.
 */
describeEachDatabase('setup: company milestones', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let accountId = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_milestones');
    accountId = await as(org.rep).create('Account', { name: 'Milestone Holdings' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-183] [S1-R-184] [S1-R-181] an administrator defines a type and records milestones; the account timeline lists them newest first', async () => {
    const admin = as(org.admin);
    const type = await admin.ok('/majorEvent/saveType', { name: 'Funding round', colour: 'green' });
    expect(type).toEqual(
      expect.objectContaining({ name: 'Funding round', colour: 'green', active: true, eventCount: 0 }),
    );
    const renamed = await admin.ok('/majorEvent/saveType', { id: type.id, name: 'Funding', colour: 'gold' });
    expect(renamed).toEqual(expect.objectContaining({ id: type.id, name: 'Funding', colour: 'gold' }));
    await admin.ok('/majorEvent/save', {
      accountId,
      typeId: type.id,
      date: '2024-03-01',
      title: 'Seed round',
    });
    const seriesA = await admin.ok('/majorEvent/save', {
      accountId,
      typeId: type.id,
      date: '2025-06-15',
      title: 'Series A',
      description: '12 M led by Harbour Ventures',
    });
    expect(seriesA).toEqual(
      expect.objectContaining({ accountName: 'Milestone Holdings', typeName: 'Funding', colour: 'gold' }),
    );
    const timeline = await as(org.rep).ok('/majorEvent/list', { accountId });
    expect(timeline.events.map((event: { title: string }) => event.title)).toEqual([
      'Series A',
      'Seed round',
    ]);
    expect((await admin.ok('/majorEvent/listTypes', {})).types[0].eventCount).toBe(2);

    // A type in use is not deleted: deactivated instead, it takes no new milestone.
    const refused = await admin.call('/majorEvent/deleteType', { id: type.id });
    expect(refused.json.result).toBe(false);
    expect(refused.json.returnInfo).toContain('deactivate it instead');
    await admin.ok('/majorEvent/saveType', { id: type.id, name: 'Funding', colour: 'gold', active: false });
    const inactive = await admin.call('/majorEvent/save', {
      accountId,
      typeId: type.id,
      date: '2026-01-01',
      title: 'Series B',
    });
    expect(inactive.json.returnInfo).toContain('inactive');

    await admin.ok('/majorEvent/delete', { id: seriesA.id });
    expect((await admin.ok('/majorEvent/list', { accountId })).events).toHaveLength(1);
    const audit = await admin.ok('/setup/auditTrail', { area: 'company', page: 1, pageSize: 20 });
    const actions = audit.rows.map((row: { action: string }) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['/majorEvent/saveType', '/majorEvent/save', '/majorEvent/delete']),
    );
  });

  it('refuses bad input naming the field, and changes by anyone but an administrator', async () => {
    const admin = as(org.admin);
    const type = await admin.ok('/majorEvent/saveType', { name: 'Merger', colour: 'purple' });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/majorEvent/saveType', { name: '', colour: 'green' }, 'name'],
      ['/majorEvent/saveType', { name: 'merger', colour: 'purple' }, 'exists already'],
      ['/majorEvent/saveType', { name: 'Odd', colour: 'chartreuse' }, 'colour'],
      ['/majorEvent/save', { accountId, typeId: type.id, date: '2025-02-30', title: 'x' }, 'date'],
      ['/majorEvent/save', { accountId, typeId: type.id, date: '2025-02-03', title: '' }, 'title'],
      [
        '/majorEvent/save',
        { accountId: '001nothere', typeId: type.id, date: '2025-02-03', title: 'x' },
        'accountId',
      ],
      ['/majorEvent/save', { accountId, typeId: 'nope', date: '2025-02-03', title: 'x' }, 'typeId'],
    ];
    for (const [path, body, named] of cases) {
      const { status, json } = await admin.call(path, body);
      expect(json.result, `${path} ${JSON.stringify(body)}`).toBe(false);
      expect(status).toBeLessThan(500);
      expect(JSON.stringify(json)).toContain(named);
    }
    for (const outsider of [org.rep, org.manager, org.partnerA]) {
      expect(
        (await as(outsider).call('/majorEvent/saveType', { name: 'Sneaky', colour: 'red' })).status,
      ).toBe(403);
      expect(
        (
          await as(outsider).call('/majorEvent/save', {
            accountId,
            typeId: type.id,
            date: '2025-01-01',
            title: 'x',
          })
        ).status,
      ).toBe(403);
      expect((await as(outsider).call('/majorEvent/list', {})).status).toBe(403);
    }
    // A partner who may not read the account gets no trace of its timeline.
    const hidden = await as(org.partnerB).call('/majorEvent/list', { accountId });
    expect(hidden.json.result).toBe(false);
    expect(JSON.stringify(hidden.json)).not.toContain('Seed round');
  });
});
