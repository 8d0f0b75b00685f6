import { z } from 'zod';
import { APP_PERMISSIONS } from '../access/app-permissions.js';
import { FIELD_ACCESS_LEVELS, ORG_WIDE_DEFAULTS } from '../access/permissions.js';
import { CRITERIA_OPERATORS } from '../access/sharing-criteria.js';

/**
 * The access-settings change calls (issue 17): roles, users' roles and
 * profiles, public groups, organisation-wide defaults, sharing rules and
 * manual shares. Each call's request is one zod schema here.
 */
const accessId = z.string().min(1).max(64);
/** A profile's id: built-in ones (system_admin, standard_user …) and the organisation's own. */
export const profileIdSchema = z.string().regex(/^[a-z][a-z0-9_]{1,62}$/, 'lower-case letters, digits and _');
const objectReference = z.string().min(1).max(100);

export const saveProfileRequestSchema = z.strictObject({
  id: profileIdSchema,
  name: z.string().trim().min(1).max(100),
  sessionIdleMinutes: z.number().int().nullable().optional(),
  loginIpRanges: z.array(z.string().max(64)).max(50).optional(),
  /** Only the permissions named change; the others keep their value. */
  appPermissions: z
    .strictObject(Object.fromEntries(APP_PERMISSIONS.map((name) => [name, z.boolean().optional()])))
    .optional(),
});
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;
export const saveProfileContract = {
  path: '/access/profile/save',
  summary:
    "Create or change a profile's name, session policy (idle timeout, sign-in IP ranges) and report and developer-space permissions",
  request: saveProfileRequestSchema,
} as const;

export const saveObjectPermissionsRequestSchema = z.strictObject({
  profileId: profileIdSchema,
  objectApi: objectReference,
  read: z.boolean(),
  create: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  viewAll: z.boolean(),
  modifyAll: z.boolean(),
});
export type SaveObjectPermissionsRequest = z.infer<typeof saveObjectPermissionsRequestSchema>;
export const saveObjectPermissionsContract = {
  path: '/access/profile/saveObjectPermissions',
  summary:
    "Set a profile's object permissions (read, create, edit, delete, view all, modify all) on one object",
  request: saveObjectPermissionsRequestSchema,
} as const;

export const saveFieldAccessRequestSchema = z.strictObject({
  profileId: profileIdSchema,
  objectApi: objectReference,
  fields: z
    .array(z.strictObject({ field: z.string().min(1).max(100), access: z.enum(FIELD_ACCESS_LEVELS) }))
    .min(1)
    .max(500),
});
export type SaveFieldAccessRequest = z.infer<typeof saveFieldAccessRequestSchema>;
export const saveFieldAccessContract = {
  path: '/access/profile/saveFieldAccess',
  summary: 'Set field-level security (hidden, readOnly, editable) of fields of one object for a profile',
  request: saveFieldAccessRequestSchema,
} as const;

export const saveRoleRequestSchema = z.strictObject({
  id: accessId.optional(),
  name: z.string().trim().min(1).max(100),
  parentRoleId: accessId.nullable().optional(),
  subordinateAccess: z.enum(['read', 'edit']).optional(),
});
export type SaveRoleRequest = z.infer<typeof saveRoleRequestSchema>;
export const saveRoleContract = {
  path: '/access/role/save',
  summary: "Create or change a role: its name, its parent, and whether it may edit its subordinates' records",
  request: saveRoleRequestSchema,
} as const;

export const deleteRoleRequestSchema = z.strictObject({ id: accessId });
export type DeleteRoleRequest = z.infer<typeof deleteRoleRequestSchema>;
export const deleteRoleContract = {
  path: '/access/role/delete',
  summary: 'Delete a role that has no users and no roles below it',
  request: deleteRoleRequestSchema,
} as const;

export const assignUserRequestSchema = z.strictObject({
  userId: accessId,
  roleId: accessId.nullable().optional(),
  profileId: accessId.optional(),
});
export type AssignUserRequest = z.infer<typeof assignUserRequestSchema>;
export const assignUserContract = {
  path: '/access/user/assign',
  summary: "Set a user's role and/or profile",
  request: assignUserRequestSchema,
} as const;

export const saveGroupRequestSchema = z.strictObject({
  id: accessId.optional(),
  name: z.string().trim().min(1).max(100),
  members: z.array(z.string().max(80)).max(500),
});
export type SaveGroupRequest = z.infer<typeof saveGroupRequestSchema>;
export const saveGroupContract = {
  path: '/access/group/save',
  summary: 'Create or change a public group; members are user:<id>, role:<id>, roleSub:<id> or group:<id>',
  request: saveGroupRequestSchema,
} as const;

export const saveOwdRequestSchema = z.strictObject({
  objectApi: z.string().min(1).max(100),
  defaultAccess: z.enum(ORG_WIDE_DEFAULTS),
});
export type SaveOwdRequest = z.infer<typeof saveOwdRequestSchema>;
export const saveOwdContract = {
  path: '/access/owd/save',
  summary:
    "Set an object's organisation-wide default (private, publicReadOnly, publicReadWrite, controlledByParent)",
  request: saveOwdRequestSchema,
} as const;

export const saveSharingRuleRequestSchema = z.strictObject({
  id: accessId.optional(),
  objectApi: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  kind: z.enum(['owner', 'criteria']),
  /** Owner-based: records owned by members of this group. */
  sourceGroup: z.string().max(80).optional(),
  /** Criteria-based: records matching every condition. */
  conditions: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        operator: z.enum(CRITERIA_OPERATORS),
        value: z.string().max(500).default(''),
      }),
    )
    .max(10)
    .optional(),
  targetGroup: z.string().min(1).max(80),
  accessLevel: z.enum(['read', 'edit']),
});
export type SaveSharingRuleRequest = z.infer<typeof saveSharingRuleRequestSchema>;
export const saveSharingRuleContract = {
  path: '/access/sharingRule/save',
  summary:
    'Create or change an owner-based or criteria-based sharing rule; existing records are recomputed in the background',
  request: saveSharingRuleRequestSchema,
} as const;

export const deleteSharingRuleRequestSchema = z.strictObject({ id: accessId });
export type DeleteSharingRuleRequest = z.infer<typeof deleteSharingRuleRequestSchema>;
export const deleteSharingRuleContract = {
  path: '/access/sharingRule/delete',
  summary: 'Delete a sharing rule; its shares are removed in the background',
  request: deleteSharingRuleRequestSchema,
} as const;

export const addShareRequestSchema = z.strictObject({
  recordId: accessId,
  group: z.string().min(1).max(80),
  accessLevel: z.enum(['read', 'edit']),
});
export type AddShareRequest = z.infer<typeof addShareRequestSchema>;
export const addShareContract = {
  path: '/access/share/add',
  summary: 'Share a record with a user, role, role and subordinates, public group or partner account',
  request: addShareRequestSchema,
} as const;

export const removeShareRequestSchema = z.strictObject({
  recordId: accessId,
  group: z.string().min(1).max(80),
});
export type RemoveShareRequest = z.infer<typeof removeShareRequestSchema>;
export const removeShareContract = {
  path: '/access/share/remove',
  summary: 'Stop sharing a record manually with a group',
  request: removeShareRequestSchema,
} as const;

export const forceSignOutRequestSchema = z.strictObject({ userId: accessId });
export type ForceSignOutRequest = z.infer<typeof forceSignOutRequestSchema>;
export const forceSignOutContract = {
  path: '/access/session/forceSignOut',
  summary: 'End every session of a user at once (their next call answers 10002)',
  request: forceSignOutRequestSchema,
} as const;

export const enablePartnerUserRequestSchema = z.strictObject({
  recordId: accessId,
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});
export type EnablePartnerUserRequest = z.infer<typeof enablePartnerUserRequestSchema>;
export const enablePartnerUserContract = {
  path: '/externalUsers/enable',
  summary:
    'Creates a partner user of the record: partner profile, the given first password, to be changed at first sign-in',
  request: enablePartnerUserRequestSchema,
} as const;

export const setPartnerUserActiveRequestSchema = z.strictObject({ userId: accessId, active: z.boolean() });
export type SetPartnerUserActiveRequest = z.infer<typeof setPartnerUserActiveRequestSchema>;
export const setPartnerUserActiveContract = {
  path: '/externalUsers/setActive',
  summary: 'Turns a partner user off (ending their sessions) or on again',
  request: setPartnerUserActiveRequestSchema,
} as const;
