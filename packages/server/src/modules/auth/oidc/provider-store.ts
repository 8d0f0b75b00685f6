import {
  type GroupMapping,
  type IdentityLinkKind,
  type IdentityProvider,
  newRecordId,
  SystemPrefix,
  type saveIdentityProviderContract,
} from '@vela/core';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../../db/database.js';
import type { IdentityProviderTable } from '../../../db/migrations/0112-identity.js';
import { seal, serverSecretKey, unseal } from '../../mail/index.js';

export type ProviderRow = IdentityProviderTable;
export type ProviderInput = z.output<typeof saveIdentityProviderContract.request>;

/** The addresses a provider sends the browser back to; both are registered at the provider. */
export interface CallbackAddresses {
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export function callbackAddresses(origin: string): CallbackAddresses {
  return {
    redirectUri: `${origin}/thirdAuthorization`,
    postLogoutRedirectUri: `${origin}/singleLogoutLogged`,
  };
}

function mappings(json: string): GroupMapping[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as GroupMapping[]) : [];
  } catch {
    return [];
  }
}

export function providerView(row: ProviderRow, addresses: CallbackAddresses): IdentityProvider {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    hasSecret: row.client_secret_sealed !== '',
    scopes: row.scopes,
    enabled: row.enabled === 1,
    linkBy: row.link_by as IdentityLinkKind,
    linkClaim: row.link_claim,
    groupsClaim: row.groups_claim,
    roleMappings: mappings(row.role_mappings_json),
    profileMappings: mappings(row.profile_mappings_json),
    ...addresses,
  };
}

export function providerMappings(row: ProviderRow): { roles: GroupMapping[]; profiles: GroupMapping[] } {
  return { roles: mappings(row.role_mappings_json), profiles: mappings(row.profile_mappings_json) };
}

export function providersOfOrg(database: DatabaseHandle, orgId: string): Promise<ProviderRow[]> {
  return database.db
    .selectFrom('identity_provider')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
}

export function findProvider(database: DatabaseHandle, id: string): Promise<ProviderRow | undefined> {
  return database.db.selectFrom('identity_provider').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The login page's choices: every enabled provider (one organisation per install in practice). */
export function enabledProviders(database: DatabaseHandle): Promise<Array<{ id: string; name: string }>> {
  return database.db
    .selectFrom('identity_provider')
    .select(['id', 'name'])
    .where('enabled', '=', 1)
    .orderBy('name')
    .execute();
}

export function clientSecretOf(row: ProviderRow, dataDir: string): string {
  return unseal(serverSecretKey(dataDir), row.client_secret_sealed);
}

export async function saveProvider(
  database: DatabaseHandle,
  orgId: string,
  input: ProviderInput,
  dataDir: string,
  now: Date,
): Promise<ProviderRow> {
  const at = now.toISOString();
  const values = {
    name: input.name,
    issuer: input.issuer.replace(/\/+$/, ''),
    client_id: input.clientId,
    scopes: input.scopes.split(/\s+/).includes('openid') ? input.scopes : `openid ${input.scopes}`.trim(),
    enabled: input.enabled ? 1 : 0,
    link_by: input.linkBy,
    link_claim: input.linkClaim,
    groups_claim: input.groupsClaim,
    role_mappings_json: JSON.stringify(input.roleMappings),
    profile_mappings_json: JSON.stringify(input.profileMappings),
    updated_at: at,
    ...(input.clientSecret
      ? { client_secret_sealed: seal(serverSecretKey(dataDir), input.clientSecret) }
      : {}),
  };
  const id = input.id ?? newRecordId(SystemPrefix.identityProvider, now.getTime());
  if (input.id) {
    await database.db.updateTable('identity_provider').set(values).where('id', '=', id).execute();
  } else {
    await database.db
      .insertInto('identity_provider')
      .values({ client_secret_sealed: '', ...values, id, org_id: orgId, created_at: at })
      .execute();
  }
  const saved = await findProvider(database, id);
  if (!saved) throw new Error(`identity provider ${id} vanished while saving`);
  return saved;
}

export async function deleteProvider(database: DatabaseHandle, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('identity_link').where('provider_id', '=', id).execute();
    await trx.deleteFrom('identity_pending').where('provider_id', '=', id).execute();
    await trx.deleteFrom('identity_session').where('provider_id', '=', id).execute();
    await trx.deleteFrom('identity_provider').where('id', '=', id).execute();
  });
}
