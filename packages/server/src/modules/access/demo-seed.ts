import { BUILT_IN_PROFILES, newRecordId, type OrgWideDefault, SystemPrefix } from '@vela/core';
import { DEMO_ORG_ID, setRoleOfUsers } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { SeedContext, Seeder } from '../module.js';
import { rebuildAccessGraph } from './access-graph.js';
import { forgetFieldAccess } from './object-permissions.js';

/** The demo org's access model: a small role hierarchy, private leads and deals, a hidden field for partners. */
const DEMO_ROLES = [
  { key: 'ceo', name: 'CEO', parent: null, users: ['admin@vela.local'] },
  { key: 'sales_manager', name: 'Sales manager', parent: 'ceo', users: ['maria.manager@vela.local'] },
  {
    key: 'sales_rep',
    name: 'Sales representative',
    parent: 'sales_manager',
    users: ['sam.sales@vela.local'],
  },
  { key: 'team_lead', name: 'Sales team lead', parent: 'sales_manager', users: ['tina.lead@vela.local'] },
  { key: 'team_rep', name: 'Team representative', parent: 'team_lead', users: ['rob.rep@vela.local'] },
] as const;

const DEMO_DEFAULTS: Array<[string, OrgWideDefault]> = [
  ['Lead', 'private'],
  ['Opportunity', 'private'],
  ['velaorder', 'private'],
];

/** Session policy per profile: none in the demo, so every profile follows the organisation's idle setting. */
const DEMO_IDLE_MINUTES: Record<string, number> = {};

async function seedAccess({ database, now }: SeedContext): Promise<void> {
  const at = now.toISOString();
  for (const [id, profile] of Object.entries(BUILT_IN_PROFILES)) {
    await database.db
      .insertInto('access_profile')
      .values({
        org_id: DEMO_ORG_ID,
        id,
        name: profile.name,
        session_idle_minutes: DEMO_IDLE_MINUTES[id] ?? null,
        login_ip_ranges: '[]',
        updated_at: at,
      })
      .execute();
  }
  const roleIds = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    const id = newRecordId(SystemPrefix.role, now.getTime());
    roleIds.set(role.key, id);
    await database.db
      .insertInto('access_role')
      .values({
        id,
        org_id: DEMO_ORG_ID,
        name: role.name,
        parent_role_id: role.parent ? (roleIds.get(role.parent) ?? null) : null,
        subordinate_access: 'edit',
      })
      .execute();
    await setRoleOfUsers(database, DEMO_ORG_ID, role.users, id);
  }
  await rebuildAccessGraph(database, DEMO_ORG_ID);
}

/** After the auth and shell seeders (it needs the demo users), before the records (owned by people with roles). */
export const accessDemoSeeder: Seeder = { name: 'access: profiles, roles, defaults', seed: seedAccess };

/**
 * Private defaults and field-level security of the demo profiles: after the
 * records, which the demo users wrote freely (events of one user relate to
 * deals of another), so the demo data is the same with access control on.
 */
async function seedFieldSecurity({ database }: SeedContext): Promise<void> {
  const snapshot = await currentMetadata(database);
  for (const [api, defaultAccess] of DEMO_DEFAULTS) {
    const object = snapshot.byApi.get(api.toLowerCase());
    if (object)
      await database.db
        .insertInto('access_owd')
        .values({ org_id: DEMO_ORG_ID, object_id: object.id, default_access: defaultAccess })
        .execute();
  }
  // Partners do not see what an account is worth to us.
  const account = snapshot.byApi.get('account');
  if (account?.fieldsByApi.get('annualrevenue')) {
    await database.db
      .insertInto('access_field_permission')
      .values({
        org_id: DEMO_ORG_ID,
        profile_id: 'partner_user',
        object_id: account.id,
        field_api: 'annualrevenue',
        level: 'hidden',
      })
      .execute();
  }
  // Standard users read the probability the stage implies but do not set it.
  const opportunity = snapshot.byApi.get('opportunity');
  if (opportunity?.fieldsByApi.get('probability')) {
    await database.db
      .insertInto('access_field_permission')
      .values({
        org_id: DEMO_ORG_ID,
        profile_id: 'standard_user',
        object_id: opportunity.id,
        field_api: 'probability',
        level: 'readOnly',
      })
      .execute();
  }
  // The records were just written with these profiles: their cached field access is stale now.
  forgetFieldAccess();
}

export const accessDemoFieldSeeder: Seeder = {
  name: 'access: private defaults and field-level security',
  seed: seedFieldSecurity,
};
