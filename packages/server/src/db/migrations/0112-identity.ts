import type { Kysely } from 'kysely';

/**
 * Third-party sign-in (issue 18), owned by the auth module: the organisation's OpenID Connect
 * providers (the client secret sealed with the server key, as mailbox passwords are), the sign-ins in
 * flight (state, PKCE verifier, nonce; minutes long), who a provider's subject is in Vela, and which
 * sessions began at a provider (their ID token, for single sign-out).
 */
export interface IdentityProviderTable {
  id: string;
  org_id: string;
  name: string;
  issuer: string;
  client_id: string;
  /** secret-box's 'v1.…' text; '' when the client has no secret (a public client). */
  client_secret_sealed: string;
  scopes: string;
  enabled: number;
  /** 'email' | 'claim'. */
  link_by: string;
  link_claim: string;
  groups_claim: string;
  /** [{group, targetId}] of roles and of profiles. */
  role_mappings_json: string;
  profile_mappings_json: string;
  created_at: string;
  updated_at: string;
}

export interface IdentityPendingTable {
  state: string;
  provider_id: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: string;
}

export interface IdentityLinkTable {
  provider_id: string;
  subject: string;
  user_id: string;
  linked_at: string;
}

export interface IdentitySessionTable {
  session_id: string;
  provider_id: string;
  id_token: string;
  created_at: string;
}

export interface IdentityTables {
  identity_provider: IdentityProviderTable;
  identity_pending: IdentityPendingTable;
  identity_link: IdentityLinkTable;
  identity_session: IdentitySessionTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_provider')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('link_by', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('link_claim', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('groups_claim', 'text', (c) => c.notNull().defaultTo('groups'))
    .addColumn('role_mappings_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('profile_mappings_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('identity_provider_org_idx').on('identity_provider').column('org_id').execute();
  await db.schema
    .createTable('identity_pending')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('identity_link')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identity_link_pk', ['provider_id', 'subject'])
    .execute();
  await db.schema
    .createTable('identity_session')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('id_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
