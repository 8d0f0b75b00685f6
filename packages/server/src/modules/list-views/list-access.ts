import type { AccessMode } from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { roleUserIds } from '../auth/index.js';
import type { FieldModel, ObjectModel } from '../metadata/index.js';
import { fieldAccess, recordAccessFilter } from '../records/index.js';
import type { ViewScope } from './view-store.js';

/**
 * Where list views meet access control. Every list query carries the
 * records module's access condition; these two functions are the only place
 * that calls it, so a change of its signature is one edit here.
 */
export function accessCondition(user: CurrentUser, object: ObjectModel, mode: AccessMode = 'read') {
  return recordAccessFilter(user, object, mode);
}

/**
 * The fields a user may see in a list, by lower-cased api name: columns,
 * filters and sorts outside this map are refused as unknown, and never answered.
 */
export async function visibleFields(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
): Promise<Map<string, FieldModel>> {
  const { hidden } = await fieldAccess(database, user, object);
  const hiddenApis = new Set([...hidden].map((api) => api.toLowerCase()));
  const visible = new Map<string, FieldModel>();
  for (const field of object.fields) {
    // The name and id always show: a row without its name cannot be opened.
    if (hiddenApis.has(field.apiName.toLowerCase()) && field.apiName !== 'name') continue;
    visible.set(field.apiName.toLowerCase(), field);
  }
  return visible;
}

/** Owner scope: mine, my team (users who share my role), or everything I may see. */
export function scopeCondition(user: CurrentUser, scope: ViewScope) {
  if (scope === 'mine') return sql<boolean>`ownerid = ${user.userId}`;
  if (scope === 'team') {
    if (!user.roleId) return sql<boolean>`ownerid = ${user.userId}`;
    return sql<boolean>`(ownerid = ${user.userId} or ownerid in (${roleUserIds(user.orgId, user.roleId)}))`;
  }
  return null;
}
