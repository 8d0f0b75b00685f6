import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * What other modules may read and change of the accounts and organisations auth owns (`app_user`,
 * `organization`): the access module's role, profile and partner-user changes, the shell's settings,
 * the client pools' queue users, the demo seeders. The SQL pieces at the end are for hot paths (the
 * record filter, lookups, the record read) that must stay one statement: they name the table here, so
 * the caller does not.
 */

/** A user as the access, demo and pool code see it. */
export interface OrgUser {
  id: string;
  orgId: string;
  name: string;
  email: string;
  roleId: string | null;
  profileId: string;
  isActive: boolean;
  isPartner: boolean;
  partnerAccountId: string | null;
}

const ORG_USER_COLUMNS = [
  'id',
  'org_id',
  'name',
  'email',
  'role_id',
  'profile_id',
  'is_active',
  'is_partner',
  'partner_account_id',
] as const;

interface OrgUserRow {
  id: string;
  org_id: string;
  name: string;
  email: string;
  role_id: string | null;
  profile_id: string;
  is_active: number;
  is_partner: number;
  partner_account_id: string | null;
}

function toOrgUser(row: OrgUserRow): OrgUser {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    email: row.email,
    roleId: row.role_id,
    profileId: row.profile_id,
    isActive: row.is_active === 1,
    isPartner: row.is_partner === 1,
    partnerAccountId: row.partner_account_id,
  };
}

export interface OrgUserFilter {
  /** Only the users of this partner account (partner users). */
  partnerAccountId?: string;
  /** Only partner users (true) or only internal ones (false). */
  isPartner?: boolean;
  /** Only these e-mail addresses. */
  emails?: readonly string[];
}

/** The organisation's users, active or not, by name then id. */
export async function usersOfOrg(
  database: DatabaseHandle,
  orgId: string,
  filter: OrgUserFilter = {},
): Promise<OrgUser[]> {
  if (filter.emails && filter.emails.length === 0) return [];
  let select = database.db.selectFrom('app_user').select(ORG_USER_COLUMNS).where('org_id', '=', orgId);
  if (filter.partnerAccountId !== undefined)
    select = select.where('partner_account_id', '=', filter.partnerAccountId);
  if (filter.isPartner !== undefined) select = select.where('is_partner', '=', filter.isPartner ? 1 : 0);
  if (filter.emails) select = select.where('email', 'in', [...filter.emails]);
  return (await select.orderBy('name').orderBy('id').execute()).map(toOrgUser);
}

/** One user of the organisation, active or not; undefined when the id is not one of its users. */
export async function findOrgUser(
  database: DatabaseHandle,
  orgId: string,
  userId: string,
): Promise<OrgUser | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .select(ORG_USER_COLUMNS)
    .where('id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row ? toOrgUser(row) : undefined;
}

/** Whether any account (of any organisation) signs in with this e-mail, whatever its case. */
export async function isEmailTaken(database: DatabaseHandle, email: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any user holds this role. */
export async function anyUserHasRole(database: DatabaseHandle, roleId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the organisation has a user of this partner account. */
export async function anyUserOfPartnerAccount(
  database: DatabaseHandle,
  orgId: string,
  partnerAccountId: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('app_user')
    .select('id')
    .where('partner_account_id', '=', partnerAccountId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewAccount {
  id: string;
  orgId: string;
  email: string;
  name: string;
  /** '!' matches no password: the account can never sign in. */
  passwordHash: string;
  profileId: string;
  isPartner: boolean;
  partnerAccountId: string | null;
  isActive: boolean;
  mustChangePassword: boolean;
  /** The user setup JSON of spec 1 §3. */
  setupJson: string;
  now: Date;
}

/** Adds an account (a partner user, a client pool's queue user). Settings follow the organisation's. */
export async function createAccount(database: DatabaseHandle, account: NewAccount): Promise<void> {
  const at = account.now.toISOString();
  await database.db
    .insertInto('app_user')
    .values({
      id: account.id,
      org_id: account.orgId,
      email: account.email,
      name: account.name,
      password_hash: account.passwordHash,
      language: '',
      country_code: '',
      currency_code: '',
      time_zone: '',
      is_partner: account.isPartner ? 1 : 0,
      partner_account_id: account.partnerAccountId,
      profile_id: account.profileId,
      role_id: null,
      is_active: account.isActive ? 1 : 0,
      must_change_password: account.mustChangePassword ? 1 : 0,
      failed_login_count: 0,
      locked_until: null,
      password_changed_at: at,
      setup_json: account.setupJson,
      created_at: at,
    })
    .execute();
}

/** Changes a user's role and/or profile (access administration). */
export async function setUserRoleAndProfile(
  database: DatabaseHandle,
  userId: string,
  changes: { roleId?: string | null; profileId?: string },
): Promise<void> {
  const set: { role_id?: string | null; profile_id?: string } = {};
  if (changes.roleId !== undefined) set.role_id = changes.roleId;
  if (changes.profileId !== undefined) set.profile_id = changes.profileId;
  if (Object.keys(set).length === 0) return;
  await database.db.updateTable('app_user').set(set).where('id', '=', userId).execute();
}

/** Gives these users of the organisation (by e-mail) a role. */
export async function setRoleOfUsers(
  database: DatabaseHandle,
  orgId: string,
  emails: readonly string[],
  roleId: string | null,
): Promise<void> {
  if (emails.length === 0) return;
  await database.db
    .updateTable('app_user')
    .set({ role_id: roleId })
    .where('org_id', '=', orgId)
    .where('email', 'in', [...emails])
    .execute();
}

/** Switches an account on or off (its sessions are the caller's to end). */
export async function setUserActive(
  database: DatabaseHandle,
  userId: string,
  active: boolean,
): Promise<void> {
  await database.db
    .updateTable('app_user')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** Renames an account (a client pool's queue user follows its pool's name). */
export async function renameUser(database: DatabaseHandle, userId: string, name: string): Promise<void> {
  await database.db.updateTable('app_user').set({ name }).where('id', '=', userId).execute();
}

/** Moves the organisation's partner users from one partner account id to another (demo seeding). */
export async function movePartnerUsers(
  database: DatabaseHandle,
  orgId: string,
  fromAccountId: string,
  toAccountId: string,
): Promise<void> {
  await database.db
    .updateTable('app_user')
    .set({ partner_account_id: toAccountId })
    .where('org_id', '=', orgId)
    .where('partner_account_id', '=', fromAccountId)
    .execute();
}

/** The organisation of the account signing in with this e-mail, or undefined. */
export async function orgIdOfEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_user').select('org_id').where('email', '=', email).executeTakeFirst();
  return row?.org_id;
}

// ---- The user's own settings (the shell's setup and language) ----

/** The stored user setup JSON and whether the user is a partner user; undefined for an unknown id. */
export async function readUserSetup(
  db: Kysely<Database>,
  userId: string,
): Promise<{ setupJson: string; isPartner: boolean } | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select(['setup_json', 'is_partner'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { setupJson: row.setup_json, isPartner: row.is_partner === 1 } : undefined;
}

export async function writeUserSetup(db: Kysely<Database>, userId: string, setupJson: string): Promise<void> {
  await db.updateTable('app_user').set({ setup_json: setupJson }).where('id', '=', userId).execute();
}

/** Stores the user's own language; false when no such user. */
export async function writeUserLanguage(
  db: Kysely<Database>,
  userId: string,
  language: string,
): Promise<boolean> {
  const result = await db
    .updateTable('app_user')
    .set({ language })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---- Organisations ----

export interface Organisation {
  id: string;
  name: string;
  defaultLanguage: string;
  baseTitle: string;
  currencyCode: string;
  timeZone: string;
  countryCode: string;
  settingsJson: string;
}

export async function findOrganisation(
  db: Kysely<Database>,
  orgId: string,
): Promise<Organisation | undefined> {
  const row = await db.selectFrom('organization').selectAll().where('id', '=', orgId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    defaultLanguage: row.default_language,
    baseTitle: row.base_title,
    currencyCode: row.currency_code,
    timeZone: row.time_zone,
    countryCode: row.country_code,
    settingsJson: row.settings_json,
  };
}

/** A user's own settings with their organisation's, in one read (the shell's getUserInfo). */
export interface UserWithOrganisation {
  userId: string;
  userName: string;
  email: string;
  language: string;
  isPartner: boolean;
  countryCode: string;
  currencyCode: string;
  timeZone: string;
  profileId: string;
  organisation: Organisation;
}

export async function findUserWithOrganisation(
  db: Kysely<Database>,
  userId: string,
): Promise<UserWithOrganisation | undefined> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('organization as o', 'o.id', 'u.org_id')
    .select([
      'u.id as userId',
      'u.name as userName',
      'u.email',
      'u.language',
      'u.is_partner',
      'u.country_code',
      'u.currency_code',
      'u.time_zone',
      'u.profile_id',
      'o.id as orgId',
      'o.name as orgName',
      'o.default_language',
      'o.country_code as org_country_code',
      'o.currency_code as org_currency_code',
      'o.time_zone as org_time_zone',
      'o.base_title',
      'o.settings_json',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    language: row.language,
    isPartner: row.is_partner === 1,
    countryCode: row.country_code,
    currencyCode: row.currency_code,
    timeZone: row.time_zone,
    profileId: row.profile_id,
    organisation: {
      id: row.orgId,
      name: row.orgName,
      defaultLanguage: row.default_language,
      baseTitle: row.base_title,
      currencyCode: row.org_currency_code,
      timeZone: row.org_time_zone,
      countryCode: row.org_country_code,
      settingsJson: row.settings_json,
    },
  };
}

/** The user's own time zone, else the organisation's, else UTC. */
export async function effectiveTimeZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('organization as o', 'o.id', 'u.org_id')
    .select(['u.time_zone as own', 'o.time_zone as org'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.own || row?.org || 'UTC';
}

// ---- SQL pieces for statements that must stay one statement ----

/** `<owner> is a user of the organisation`: `ownerRef` names the owner column (`ownerid`, `t.ownerid`). */
export function ownerInOrganisation(ownerRef: string, orgId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from app_user u where u.id = ${sql.ref(ownerRef)} and u.org_id = ${orgId})`;
}

/** A sub-select of the ids of a partner account's users in the organisation. */
export function partnerAccountUserIds(orgId: string, partnerAccountId: string): RawBuilder<string> {
  return sql<string>`select u.id from app_user u where u.org_id = ${orgId} and u.is_partner = 1 and u.partner_account_id = ${partnerAccountId}`;
}

/** A sub-select of the ids of the organisation's users who hold a role (a team). */
export function roleUserIds(orgId: string, roleId: string): RawBuilder<string> {
  return sql<string>`select id from app_user where org_id = ${orgId} and role_id = ${roleId}`;
}

/**
 * Statement text of a scalar sub-select of a user's name, for the record read's fixed text (written once
 * per object model): `idExpression` is a checked, quoted column reference of the outer row.
 */
export function userNameSubselectText(idExpression: string): string {
  return `(select _lk.name from "app_user" as _lk where _lk.id = ${idExpression})`;
}
