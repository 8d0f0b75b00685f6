/**
 * The access model's vocabulary and the pure decisions both sides need:
 * object permissions of a profile, field-level security, organisation-wide
 * defaults and what a user may do with one record.
 */

import { z } from 'zod';
export const OBJECT_PERMISSIONS = ['read', 'create', 'edit', 'delete', 'viewAll', 'modifyAll'] as const;
export type ObjectPermission = (typeof OBJECT_PERMISSIONS)[number];
export type ObjectPermissions = Record<ObjectPermission, boolean>;

/** Field-level security of one field for one profile. */
export const FIELD_ACCESS_LEVELS = ['hidden', 'readOnly', 'editable'] as const;
export type FieldAccessLevel = (typeof FIELD_ACCESS_LEVELS)[number];

/** Organisation-wide default of an object: what everyone gets on records they do not own. */
export const ORG_WIDE_DEFAULTS = [
  'private',
  'publicReadOnly',
  'publicReadWrite',
  'controlledByParent',
] as const;
export type OrgWideDefault = (typeof ORG_WIDE_DEFAULTS)[number];
/** Objects nobody configured behave as before access control existed: everyone of the org reads and edits. */
export const DEFAULT_ORG_WIDE_DEFAULT: OrgWideDefault = 'publicReadWrite';

/**
 * Levels of access to one record, ordered: a share or a relation grants a
 * level, and an action needs one. Full is the owner's: delete, share, transfer.
 */
export const AccessLevel = { none: 0, read: 1, edit: 2, full: 3 } as const;
export type AccessLevelValue = (typeof AccessLevel)[keyof typeof AccessLevel];
export type AccessMode = 'read' | 'edit' | 'full';
export function levelOfMode(mode: AccessMode): AccessLevelValue {
  return AccessLevel[mode];
}

/** The three profiles every organisation has; their rights when nobody changed them. */
export const BUILT_IN_PROFILES = {
  system_admin: {
    name: 'System administrator',
    permissions: { read: true, create: true, edit: true, delete: true, viewAll: true, modifyAll: true },
  },
  standard_user: {
    name: 'Standard user',
    permissions: { read: true, create: true, edit: true, delete: true, viewAll: false, modifyAll: false },
  },
  partner_user: {
    name: 'Partner user',
    permissions: { read: true, create: true, edit: true, delete: false, viewAll: false, modifyAll: false },
  },
} as const satisfies Record<string, { name: string; permissions: ObjectPermissions }>;
export type BuiltInProfileId = keyof typeof BUILT_IN_PROFILES;

/** A profile's object permissions on an object nobody configured: the built-in ones, standard for others. */
export function defaultObjectPermissions(profileId: string): ObjectPermissions {
  const builtIn = (BUILT_IN_PROFILES as Record<string, { permissions: ObjectPermissions }>)[profileId];
  return { ...(builtIn ?? BUILT_IN_PROFILES.standard_user).permissions };
}

/**
 * Permissions imply each other the way administrators expect: modify all
 * implies view all and edit and delete; edit, delete and view all imply read.
 * Saved permissions are normalised with this, so a stored row is never
 * self-contradictory.
 */
export function normaliseObjectPermissions(permissions: ObjectPermissions): ObjectPermissions {
  const modifyAll = permissions.modifyAll;
  const viewAll = permissions.viewAll || modifyAll;
  const edit = permissions.edit || modifyAll;
  const remove = permissions.delete || modifyAll;
  const read = permissions.read || edit || remove || viewAll || permissions.create;
  return { read, create: permissions.create, edit, delete: remove, viewAll, modifyAll };
}

/** What /objectdetail/getPermissionById answers: the caller's rights on one record. */
export const recordRightsSchema = z.object({
  isQuery: z.boolean(),
  isEdit: z.boolean(),
  isDelete: z.boolean(),
  isCreate: z.boolean(),
  isShare: z.boolean(),
  isTransfer: z.boolean(),
  isApprove: z.boolean(),
});
export type RecordRights = z.infer<typeof recordRightsSchema>;

/**
 * Rights on a record from the object permissions and the level of access the
 * sharing model gives the user on it. Delete, share and transfer need full
 * access (owner, a manager above with edit, or modify all); approving needs
 * edit access (the approval module adds the approver check on top).
 */
export function recordRights(permissions: ObjectPermissions, level: AccessLevelValue): RecordRights {
  const read = permissions.read && level >= AccessLevel.read;
  const edit = read && permissions.edit && level >= AccessLevel.edit;
  const full = read && level >= AccessLevel.full;
  return {
    isQuery: read,
    isEdit: edit,
    isDelete: full && permissions.delete,
    isCreate: permissions.create,
    isShare: full,
    isTransfer: full && permissions.edit,
    isApprove: edit,
  };
}

export const NO_RIGHTS: RecordRights = {
  isQuery: false,
  isEdit: false,
  isDelete: false,
  isCreate: false,
  isShare: false,
  isTransfer: false,
  isApprove: false,
};
