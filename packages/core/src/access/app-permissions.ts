/**
 * What a profile may do beyond records: run, export and create reports (spec 1
 * §6: the report flags run, export, new) and work in the developer space.
 * A report's own flags (per relateId, DECISIONS 15) still apply on top: a
 * user gets a report flag only when both the report and the profile allow it.
 */
export const APP_PERMISSIONS = [
  'reportRun',
  'reportExport',
  'reportNew',
  'developerScripts',
  'developerCustomPages',
  'developerObjects',
] as const;
export type AppPermission = (typeof APP_PERMISSIONS)[number];
export type AppPermissions = Record<AppPermission, boolean>;

const NONE: AppPermissions = {
  reportRun: false,
  reportExport: false,
  reportNew: false,
  developerScripts: false,
  developerCustomPages: false,
  developerObjects: false,
};

/** The built-in profiles' permissions while nobody changed them; other profiles start from nothing. */
export function defaultAppPermissions(profileId: string): AppPermissions {
  switch (profileId) {
    case 'system_admin':
      return Object.fromEntries(APP_PERMISSIONS.map((name) => [name, true])) as AppPermissions;
    case 'standard_user':
      return { ...NONE, reportRun: true, reportExport: true, reportNew: true };
    case 'partner_user':
      return { ...NONE, reportRun: true };
    default:
      return { ...NONE };
  }
}

/** user/getDeveloperSpacePermissions: a developer is anyone with one of the developer-space permissions. */
export function developerSpaceOf(permissions: AppPermissions): {
  isDeveloper: boolean;
  canEditScripts: boolean;
  canEditCustomPages: boolean;
  canManageObjects: boolean;
} {
  return {
    isDeveloper:
      permissions.developerScripts || permissions.developerCustomPages || permissions.developerObjects,
    canEditScripts: permissions.developerScripts,
    canEditCustomPages: permissions.developerCustomPages,
    canManageObjects: permissions.developerObjects,
  };
}

/** The profile of system administrators: they alone change access settings and open Setup. */
export const SYSTEM_ADMIN_PROFILE = 'system_admin';

/** Whether a profile may open the access settings (Setup → Administration); the server checks the same. */
export function mayAdministerAccess(profileId: string): boolean {
  return profileId === SYSTEM_ADMIN_PROFILE;
}
