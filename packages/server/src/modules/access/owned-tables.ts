/**
 * The tables this module owns (profiles, roles, sharing rules, groups, the users' reach, manual shares and the access audit). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'access_profile',
  'access_object_permission',
  'access_field_permission',
  'access_role',
  'access_owd',
  'access_public_group',
  'access_public_group_member',
  'access_sharing_rule',
  'access_group_member',
  'access_user_reach',
  'record_share',
  'access_job',
  'access_audit',
  'access_app_permission',
] as const;
