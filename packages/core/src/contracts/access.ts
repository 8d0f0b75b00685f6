import { z } from 'zod';
import { APP_PERMISSIONS, type AppPermission } from '../access/app-permissions.js';
import {
  FIELD_ACCESS_LEVELS,
  OBJECT_PERMISSIONS,
  type ObjectPermission,
  ORG_WIDE_DEFAULTS,
} from '../access/permissions.js';
import { CRITERIA_OPERATORS } from '../access/sharing-criteria.js';
import { defineCall } from './call-contract.js';
import { JOB_STATUSES } from './jobs.js';

/**
 * The access-settings change calls (issue 17): roles, users' roles and
 * profiles, public groups, organisation-wide defaults, sharing rules and
 * manual shares. Each call's request and answer is one zod schema here: the
 * server validates and serialises with them, the admin screens read their types.
 */
const accessId = z.string().min(1).max(64);
/** A profile's id: built-in ones (system_admin, standard_user …) and the organisation's own. */
export const profileIdSchema = z.string().regex(/^[a-z][a-z0-9_]{1,62}$/, 'lower-case letters, digits and _');
const objectReference = z.string().min(1).max(100);
const emptyRequest = z.strictObject({});

export const objectPermissionsSchema = z.object(
  Object.fromEntries(OBJECT_PERMISSIONS.map((name) => [name, z.boolean()])) as Record<
    ObjectPermission,
    z.ZodBoolean
  >,
);
export const appPermissionsSchema = z.object(
  Object.fromEntries(APP_PERMISSIONS.map((name) => [name, z.boolean()])) as Record<
    AppPermission,
    z.ZodBoolean
  >,
);
const shareLevelSchema = z.enum(['read', 'edit']);

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
export const saveProfileContract = defineCall({
  path: '/access/profile/save',
  summary:
    "Create or change a profile's name, session policy (idle timeout, sign-in IP ranges) and report and developer-space permissions",
  request: saveProfileRequestSchema,
  response: z.object({ id: z.string() }),
});

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
export const saveObjectPermissionsContract = defineCall({
  path: '/access/profile/saveObjectPermissions',
  summary:
    "Set a profile's object permissions (read, create, edit, delete, view all, modify all) on one object",
  request: saveObjectPermissionsRequestSchema,
  response: z.object({
    profileId: z.string(),
    objectApi: z.string(),
    /** As stored: a permission implies the ones it needs (edit implies read …). */
    permissions: objectPermissionsSchema,
  }),
});

export const saveFieldAccessRequestSchema = z.strictObject({
  profileId: profileIdSchema,
  objectApi: objectReference,
  fields: z
    .array(z.strictObject({ field: z.string().min(1).max(100), access: z.enum(FIELD_ACCESS_LEVELS) }))
    .min(1)
    .max(500),
});
export type SaveFieldAccessRequest = z.infer<typeof saveFieldAccessRequestSchema>;
export const saveFieldAccessContract = defineCall({
  path: '/access/profile/saveFieldAccess',
  summary: 'Set field-level security (hidden, readOnly, editable) of fields of one object for a profile',
  request: saveFieldAccessRequestSchema,
  response: z.object({ profileId: z.string(), objectApi: z.string(), changed: z.number().int() }),
});

export const saveRoleRequestSchema = z.strictObject({
  id: accessId.optional(),
  name: z.string().trim().min(1).max(100),
  parentRoleId: accessId.nullable().optional(),
  subordinateAccess: z.enum(['read', 'edit']).optional(),
});
export type SaveRoleRequest = z.infer<typeof saveRoleRequestSchema>;
export const saveRoleContract = defineCall({
  path: '/access/role/save',
  summary: "Create or change a role: its name, its parent, and whether it may edit its subordinates' records",
  request: saveRoleRequestSchema,
  response: z.object({ id: z.string() }),
});

export const deleteRoleRequestSchema = z.strictObject({ id: accessId });
export type DeleteRoleRequest = z.infer<typeof deleteRoleRequestSchema>;
export const deleteRoleContract = defineCall({
  path: '/access/role/delete',
  summary: 'Delete a role that has no users and no roles below it',
  request: deleteRoleRequestSchema,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const assignUserRequestSchema = z.strictObject({
  userId: accessId,
  roleId: accessId.nullable().optional(),
  profileId: accessId.optional(),
});
export type AssignUserRequest = z.infer<typeof assignUserRequestSchema>;
export const assignUserContract = defineCall({
  path: '/access/user/assign',
  summary: "Set a user's role and/or profile",
  request: assignUserRequestSchema,
  response: z.object({
    userId: z.string(),
    roleId: z.string().nullable().optional(),
    profileId: z.string().optional(),
  }),
});

export const saveGroupRequestSchema = z.strictObject({
  id: accessId.optional(),
  name: z.string().trim().min(1).max(100),
  members: z.array(z.string().max(80)).max(500),
});
export type SaveGroupRequest = z.infer<typeof saveGroupRequestSchema>;
export const saveGroupContract = defineCall({
  path: '/access/group/save',
  summary: 'Create or change a public group; members are user:<id>, role:<id>, roleSub:<id> or group:<id>',
  request: saveGroupRequestSchema,
  response: z.object({ id: z.string() }),
});

export const saveOwdRequestSchema = z.strictObject({
  objectApi: z.string().min(1).max(100),
  defaultAccess: z.enum(ORG_WIDE_DEFAULTS),
});
export type SaveOwdRequest = z.infer<typeof saveOwdRequestSchema>;
export const saveOwdContract = defineCall({
  path: '/access/owd/save',
  summary:
    "Set an object's organisation-wide default (private, publicReadOnly, publicReadWrite, controlledByParent)",
  request: saveOwdRequestSchema,
  response: z.object({ objectApi: z.string(), defaultAccess: z.enum(ORG_WIDE_DEFAULTS) }),
});

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
export const saveSharingRuleContract = defineCall({
  path: '/access/sharingRule/save',
  summary:
    'Create or change an owner-based or criteria-based sharing rule; existing records are recomputed in the background',
  request: saveSharingRuleRequestSchema,
  response: z.object({
    id: z.string(),
    /** Goes up by one with every change; the shares of a criteria rule carry it in their reason. */
    revision: z.number().int(),
    /** True when a background job is (re)writing the rule's shares. */
    recomputing: z.boolean(),
  }),
});

export const deleteSharingRuleRequestSchema = z.strictObject({ id: accessId });
export type DeleteSharingRuleRequest = z.infer<typeof deleteSharingRuleRequestSchema>;
export const deleteSharingRuleContract = defineCall({
  path: '/access/sharingRule/delete',
  summary: 'Delete a sharing rule; its shares are removed in the background',
  request: deleteSharingRuleRequestSchema,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const addShareRequestSchema = z.strictObject({
  recordId: accessId,
  group: z.string().min(1).max(80),
  accessLevel: z.enum(['read', 'edit']),
});
export type AddShareRequest = z.infer<typeof addShareRequestSchema>;
export const addShareContract = defineCall({
  path: '/access/share/add',
  summary: 'Share a record with a user, role, role and subordinates, public group or partner account',
  request: addShareRequestSchema,
  response: z.object({ recordId: z.string(), group: z.string(), accessLevel: shareLevelSchema }),
});

export const removeShareRequestSchema = z.strictObject({
  recordId: accessId,
  group: z.string().min(1).max(80),
});
export type RemoveShareRequest = z.infer<typeof removeShareRequestSchema>;
export const removeShareContract = defineCall({
  path: '/access/share/remove',
  summary: 'Stop sharing a record manually with a group',
  request: removeShareRequestSchema,
  response: z.object({ recordId: z.string(), group: z.string(), removed: z.literal(true) }),
});

export const forceSignOutRequestSchema = z.strictObject({ userId: accessId });
export type ForceSignOutRequest = z.infer<typeof forceSignOutRequestSchema>;
export const forceSignOutContract = defineCall({
  path: '/access/session/forceSignOut',
  summary: 'End every session of a user at once (their next call answers 10002)',
  request: forceSignOutRequestSchema,
  response: z.object({ userId: z.string(), sessionsEnded: z.number().int() }),
});

export const enablePartnerUserRequestSchema = z.strictObject({
  recordId: accessId,
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});
export type EnablePartnerUserRequest = z.infer<typeof enablePartnerUserRequestSchema>;
export const enablePartnerUserContract = defineCall({
  path: '/externalUsers/enable',
  summary:
    'Creates a partner user of the record: partner profile, the given first password, to be changed at first sign-in',
  request: enablePartnerUserRequestSchema,
  response: z.object({ id: z.string(), name: z.string(), email: z.string(), isActive: z.literal(true) }),
});

export const setPartnerUserActiveRequestSchema = z.strictObject({ userId: accessId, active: z.boolean() });
export type SetPartnerUserActiveRequest = z.infer<typeof setPartnerUserActiveRequestSchema>;
export const setPartnerUserActiveContract = defineCall({
  path: '/externalUsers/setActive',
  summary: 'Turns a partner user off (ending their sessions) or on again',
  request: setPartnerUserActiveRequestSchema,
  response: z.object({ userId: z.string(), isActive: z.boolean() }),
});

/* The administrator's reads (issue 4): what the access screens list. */

export const adminProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  sessionIdleMinutes: z.number().int().nullable(),
  loginIpRanges: z.array(z.string()),
  appPermissions: appPermissionsSchema,
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const listProfilesContract = defineCall({
  path: '/access/profile/list',
  summary: 'The profiles of the organisation, built-in ones included',
  request: emptyRequest,
  response: z.object({
    profiles: z.array(adminProfileSchema),
    /** The idle timeouts a profile may choose, in minutes. */
    sessionTimeoutChoices: z.array(z.number().int()),
  }),
});

export const getObjectAccessContract = defineCall({
  path: '/access/profile/getObjectAccess',
  summary: "A profile's object permissions and field-level security on one object",
  request: z.strictObject({ profileId: profileIdSchema, objectApi: objectReference }),
  response: z.object({
    objectApi: z.string(),
    permissions: objectPermissionsSchema,
    fields: z.array(z.object({ field: z.string(), label: z.string(), access: z.enum(FIELD_ACCESS_LEVELS) })),
  }),
});

export const adminRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentRoleId: z.string().nullable(),
  subordinateAccess: shareLevelSchema,
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const listRolesContract = defineCall({
  path: '/access/role/list',
  summary: 'The role hierarchy: every role with its parent and its users',
  request: emptyRequest,
  response: z.array(adminRoleSchema),
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profileId: z.string(),
  roleId: z.string().nullable(),
  isPartner: z.boolean(),
  partnerAccountId: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersContract = defineCall({
  path: '/access/user/list',
  summary: 'The users of the organisation with their profile, role and partner account',
  request: emptyRequest,
  response: z.array(adminUserSchema),
});

export const publicGroupSchema = z.object({ id: z.string(), name: z.string(), members: z.array(z.string()) });
export type PublicGroup = z.infer<typeof publicGroupSchema>;

export const listGroupsContract = defineCall({
  path: '/access/group/list',
  summary: 'Public groups and their members',
  request: emptyRequest,
  response: z.array(publicGroupSchema),
});

export const objectDefaultSchema = z.object({
  objectApi: z.string(),
  label: z.string(),
  defaultAccess: z.enum(ORG_WIDE_DEFAULTS),
  /** The object has a master-detail parent, so controlledByParent applies. */
  hasParent: z.boolean(),
});
export type ObjectDefault = z.infer<typeof objectDefaultSchema>;

export const listOwdContract = defineCall({
  path: '/access/owd/list',
  summary: 'The organisation-wide default of every object',
  request: emptyRequest,
  response: z.array(objectDefaultSchema),
});

export const sharingRuleSchema = z.object({
  id: z.string(),
  objectId: z.string(),
  name: z.string(),
  kind: z.enum(['owner', 'criteria']),
  sourceGroup: z.string().nullable(),
  conditions: z.array(
    z.object({ field: z.string(), operator: z.enum(CRITERIA_OPERATORS), value: z.string() }),
  ),
  targetGroup: z.string(),
  accessLevel: shareLevelSchema,
  revision: z.number().int(),
});
export type SharingRule = z.infer<typeof sharingRuleSchema>;

export const listSharingRulesContract = defineCall({
  path: '/access/sharingRule/list',
  summary: 'Sharing rules, of one object or all',
  request: z.strictObject({ objectApi: z.string().max(100).optional() }),
  response: z.array(sharingRuleSchema),
});

export const listRuleJobsContract = defineCall({
  path: '/access/job/list',
  summary: 'Background recomputations of sharing, newest first',
  request: emptyRequest,
  response: z.array(
    z.object({
      id: z.number().int(),
      ruleId: z.string(),
      action: z.string(),
      status: z.enum(JOB_STATUSES),
      processed: z.number().int(),
      attempts: z.number().int(),
      /** The last failure's message; '' when none. */
      error: z.string(),
      updatedAt: z.string(),
    }),
  ),
});

/** Why a record is shared: a person shared it, a sharing rule did, or the calendar for an event's invitee. */
export const SHARE_REASONS = ['manual', 'rule', 'invitee'] as const;
export type ShareReason = (typeof SHARE_REASONS)[number];

export const listSharesContract = defineCall({
  path: '/access/share/list',
  summary: 'Who a record is shared with: manually, by rules, or as an invitee of the event (issue 22)',
  request: z.strictObject({ recordId: accessId }),
  response: z.array(
    z.object({ group: z.string(), accessLevel: shareLevelSchema, reason: z.enum(SHARE_REASONS) }),
  ),
});

export const AUDIT_KINDS = [
  'sign-in',
  'sign-in-refused',
  'permission-change',
  'export',
  'force-sign-out',
  'import-rollback',
  'import-rollback-failed',
  /** A file of the file centre deleted (its owner or an administrator; issue 24). */
  'file-delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

export const listAuditContract = defineCall({
  path: '/access/audit/list',
  summary:
    'The audit log: sign-ins, refused sign-ins, permission changes, exports, forced sign-outs, import rollbacks (and those that failed) and deleted files, newest first',
  request: z.strictObject({ kind: z.enum(AUDIT_KINDS).optional(), page: pageNumber, pageSize: pageNumber }),
  response: z.object({
    dataList: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        actorId: z.string().nullable(),
        kind: z.enum(AUDIT_KINDS),
        target: z.string(),
        detail: z.string(),
      }),
    ),
    hasMore: z.boolean(),
  }),
});

/* Partner accounts and their partner users (issue 4). */

export const partnerUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
});
export type PartnerColleague = z.infer<typeof partnerUserSchema>;

export const partnerAccountDetailContract = defineCall({
  path: '/partnerAccount/detail',
  summary: "A partner account and its partner users: a partner user's own, or any for an administrator",
  request: z.strictObject({ partnerAccountId: accessId.optional() }),
  response: z.object({ id: z.string(), name: z.string(), users: z.array(partnerUserSchema) }),
});

export const externalUserSchema = partnerUserSchema.extend({ profileId: z.string() });
export type ExternalUser = z.infer<typeof externalUserSchema>;

export const listExternalUsersContract = defineCall({
  path: '/externalUsers/list',
  summary: 'The partner users of a record (an account used as a partner account); administrators only',
  request: z.strictObject({ recordId: accessId }),
  response: z.object({
    record: z.object({ id: z.string(), name: z.string(), objectApi: z.string(), objectLabel: z.string() }),
    users: z.array(externalUserSchema),
  }),
});
