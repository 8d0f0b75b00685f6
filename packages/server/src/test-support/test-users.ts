import { createHash, randomBytes } from 'node:crypto';
import { newRecordId, SystemPrefix } from '@vela/core';
import type { DatabaseHandle } from '../db/database.js';

/**
 * Test fixtures that do not go through sign-in, so a module's tests do not
 * depend on the auth module's flow. The session row follows the auth module's
 * contract: the token is stored only as its SHA-256 hex digest, and a session
 * is valid while revoked_at is null and expires_at is in the future.
 */
export interface TestUser {
  userId: string;
  orgId: string;
  email: string;
  accessToken: string;
}

export async function ensureTestOrganization(database: DatabaseHandle, orgId = 'org_test'): Promise<string> {
  const existing = await database.db
    .selectFrom('organization')
    .select('id')
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!existing) {
    await database.db
      .insertInto('organization')
      .values({
        id: orgId,
        name: 'Test org',
        default_language: 'en',
        base_title: 'Vela',
        currency_code: 'USD',
        time_zone: 'UTC',
        country_code: 'US',
        settings_json: '{}',
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return orgId;
}

export async function createTestUser(
  database: DatabaseHandle,
  options: { email?: string; name?: string; isPartner?: boolean; profileId?: string; orgId?: string } = {},
): Promise<TestUser> {
  const orgId = await ensureTestOrganization(database, options.orgId);
  const userId = newRecordId(SystemPrefix.user);
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@test.local`;
  const now = new Date().toISOString();
  await database.db
    .insertInto('app_user')
    .values({
      id: userId,
      org_id: orgId,
      email,
      name: options.name ?? 'Test User',
      password_hash: 'not-a-real-hash',
      language: '',
      country_code: 'US',
      currency_code: 'USD',
      time_zone: 'UTC',
      is_partner: options.isPartner ? 1 : 0,
      partner_account_id: null,
      profile_id: options.profileId ?? 'system_admin',
      role_id: null,
      is_active: 1,
      must_change_password: 0,
      failed_login_count: 0,
      locked_until: null,
      password_changed_at: now,
      setup_json: '{}',
      created_at: now,
    })
    .execute();
  const accessToken = await createTestSession(database, userId);
  return { userId, orgId, email, accessToken };
}

export async function createTestSession(database: DatabaseHandle, userId: string): Promise<string> {
  const accessToken = randomBytes(32).toString('base64url');
  const now = new Date();
  await database.db
    .insertInto('session')
    .values({
      id: newRecordId(SystemPrefix.session),
      user_id: userId,
      token_hash: createHash('sha256').update(accessToken).digest('hex'),
      channel_id: null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      revoked_at: null,
      ip: '127.0.0.1',
      user_agent: 'test',
    })
    .execute();
  return accessToken;
}

/** The head of an envelope call made as this user. */
export function envelopeFor(user: TestUser, body: unknown) {
  return {
    head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: user.accessToken, source: 'test' },
    body,
  };
}
