import type {
  assignUserContract,
  CallAnswer,
  CallRequest,
  deleteRoleContract,
  deleteSharingRuleContract,
  FieldAccessLevel,
  forceSignOutContract,
  getObjectAccessContract,
  listGroupsContract,
  listOwdContract,
  listProfilesContract,
  listRolesContract,
  listSharingRulesContract,
  listUsersContract,
  ObjectPermissions,
  OrgWideDefault,
  saveFieldAccessContract,
  saveGroupContract,
  saveObjectPermissionsContract,
  saveOwdContract,
  saveProfileContract,
  saveRoleContract,
  saveSharingRuleContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The administrator's access calls (`/access/*`, issue 4), as the admin
 * screens use them. Their requests and answers are core's contracts (issue
 * 17): the types below are theirs.
 */
export type { AdminProfile, AdminRole, AdminUser, ObjectDefault, PublicGroup, SharingRule } from '@vela/core';
export type ProfileList = CallAnswer<typeof listProfilesContract>;
export type ObjectAccess = CallAnswer<typeof getObjectAccessContract>;
/** A sharing rule as the rule editor sends it. */
export type NewSharingRule = Omit<CallRequest<typeof saveSharingRuleContract>, 'id'>;

export const ACCESS_QUERY_KEYS = {
  users: ['access', 'users'] as const,
  profiles: ['access', 'profiles'] as const,
  objectAccess: (profileId: string, objectApi: string) =>
    ['access', 'objectAccess', profileId, objectApi] as const,
  roles: ['access', 'roles'] as const,
  defaults: ['access', 'defaults'] as const,
  rules: ['access', 'rules'] as const,
  groups: ['access', 'groups'] as const,
};

export const listUsers = async () => (await api.call<typeof listUsersContract>('/access/user/list', {})).data;
export const assignUser = (body: CallRequest<typeof assignUserContract>) =>
  api.call<typeof assignUserContract>('/access/user/assign', body);
export const forceSignOut = async (userId: string) =>
  (await api.call<typeof forceSignOutContract>('/access/session/forceSignOut', { userId })).data;

export const listProfiles = async () =>
  (await api.call<typeof listProfilesContract>('/access/profile/list', {})).data;
export const saveProfile = (body: CallRequest<typeof saveProfileContract>) =>
  api.call<typeof saveProfileContract>('/access/profile/save', body);
export const getObjectAccess = async (profileId: string, objectApi: string) =>
  (
    await api.call<typeof getObjectAccessContract>('/access/profile/getObjectAccess', {
      profileId,
      objectApi,
    })
  ).data;
export const saveObjectPermissions = (profileId: string, objectApi: string, permissions: ObjectPermissions) =>
  api.call<typeof saveObjectPermissionsContract>('/access/profile/saveObjectPermissions', {
    profileId,
    objectApi,
    ...permissions,
  });
export const saveFieldAccess = (
  profileId: string,
  objectApi: string,
  field: string,
  access: FieldAccessLevel,
) =>
  api.call<typeof saveFieldAccessContract>('/access/profile/saveFieldAccess', {
    profileId,
    objectApi,
    fields: [{ field, access }],
  });

export const listRoles = async () => (await api.call<typeof listRolesContract>('/access/role/list', {})).data;
export const saveRole = async (body: CallRequest<typeof saveRoleContract>) =>
  (await api.call<typeof saveRoleContract>('/access/role/save', body)).data;
export const deleteRole = (id: string) => api.call<typeof deleteRoleContract>('/access/role/delete', { id });

export const listDefaults = async () => (await api.call<typeof listOwdContract>('/access/owd/list', {})).data;
export const saveDefault = (objectApi: string, defaultAccess: OrgWideDefault) =>
  api.call<typeof saveOwdContract>('/access/owd/save', { objectApi, defaultAccess });
export const listRules = async () =>
  (await api.call<typeof listSharingRulesContract>('/access/sharingRule/list', {})).data;
export const saveRule = (rule: NewSharingRule) =>
  api.call<typeof saveSharingRuleContract>('/access/sharingRule/save', rule);
export const deleteRule = (id: string) =>
  api.call<typeof deleteSharingRuleContract>('/access/sharingRule/delete', { id });
export const listGroups = async () =>
  (await api.call<typeof listGroupsContract>('/access/group/list', {})).data;
export const saveGroup = async (body: CallRequest<typeof saveGroupContract>) =>
  (await api.call<typeof saveGroupContract>('/access/group/save', body)).data;
