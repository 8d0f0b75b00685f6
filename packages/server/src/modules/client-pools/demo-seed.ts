import { activeUsersOfOrg, DEMO_ORG_ID } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';
import { recordsDb } from '../records/index.js';
import { createPool, setPoolMembers } from './pool-store.js';

const MANAGERS = ['admin@vela.local', 'maria.manager@vela.local'];

/**
 * The demo org's client pools: one for leads (the leads seeded with
 * `marketsea` go into it) and one for accounts (a dozen prospects). Every
 * internal user is a member; the administrator and the sales manager manage them.
 */
export const clientPoolsDemoSeeder: Seeder = {
  name: 'client pools',
  async seed({ database, now }) {
    const snapshot = await currentMetadata(database);
    const users = await activeUsersOfOrg(database, DEMO_ORG_ID, { internalOnly: true });
    const members = users.map((user) => ({ userId: user.id, isManager: MANAGERS.includes(user.email) }));
    const lead = snapshot.byApi.get('lead');
    const account = snapshot.byApi.get('account');
    if (lead) {
      const pool = await createPool(database, {
        orgId: DEMO_ORG_ID,
        objectId: lead.id,
        name: 'Lead pool',
        claimLimit: 5,
        now,
      });
      await setPoolMembers(database, pool.id, members);
      const marketsea = lead.fieldsByApi.get('marketsea')?.columnName;
      if (marketsea)
        await recordsDb(database)
          .updateTable(lead.tableName)
          .set({ ownerid: pool.queueUserId })
          .where(marketsea, '=', 1)
          .execute();
    }
    if (account) {
      const pool = await createPool(database, {
        orgId: DEMO_ORG_ID,
        objectId: account.id,
        name: 'Account pool',
        claimLimit: 5,
        now,
      });
      await setPoolMembers(database, pool.id, members);
      const type = account.fieldsByApi.get('type')?.columnName;
      if (type) {
        const prospects = await recordsDb(database)
          .selectFrom(account.tableName)
          .select('id')
          .where(type, '=', 'Prospect')
          .where('is_deleted', '=', 0)
          .orderBy('id')
          .limit(12)
          .execute();
        const ids = prospects.map((row) => String(row.id));
        if (ids.length)
          await recordsDb(database)
            .updateTable(account.tableName)
            .set({ ownerid: pool.queueUserId })
            .where('id', 'in', ids)
            .execute();
      }
    }
  },
};
