import { beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { authSeeder, DEMO_ORG_ID } from './demo-seed.js';
import { activeUserIdsOfOrg, activeUsersOfOrg, findUsersByIds, userNames } from './user-directory.js';

/** The users other modules read through auth instead of querying app_user themselves. */
describeEachDatabase('user directory', (getDatabase) => {
  const ids = new Map<string, string>();
  const idOf = (name: string) => ids.get(name) ?? '';

  beforeAll(async () => {
    const database = getDatabase().handle;
    await authSeeder.seed({ database, config: testConfig(), now: new Date('2026-11-27T08:00:00Z') });
    for (const user of await activeUsersOfOrg(database, DEMO_ORG_ID)) ids.set(user.name, user.id);
    // Someone who left: no longer active, but still named on what they wrote.
    await database.db
      .updateTable('app_user')
      .set({ is_active: 0 })
      .where('id', '=', idOf('Rob Rep'))
      .execute();
  });

  it('names users by id, active or not, and leaves unknown ids out', async () => {
    const names = await userNames(getDatabase().handle, [
      idOf('Sam Sales'),
      idOf('Rob Rep'),
      'usr_unknown',
      '',
    ]);
    expect(Object.fromEntries(names)).toEqual({
      [idOf('Sam Sales')]: 'Sam Sales',
      [idOf('Rob Rep')]: 'Rob Rep',
    });
    expect(await userNames(getDatabase().handle, [])).toEqual(new Map());
    const [sam] = await findUsersByIds(getDatabase().handle, [idOf('Sam Sales')]);
    expect(sam).toMatchObject({
      orgId: DEMO_ORG_ID,
      email: 'sam.sales@vela.local',
      isActive: true,
      isPartner: false,
    });
  });

  it('lists the active users of an organisation by name, internal ones only when asked', async () => {
    const database = getDatabase().handle;
    const all = (await activeUsersOfOrg(database, DEMO_ORG_ID)).map((user) => user.name);
    expect(all).toEqual([
      'Avery Admin',
      'Maria Manager',
      'Pat Partner',
      'Rita Rival',
      'Sam Sales',
      'Tina Lead',
    ]);
    const internal = await activeUsersOfOrg(database, DEMO_ORG_ID, { internalOnly: true, orderBy: 'email' });
    expect(internal.map((user) => user.email)).toEqual([
      'admin@vela.local',
      'maria.manager@vela.local',
      'sam.sales@vela.local',
      'tina.lead@vela.local',
    ]);
    expect(await activeUsersOfOrg(database, 'org_other')).toEqual([]);
  });

  it('searches names literally: a prefix, a part, never a wildcard', async () => {
    const database = getDatabase().handle;
    const names = async (query: Parameters<typeof activeUsersOfOrg>[2]) =>
      (await activeUsersOfOrg(database, DEMO_ORG_ID, query)).map((user) => user.name);
    expect(await names({ namePrefix: 'ma' })).toEqual(['Maria Manager']);
    expect(await names({ nameContains: 'ANAG' })).toEqual(['Maria Manager']);
    expect(await names({ nameContains: '%' })).toEqual([]);
    expect(await names({ namePrefix: '_' })).toEqual([]);
    expect(await names({ exceptId: idOf('Avery Admin'), internalOnly: true, limit: 2 })).toEqual([
      'Maria Manager',
      'Sam Sales',
    ]);
    expect(await names({ limit: 2, offset: 2 })).toEqual(['Pat Partner', 'Rita Rival']);
  });

  it('tells which of some users are active users of the organisation', async () => {
    const database = getDatabase().handle;
    const asked = [idOf('Sam Sales'), idOf('Pat Partner'), idOf('Rob Rep'), 'usr_unknown'];
    expect(await activeUserIdsOfOrg(database, DEMO_ORG_ID, asked)).toEqual(
      new Set([idOf('Sam Sales'), idOf('Pat Partner')]),
    );
    expect(await activeUserIdsOfOrg(database, DEMO_ORG_ID, asked, { internalOnly: true })).toEqual(
      new Set([idOf('Sam Sales')]),
    );
    expect(await activeUserIdsOfOrg(database, 'org_other', asked)).toEqual(new Set());
    expect(await activeUserIdsOfOrg(database, DEMO_ORG_ID, [])).toEqual(new Set());
  });
});
