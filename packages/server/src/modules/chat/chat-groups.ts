import { type ChatGroup, organisationChatGroupId } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { PUBLIC_GROUP_PREFIX, publicGroupMemberIds, publicGroupsOfUser } from '../access/index.js';
import { findOrganisation } from '../auth/index.js';

export type { ChatGroup };

/** The organisation's own group: the bot card route's default target. */
export const organisationGroupId = organisationChatGroupId;

/**
 * The groups a user belongs to: the organisation's group first, then the
 * public groups the access module counts them in (directly, by role or by a
 * group inside the group), by name.
 */
export async function listChatGroups(database: DatabaseHandle, user: CurrentUser): Promise<ChatGroup[]> {
  const organisation = await findOrganisation(database.db, user.orgId);
  const publicGroups = await publicGroupsOfUser(database, user.orgId, user.userId);
  return [
    { id: organisationGroupId(user.orgId), name: organisation?.name ?? user.orgId, kind: 'organisation' },
    ...publicGroups.map((group) => ({
      id: `${PUBLIC_GROUP_PREFIX}${group.id}`,
      name: group.name,
      kind: 'public' as const,
    })),
  ];
}

/**
 * Who hears a message to a group: everyone in the organisation for its own
 * group ('*'), the members for a public group. Null when the sender is not
 * in the group, so nobody can post into a group they cannot read.
 */
export async function chatAudience(
  database: DatabaseHandle,
  sender: CurrentUser,
  groupId: string,
): Promise<'*' | string[] | null> {
  const groups = await listChatGroups(database, sender);
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group) return null;
  if (group.kind === 'organisation') return '*';
  return publicGroupMemberIds(database, sender.orgId, groupId.slice(PUBLIC_GROUP_PREFIX.length));
}
