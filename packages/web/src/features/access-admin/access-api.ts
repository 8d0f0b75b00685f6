import type { AppPermissions, FieldAccessLevel, ObjectPermissions, OrgWideDefault } from '@vela/core';
import { api } from '../../api/index.js';

/** The administrator's access calls (`/access/*`, issue 4), as the admin screens use them. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  profileId: string;
  roleId: string | null;
  isPartner: boolean;
  partnerAccountId: string | null;
  isActive: boolean;
}

export interface AdminProfile {
  id: string;
  name: string;
  builtIn: boolean;
  sessionIdleMinutes: number | null;
  loginIpRanges: string[];
  appPermissions: AppPermissions;
}

export interface ProfileList {
  profiles: AdminProfile[];
  sessionTimeoutChoices: number[];
}

export interface ObjectAccess {
  objectApi: string;
  permissions: ObjectPermissions;
  fields: { field: string; label: string; access: FieldAccessLevel }[];
}

export interface AdminRole {
  id: string;
  name: string;
  parentRoleId: string | null;
  subordinateAccess: 'read' | 'edit';
  users: { id: string; name: string }[];
}

export interface ObjectDefault {
  objectApi: string;
  label: string;
  defaultAccess: OrgWideDefault;
  hasParent: boolean;
}

export interface SharingRule {
  id: string;
  objectId: string;
  name: string;
  kind: 'owner' | 'criteria';
  sourceGroup: string | null;
  conditions: { field: string; operator: string; value: string }[];
  targetGroup: string;
  accessLevel: 'read' | 'edit';
}

export interface NewSharingRule {
  objectApi: string;
  name: string;
  kind: 'owner' | 'criteria';
  sourceGroup?: string;
  conditions?: { field: string; operator: string; value: string }[];
  targetGroup: string;
  accessLevel: 'read' | 'edit';
}

export interface PublicGroup {
  id: string;
  name: string;
  members: string[];
}

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

const call = async <T>(url: string, body: unknown = {}) => (await api.postFormat<T>(url, body)).data;

export const listUsers = () => call<AdminUser[]>('access/user/list');
export const assignUser = (body: { userId: string; roleId?: string | null; profileId?: string }) =>
  call('access/user/assign', body);
export const forceSignOut = (userId: string) =>
  call<{ sessionsEnded: number }>('access/session/forceSignOut', { userId });

export const listProfiles = () => call<ProfileList>('access/profile/list');
export const saveProfile = (body: {
  id: string;
  name: string;
  sessionIdleMinutes?: number | null;
  loginIpRanges?: string[];
  appPermissions?: Partial<AppPermissions>;
}) => call('access/profile/save', body);
export const getObjectAccess = (profileId: string, objectApi: string) =>
  call<ObjectAccess>('access/profile/getObjectAccess', { profileId, objectApi });
export const saveObjectPermissions = (profileId: string, objectApi: string, permissions: ObjectPermissions) =>
  call('access/profile/saveObjectPermissions', { profileId, objectApi, ...permissions });
export const saveFieldAccess = (
  profileId: string,
  objectApi: string,
  field: string,
  access: FieldAccessLevel,
) => call('access/profile/saveFieldAccess', { profileId, objectApi, fields: [{ field, access }] });

export const listRoles = () => call<AdminRole[]>('access/role/list');
export const saveRole = (body: {
  id?: string;
  name: string;
  parentRoleId: string | null;
  subordinateAccess: 'read' | 'edit';
}) => call<{ id: string }>('access/role/save', body);
export const deleteRole = (id: string) => call('access/role/delete', { id });

export const listDefaults = () => call<ObjectDefault[]>('access/owd/list');
export const saveDefault = (objectApi: string, defaultAccess: OrgWideDefault) =>
  call('access/owd/save', { objectApi, defaultAccess });
export const listRules = () => call<SharingRule[]>('access/sharingRule/list');
export const saveRule = (rule: NewSharingRule) => call('access/sharingRule/save', rule);
export const deleteRule = (id: string) => call('access/sharingRule/delete', { id });
export const listGroups = () => call<PublicGroup[]>('access/group/list');
export const saveGroup = (body: { id?: string; name: string; members: string[] }) =>
  call<{ id: string }>('access/group/save', body);
