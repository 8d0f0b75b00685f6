import { newRecordId, SystemPrefix } from '@vela/core';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import type { SeedContext, Seeder } from '../module.js';
import { forgetCachedCallers } from './caller-cache.js';
import { demoSellerSettings } from './demo-seller.js';
import { hashPassword } from './password-hash.js';
import { findUserIdByEmail } from './user-store.js';

export const DEMO_ORG_ID = 'org_demo';

/** The demo org's people. Every account starts with the administrator's password. */
export const DEMO_USERS = [
  { email: DEMO_ADMIN_EMAIL, name: 'Avery Admin', profileId: 'system_admin', partnerAccountId: null },
  { email: 'sam.sales@vela.local', name: 'Sam Sales', profileId: 'standard_user', partnerAccountId: null },
  {
    email: 'maria.manager@vela.local',
    name: 'Maria Manager',
    profileId: 'standard_user',
    partnerAccountId: null,
  },
  {
    email: 'pat.partner@vela.local',
    name: 'Pat Partner',
    profileId: 'partner_user',
    partnerAccountId: 'partner_acme',
  },
  // A manager at the third level of the hierarchy, with a rep below; a partner of a second partner account.
  { email: 'tina.lead@vela.local', name: 'Tina Lead', profileId: 'standard_user', partnerAccountId: null },
  { email: 'rob.rep@vela.local', name: 'Rob Rep', profileId: 'standard_user', partnerAccountId: null },
  {
    email: 'rita.rival@vela.local',
    name: 'Rita Rival',
    profileId: 'partner_user',
    partnerAccountId: 'partner_globex',
  },
] as const;

export const DEFAULT_USER_SETUP = {
  tabStyle: '0',
  detailLayoutStyle: 'tab',
  isEnableWaterMark: 'false',
  inlineedit: 'true',
  relatedList: 'true',
  isEnableSubmitApprovalComments: 'false',
};

async function seedDemoUsers({ database, config, now }: SeedContext): Promise<void> {
  const at = now.toISOString();
  await database.db
    .insertInto('organization')
    .values({
      id: DEMO_ORG_ID,
      name: 'Vela Demo Org',
      default_language: 'en',
      base_title: 'Vela',
      currency_code: 'USD',
      time_zone: 'America/New_York',
      country_code: 'US',
      settings_json: JSON.stringify(demoSellerSettings()),
      created_at: at,
    })
    .execute();
  for (const person of DEMO_USERS) {
    const id = newRecordId(SystemPrefix.user, now.getTime());
    await database.db
      .insertInto('app_user')
      .values({
        id,
        org_id: DEMO_ORG_ID,
        email: person.email,
        name: person.name,
        password_hash: await hashPassword(config.adminPassword),
        language: '',
        country_code: '',
        currency_code: '',
        time_zone: '',
        is_partner: person.partnerAccountId ? 1 : 0,
        partner_account_id: person.partnerAccountId,
        profile_id: person.profileId,
        role_id: null,
        is_active: 1,
        must_change_password: config.forcePasswordChange ? 1 : 0,
        failed_login_count: 0,
        locked_until: null,
        password_changed_at: at,
        setup_json: JSON.stringify(DEFAULT_USER_SETUP),
        created_at: at,
      })
      .execute();
  }
}

/** The demo organisation and its users; runs first, since every other seeder needs them. */
export const authSeeder: Seeder = { name: 'auth: demo org and users', seed: seedDemoUsers };

/**
 * A database seeded while the server listened on the loopback may later be
 * served on the network: its demo accounts whose password was never changed
 * (still the seed's, changed-at equal to created-at) must then set a new one
 * at their next sign-in. Answers how many accounts it marked.
 */
export async function requirePasswordChangeOfUntouchedDemoAccounts(
  database: DatabaseHandle,
): Promise<number> {
  const result = await database.db
    .updateTable('app_user')
    .set({ must_change_password: 1 })
    .where('org_id', '=', DEMO_ORG_ID)
    .where(
      'email',
      'in',
      DEMO_USERS.map((person) => person.email),
    )
    .where('must_change_password', '=', 0)
    .whereRef('password_changed_at', '=', 'created_at')
    .executeTakeFirst();
  forgetCachedCallers(database);
  return Number(result.numUpdatedRows);
}

/** The demo administrator as a signed-in caller, for seeders that save through a module's own rules. */
export async function demoAdminCaller(database: DatabaseHandle): Promise<CurrentUser | null> {
  const userId = await findUserIdByEmail(database, DEMO_ADMIN_EMAIL);
  if (!userId) return null;
  return {
    userId,
    orgId: DEMO_ORG_ID,
    email: DEMO_ADMIN_EMAIL,
    name: 'Avery Admin',
    isPartner: false,
    partnerAccountId: null,
    profileId: 'system_admin',
    roleId: null,
    sessionId: null,
    channelId: null,
  };
}
