import type { Generated, Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementPrimaryKey } from '../dialect-sql.js';

/**
 * Organisation, users, sessions and sign-in: the tables every other module
 * leans on. Times are ISO-8601 UTC strings (sortable as text on both
 * dialects); flags are 0/1 integers because SQLite has no boolean.
 */
export interface OrganizationTable {
  id: string;
  name: string;
  default_language: string;
  base_title: string;
  currency_code: string;
  time_zone: string;
  country_code: string;
  /** JSON object of organisation settings (timeouts, file size limit, login page …). */
  settings_json: string;
  created_at: string;
}

export interface UserTable {
  id: string;
  org_id: string;
  /** Lower-cased; the sign-in name. */
  email: string;
  name: string;
  password_hash: string;
  /** Empty means: follow the organisation's default. */
  language: string;
  country_code: string;
  currency_code: string;
  time_zone: string;
  is_partner: number;
  partner_account_id: string | null;
  profile_id: string;
  role_id: string | null;
  is_active: number;
  must_change_password: number;
  failed_login_count: number;
  locked_until: string | null;
  password_changed_at: string;
  /** JSON: the user setup of spec 1 §3 (tabStyle, detailLayoutStyle, flags as 'true'/'false' strings). */
  setup_json: string;
  created_at: string;
}

export interface SessionTable {
  id: string;
  user_id: string;
  /** SHA-256 of the access token; the token itself is never stored. */
  token_hash: string;
  /** The secure channel bound at sign-in, for encrypted calls made in this session. */
  channel_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

export interface SecureChannelTable {
  id: string;
  /** The agreed AES-256-GCM key, base64url. */
  key: string;
  created_at: string;
  expires_at: string;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: string | null;
  email: string;
  at: string;
  ip: string;
  user_agent: string;
  /** 'success' or 'failure'. */
  result: string;
  /** Why a sign-in failed: wrong-password, locked, unknown-user, inactive. */
  reason: string;
}

export interface ApiKeyTable {
  id: string;
  user_id: string;
  name: string;
  key_hash: string;
  /** The first characters of the key, shown in lists so a person can tell keys apart. */
  key_prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface FoundationTables {
  organization: OrganizationTable;
  app_user: UserTable;
  session: SessionTable;
  secure_channel: SecureChannelTable;
  login_history: LoginHistoryTable;
  api_key: ApiKeyTable;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('organization')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('base_title', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_partner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_account_id', 'text')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('role_id', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('setup_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('secure_channel')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_history_user_idx')
    .on('login_history')
    .columns(['user_id', 'at'])
    .execute();

  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}
