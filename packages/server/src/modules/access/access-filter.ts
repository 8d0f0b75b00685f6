import {
  AccessLevel,
  type AccessLevelValue,
  type AccessMode,
  defaultObjectPermissions,
  levelOfMode,
  sharingParentLookup,
  unsetOrgWideDefault,
} from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { ownerInOrganisation, partnerAccountUserIds } from '../auth/index.js';
import { poolQueueUserIds } from '../client-pools/index.js';
import type { MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { groupName } from './group-names.js';

/**
 * The record filter: one SQL condition over an object table's rows that says
 * which rows a user may read (or edit, or fully control). Decisions that
 * depend on settings (profile permissions, the organisation-wide default)
 * are uncorrelated sub-selects the database evaluates once per query; the
 * per-row part is index-friendly: `ownerid in (…)` over the owner index and
 * `id in (…)` over the share table keyed by group.
 */

/** Objects by id, so a detail object can find its parent's table without an async metadata read. */
const knownObjects = new Map<string, ObjectModel>();
export function rememberObjects(snapshot: MetadataSnapshot): void {
  for (const object of snapshot.objects) knownObjects.set(object.id, object);
}
export function rememberObject(object: ObjectModel): void {
  knownObjects.set(object.id, object);
}

type PermissionColumn = 'can_read' | 'can_create' | 'can_edit' | 'can_delete' | 'view_all' | 'modify_all';
const DEFAULT_OF: Record<PermissionColumn, keyof ReturnType<typeof defaultObjectPermissions>> = {
  can_read: 'read',
  can_create: 'create',
  can_edit: 'edit',
  can_delete: 'delete',
  view_all: 'viewAll',
  modify_all: 'modifyAll',
};

function permissionHolds(user: CurrentUser, objectId: string, column: PermissionColumn): RawBuilder<boolean> {
  const fallback = defaultObjectPermissions(user.profileId)[DEFAULT_OF[column]] ? 1 : 0;
  return sql<boolean>`coalesce((select ${sql.ref(`op.${column}`)} from access_object_permission op where op.org_id = ${user.orgId} and op.profile_id = ${user.profileId} and op.object_id = ${objectId}), ${fallback}) = 1`;
}

function orgWideDefault(user: CurrentUser, object: ObjectModel): RawBuilder<string> {
  const unset = unsetOrgWideDefault(parentField(object) !== undefined, object.apiName);
  return sql<string>`coalesce((select w.default_access from access_owd w where w.org_id = ${user.orgId} and w.object_id = ${object.id}), ${unset})`;
}

/** The groups the user belongs to: the flattened membership plus the ones known without it. */
function userGroups(user: CurrentUser): RawBuilder<boolean> {
  const direct = [groupName('user', user.userId)];
  if (user.isPartner && user.partnerAccountId) direct.push(groupName('partner', user.partnerAccountId));
  return sql<boolean>`(g.group_id in (${sql.join(direct)}) or g.group_id in (select gm.group_id from access_group_member gm where gm.user_id = ${user.userId}))`;
}

function sharedRecords(user: CurrentUser, object: ObjectModel, level: AccessLevelValue): RawBuilder<boolean> {
  return sql<boolean>`id in (select g.record_id from record_share g where g.object_id = ${object.id} and g.access_level >= ${level} and ${userGroups(user)})`;
}

/** The user's groups as a derived table, for matching a rule's target group. */
function userGroupTable(user: CurrentUser): RawBuilder<unknown> {
  const partner =
    user.isPartner && user.partnerAccountId
      ? sql` union all select cast(${groupName('partner', user.partnerAccountId)} as text)`
      : sql``;
  return sql`(select cast(${groupName('user', user.userId)} as text) as group_id union all select gm.group_id from access_group_member gm where gm.user_id = ${user.userId}${partner})`;
}

/** Owners whose records an owner-based sharing rule opens to one of the user's groups. */
function ruleOwners(user: CurrentUser, object: ObjectModel, level: AccessLevelValue): RawBuilder<boolean> {
  return sql<boolean>`ownerid in (select sm.user_id from access_sharing_rule sr join access_group_member sm on sm.group_id = sr.source_group where sr.org_id = ${user.orgId} and sr.object_id = ${object.id} and sr.kind = 'owner' and sr.access_level >= ${level} and sr.target_group in (select t.group_id from ${userGroupTable(user)} t))`;
}

/**
 * Rows of the user's organisation only: object tables are shared by every
 * organisation. A correlated probe of the owner's primary key, so the
 * planner keeps the list's sort index instead of gathering the whole
 * organisation's rows through the owner index and sorting them.
 */
function ownOrganisation(user: CurrentUser): RawBuilder<boolean> {
  return ownerInOrganisation('ownerid', user.orgId);
}

/**
 * Records a client pool holds (owned by its queue user): its members read them,
 * its managers edit them too (claim, return and assign go through the pool calls).
 */
function poolRecords(user: CurrentUser, level: AccessLevelValue): RawBuilder<boolean> {
  return sql<boolean>`ownerid in (${poolQueueUserIds(user.userId, level > AccessLevel.read)})`;
}

function anyOf(conditions: RawBuilder<boolean>[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** The master-detail field whose parent controls access, when the object has one. */
/** The field whose record an object's records follow when controlled by parent: its master, else its core-named lookup. */
export function parentField(object: ObjectModel) {
  const master = object.fields.find(
    (field) => field.typeCode === 'M' && field.columnName && field.lookupObjectId,
  );
  if (master) return master;
  const lookup = sharingParentLookup(object.apiName);
  const field = lookup ? object.fieldsByApi.get(lookup.toLowerCase()) : undefined;
  return field?.columnName && field.lookupObjectId ? field : undefined;
}

/**
 * Whether the user reaches a row at `level` through the sharing model alone
 * (ownership, hierarchy, organisation-wide default, view/modify all, rules,
 * shares, the parent record) — object permissions are checked apart.
 */
export function sharingCondition(
  user: CurrentUser,
  object: ObjectModel,
  level: AccessLevelValue,
  depth = 0,
): RawBuilder<boolean> {
  const me = user.userId;
  if (user.isPartner) {
    // Partners never get the internal defaults or hierarchy: their own account's records and what is shared to them.
    const branches = [sql<boolean>`ownerid = ${me}`];
    if (level <= AccessLevel.edit) {
      if (user.partnerAccountId) {
        branches.push(sql<boolean>`ownerid in (${partnerAccountUserIds(user.orgId, user.partnerAccountId)})`);
      }
      branches.push(sharedRecords(user, object, level), ruleOwners(user, object, level));
    }
    return anyOf(branches);
  }
  const owd = orgWideDefault(user, object);
  const everyone =
    level === AccessLevel.read
      ? sql<boolean>`(${permissionHolds(user, object.id, 'view_all')} or ${permissionHolds(user, object.id, 'modify_all')} or ${owd} in ('publicReadOnly', 'publicReadWrite'))`
      : level === AccessLevel.edit
        ? sql<boolean>`(${permissionHolds(user, object.id, 'modify_all')} or ${owd} = 'publicReadWrite')`
        : permissionHolds(user, object.id, 'modify_all');
  // Only the "everyone" branch needs the organisation fence: the others name owners of the user's own
  // organisation (reach and groups are per organisation), and shares are made within it.
  const branches = [
    sql<boolean>`(${everyone} and ${ownOrganisation(user)})`,
    sql<boolean>`ownerid = ${me}`,
    sql<boolean>`ownerid in (select r.owner_id from access_user_reach r where r.user_id = ${me} and r.level >= ${level})`,
  ];
  if (level <= AccessLevel.edit)
    branches.push(
      ruleOwners(user, object, level),
      sharedRecords(user, object, level),
      poolRecords(user, level),
    );
  const parent = parentField(object);
  const parentObject = parent ? knownObjects.get(parent.lookupObjectId ?? '') : undefined;
  if (parent?.columnName && parentObject && depth < 3) {
    // Controlled by parent: the detail follows its master; full control of the master gives edit of the detail.
    const parentLevel = level === AccessLevel.full ? AccessLevel.edit : level;
    branches.push(
      sql<boolean>`(${owd} = 'controlledByParent' and ${sql.ref(parent.columnName)} in (select p.id from ${sql.table(parentObject.tableName)} p where p.is_deleted = 0 and ${sharingCondition(user, parentObject, parentLevel, depth + 1)}))`,
    );
  }
  return anyOf(branches);
}

/**
 * The rows of the object's table the user may read ('read'), change ('edit')
 * or delete ('full': full access and the delete permission): object permission
 * and sharing in one condition.
 */
export function accessFilter(
  user: CurrentUser,
  object: ObjectModel,
  mode: AccessMode = 'read',
): RawBuilder<boolean> {
  const permission =
    mode === 'read'
      ? permissionHolds(user, object.id, 'can_read')
      : mode === 'edit'
        ? sql<boolean>`(${permissionHolds(user, object.id, 'can_read')} and ${permissionHolds(user, object.id, 'can_edit')})`
        : sql<boolean>`(${permissionHolds(user, object.id, 'can_read')} and ${permissionHolds(user, object.id, 'can_delete')})`;
  return sql<boolean>`(${permission} and ${sharingCondition(user, object, levelOfMode(mode))})`;
}
