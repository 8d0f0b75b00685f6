import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * The users other modules may read: auth owns `app_user`, so they ask here for names, membership and
 * pickers instead of querying the table. Writes stay with the module that owns each setting.
 */
export interface UserSummary {
  id: string;
  orgId: string;
  name: string;
  email: string;
  roleId: string | null;
  isActive: boolean;
  isPartner: boolean;
  partnerAccountId: string | null;
}

export interface ActiveUserQuery {
  /** Only these users (those of them that are active users of the organisation). */
  ids?: readonly string[];
  /** Leave partner users out. */
  internalOnly?: boolean;
  /** Leave this user out (the caller, say). */
  exceptId?: string;
  /** Case-insensitive: the name starts with / contains this text, taken literally. */
  namePrefix?: string;
  nameContains?: string;
  /**
   * A partner user's contacts only: the user, the other users of their partner account, and the ids
   * `managerIds` selects (a sub-select: the account's owner).
   */
  contactsOf?: { userId: string; partnerAccountId: string | null; managerIds?: RawBuilder<unknown> };
  orderBy?: 'name' | 'email';
  limit?: number;
  offset?: number;
}

const COLUMNS = [
  'id',
  'org_id',
  'name',
  'email',
  'role_id',
  'is_active',
  'is_partner',
  'partner_account_id',
] as const;

interface UserRow {
  id: string;
  org_id: string;
  name: string;
  email: string;
  role_id: string | null;
  is_active: number;
  is_partner: number;
  partner_account_id: string | null;
}

function toSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    email: row.email,
    roleId: row.role_id,
    isActive: row.is_active === 1,
    isPartner: row.is_partner === 1,
    partnerAccountId: row.partner_account_id,
  };
}

const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

/** The users with these ids, of any organisation, active or not (names outlive accounts on history). */
export async function findUsersByIds(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<UserSummary[]> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await database.db.selectFrom('app_user').select(COLUMNS).where('id', 'in', wanted).execute();
  return rows.map(toSummary);
}

/**
 * Users by id with the language they read in (their own, else their organisation's), in one statement:
 * what a mail or notice to several people needs (a caller otherwise read each one's language apart).
 */
export async function findUsersWithLanguage(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Array<UserSummary & { language: string }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await database.db
    .selectFrom('app_user')
    .innerJoin('organization', 'organization.id', 'app_user.org_id')
    .select([
      ...COLUMNS.map((column) => `app_user.${column}` as const),
      'app_user.language',
      'organization.default_language',
    ])
    .where('app_user.id', 'in', wanted)
    .execute();
  return rows.map((row) => ({ ...toSummary(row), language: row.language || row.default_language }));
}

/** Display names by user id; an unknown id is left out. */
export async function userNames(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const users = await findUsersByIds(database, ids);
  return new Map(users.map((user) => [user.id, user.name]));
}

/** The organisation's active users matching the query, by name (or e-mail), then id. */
export async function activeUsersOfOrg(
  database: DatabaseHandle,
  orgId: string,
  query: ActiveUserQuery = {},
): Promise<UserSummary[]> {
  if (query.ids && query.ids.length === 0) return [];
  let select = database.db
    .selectFrom('app_user')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('is_active', '=', 1);
  if (query.ids) select = select.where('id', 'in', [...new Set(query.ids)]);
  if (query.internalOnly) select = select.where('is_partner', '=', 0);
  if (query.exceptId) select = select.where('id', '!=', query.exceptId);
  if (query.namePrefix)
    select = select.where(sql<boolean>`lower(name) like ${`${likeLiteral(query.namePrefix)}%`} escape '\\'`);
  if (query.nameContains)
    select = select.where(
      sql<boolean>`lower(name) like ${`%${likeLiteral(query.nameContains)}%`} escape '\\'`,
    );
  if (query.contactsOf) {
    const { userId, partnerAccountId, managerIds } = query.contactsOf;
    if (!partnerAccountId) select = select.where('id', '=', userId);
    else {
      const manager = managerIds ? sql<boolean>` or id in (${managerIds})` : sql<boolean>``;
      select = select.where(
        sql<boolean>`(id = ${userId} or (is_partner = 1 and partner_account_id = ${partnerAccountId})${manager})`,
      );
    }
  }
  select = select.orderBy(query.orderBy ?? 'name').orderBy('id');
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  return (await select.execute()).map(toSummary);
}

/** Which of these users are active users of the organisation. */
export async function activeUserIdsOfOrg(
  database: DatabaseHandle,
  orgId: string,
  ids: readonly string[],
  options: { internalOnly?: boolean } = {},
): Promise<Set<string>> {
  const users = await activeUsersOfOrg(database, orgId, { ids, internalOnly: options.internalOnly });
  return new Set(users.map((user) => user.id));
}
