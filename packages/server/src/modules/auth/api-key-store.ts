import { type ApiKeyRow, type CreatedApiKey, newRecordId, SystemPrefix } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetCachedCallers } from './caller-cache.js';
import { apiKeyDisplayPrefix, hashSecret, newApiKey } from './tokens.js';
import { CALLER_COLUMNS, type CallerRow } from './user-store.js';

/** Stores a key for the user; the key itself is returned once and never again. */
export async function createApiKey(
  database: DatabaseHandle,
  options: { userId: string; name: string; now: Date; key?: string },
): Promise<CreatedApiKey> {
  const key = options.key ?? newApiKey();
  const id = newRecordId(SystemPrefix.apiKey, options.now.getTime());
  await database.db
    .insertInto('api_key')
    .values({
      id,
      user_id: options.userId,
      name: options.name,
      key_hash: hashSecret(key),
      key_prefix: apiKeyDisplayPrefix(key),
      created_at: options.now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { id, name: options.name, key };
}

export async function listApiKeys(database: DatabaseHandle, userId: string): Promise<ApiKeyRow[]> {
  const rows = await database.db
    .selectFrom('api_key')
    .select(['id', 'name', 'key_prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Revokes one of the user's keys; false when the user has no such live key. */
export async function revokeApiKey(
  database: DatabaseHandle,
  userId: string,
  keyId: string,
  now: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable('api_key')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  forgetCachedCallers(database);
  return Number(result.numUpdatedRows) > 0;
}

export interface ApiKeyCallerRow extends CallerRow {
  key_id: string;
  last_used_at: string | null;
}

/** The live key with this hash and its user. */
export async function findLiveApiKey(
  database: DatabaseHandle,
  keyHash: string,
): Promise<ApiKeyCallerRow | undefined> {
  return database.db
    .selectFrom('api_key')
    .innerJoin('app_user', 'app_user.id', 'api_key.user_id')
    .innerJoin('organization', 'organization.id', 'app_user.org_id')
    .select([...CALLER_COLUMNS, 'api_key.id as key_id', 'api_key.last_used_at'])
    .where('api_key.key_hash', '=', keyHash)
    .where('api_key.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function markApiKeyUsed(database: DatabaseHandle, keyId: string, now: Date): Promise<void> {
  await database.db
    .updateTable('api_key')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', keyId)
    .execute();
}

/**
 * VELA_ADMIN_API_KEY: at every start, the key exists for an active administrator (the demo administrator when
 * there is one), however the database was filled: by the first start, by `npm run seed`, or long ago.
 * Idempotent; a key an administrator revoked stays revoked.
 */
export async function ensureConfiguredApiKey(
  database: DatabaseHandle,
  key: string,
  options: { preferredEmail: string; now: Date },
): Promise<'present' | 'created' | 'revoked' | 'no administrator'> {
  const existing = await database.db
    .selectFrom('api_key')
    .select(['revoked_at'])
    .where('key_hash', '=', hashSecret(key))
    .executeTakeFirst();
  if (existing) return existing.revoked_at ? 'revoked' : 'present';
  const administrators = await database.db
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('profile_id', '=', 'system_admin')
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const owner = administrators.find((user) => user.email === options.preferredEmail) ?? administrators[0];
  if (!owner) return 'no administrator';
  await createApiKey(database, { userId: owner.id, name: 'VELA_ADMIN_API_KEY', now: options.now, key });
  return 'created';
}
