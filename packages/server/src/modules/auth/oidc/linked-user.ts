import type { GroupMapping } from '@vela/core';
import type { DatabaseHandle } from '../../../db/database.js';
import { rebuildAccessGraph, rolesOfOrg } from '../../access/index.js';
import { forgetCachedCallers } from '../caller-cache.js';
import { setUserRoleAndProfile } from '../user-accounts.js';
import { findUserForSignIn, type SignInUser } from '../user-store.js';
import type { ProviderIdentity } from './oidc-flow.js';
import { type ProviderRow, providerMappings } from './provider-store.js';

/** The e-mail a provider's claims name the person by: the provider's own choice of claim. */
export function linkEmailOf(provider: ProviderRow, claims: Record<string, unknown>): string | undefined {
  if (provider.link_by === 'claim') {
    const value = claims[provider.link_claim];
    return typeof value === 'string' && value.includes('@') ? value : undefined;
  }
  // An address the provider says it has not verified could be anyone's.
  if (claims.email_verified === false) return undefined;
  return typeof claims.email === 'string' ? claims.email : undefined;
}

async function userById(database: DatabaseHandle, userId: string): Promise<SignInUser | undefined> {
  const row = await database.db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? findUserForSignIn(database, row.email) : undefined;
}

/**
 * The Vela user a provider's person is: the one linked to the provider's subject before, else the
 * one of the provider's organisation whose e-mail the linking claim names (then linked, so a later
 * change of address at the provider keeps the link).
 */
export async function findLinkedUser(
  database: DatabaseHandle,
  identity: ProviderIdentity,
  now: Date,
): Promise<{ user: SignInUser | undefined; email: string }> {
  const { provider, subject, claims } = identity;
  const link = await database.db
    .selectFrom('identity_link')
    .select('user_id')
    .where('provider_id', '=', provider.id)
    .where('subject', '=', subject)
    .executeTakeFirst();
  const email = linkEmailOf(provider, claims) ?? '';
  if (link) {
    const user = await userById(database, link.user_id);
    return { user: user?.org_id === provider.org_id ? user : undefined, email: user?.email ?? email };
  }
  if (!email) return { user: undefined, email };
  const user = await findUserForSignIn(database, email);
  if (!user || user.org_id !== provider.org_id) return { user: undefined, email };
  await database.db
    .insertInto('identity_link')
    .values({ provider_id: provider.id, subject, user_id: user.id, linked_at: now.toISOString() })
    .execute();
  return { user, email };
}

function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

const firstMatch = (mappings: GroupMapping[], groups: string[]) =>
  mappings.find((mapping) => groups.includes(mapping.group))?.targetId;

/**
 * integrate/role and integrate/user: the first mapping (in the administrator's order) whose group
 * the person is in gives their role and profile at each sign-in; no match leaves them as they are.
 */
export async function applyGroupMappings(
  database: DatabaseHandle,
  user: SignInUser,
  identity: ProviderIdentity,
): Promise<SignInUser> {
  const groups = groupsOf(identity.claims, identity.provider.groups_claim);
  if (groups.length === 0) return user;
  const mappings = providerMappings(identity.provider);
  const roleId = firstMatch(mappings.roles, groups);
  const profileId = firstMatch(mappings.profiles, groups);
  if (!roleId && !profileId) return user;
  await setUserRoleAndProfile(database, user.id, {
    ...(roleId ? { roleId } : {}),
    ...(profileId ? { profileId } : {}),
  });
  forgetCachedCallers(database);
  if (roleId) await rebuildAccessGraph(database, user.org_id);
  return profileId ? { ...user, profile_id: profileId } : user;
}

/** The mapping targets must be the organisation's roles, and profile ids (the screen offers the org's). */
export async function unknownMappingTargets(
  database: DatabaseHandle,
  orgId: string,
  roles: GroupMapping[],
  profiles: GroupMapping[],
): Promise<string | undefined> {
  const roleIds = new Set((await rolesOfOrg(database, orgId)).map((role) => role.id));
  const badRole = roles.find((mapping) => !roleIds.has(mapping.targetId));
  if (badRole) return `body.roleMappings: role "${badRole.targetId}" is not a role of this organisation`;
  const badProfile = profiles.find((mapping) => !/^[\w-]{1,100}$/.test(mapping.targetId));
  if (badProfile) return `body.profileMappings: "${badProfile.targetId}" is not a profile`;
  return undefined;
}
