import { defaultObjectPermissions, type FieldAccessLevel, type ObjectPermissions } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import type { ObjectModel } from '../metadata/index.js';

/**
 * Settings read on every save and record call are cached for a few seconds
 * per process (the admin calls clear the cache at once; other processes
 * follow within SETTINGS_TTL_MS).
 */
const SETTINGS_TTL_MS = 5_000;
const settingsCache = new Map<string, { at: number; generation: number; value: Promise<unknown> }>();

export function cachedSetting<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = settingsCache.get(key);
  if (hit && hit.generation === cacheGeneration && Date.now() - hit.at < SETTINGS_TTL_MS)
    return hit.value as Promise<T>;
  if (settingsCache.size > 10_000) settingsCache.clear();
  const value = load();
  settingsCache.set(key, { at: Date.now(), generation: cacheGeneration, value });
  value.catch(() => settingsCache.delete(key));
  return value;
}

/** A profile's object permissions on one object: the stored row, else the built-in profile's. */
export function objectPermissionsFor(
  database: DatabaseHandle,
  user: Pick<CurrentUser, 'orgId' | 'profileId'>,
  objectId: string,
): Promise<ObjectPermissions> {
  return cachedSetting(`perm|${user.orgId}|${user.profileId}|${objectId}`, () =>
    loadObjectPermissions(database, user, objectId),
  );
}

async function loadObjectPermissions(
  database: DatabaseHandle,
  user: Pick<CurrentUser, 'orgId' | 'profileId'>,
  objectId: string,
): Promise<ObjectPermissions> {
  const row = await database.db
    .selectFrom('access_object_permission')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('profile_id', '=', user.profileId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  if (!row) return defaultObjectPermissions(user.profileId);
  return {
    read: row.can_read === 1,
    create: row.can_create === 1,
    edit: row.can_edit === 1,
    delete: row.can_delete === 1,
    viewAll: row.view_all === 1,
    modifyAll: row.modify_all === 1,
  };
}

export interface FieldAccess {
  /** Api names of fields whose values never leave the server for this user. */
  hidden: Set<string>;
  /** Api names of fields the user sees but may not change. */
  readOnly: Set<string>;
}

/**
 * Field-level security is read on every record call, so it is cached per
 * object model (a new metadata revision makes new models, so a metadata
 * change starts a fresh cache) and per organisation and profile. Changes
 * made through the access admin calls clear it at once; other processes
 * see them within FIELD_ACCESS_TTL_MS.
 */
const FIELD_ACCESS_TTL_MS = 5_000;
const fieldAccessCache = new WeakMap<ObjectModel, Map<string, { at: number; value: FieldAccess }>>();
let cacheGeneration = 0;

export function forgetFieldAccess(): void {
  cacheGeneration += 1;
}

/** Changes whenever access settings change in this process: caches built on them (global search's) key on it. */
export function accessSettingsGeneration(): number {
  return cacheGeneration;
}

export async function loadFieldAccess(
  database: DatabaseHandle,
  user: Pick<CurrentUser, 'orgId' | 'profileId'>,
  object: ObjectModel,
): Promise<FieldAccess> {
  const key = `${cacheGeneration}|${user.orgId}|${user.profileId}`;
  let perObject = fieldAccessCache.get(object);
  const cached = perObject?.get(key);
  if (cached && Date.now() - cached.at < FIELD_ACCESS_TTL_MS) return cached.value;
  const rows = await database.db
    .selectFrom('access_field_permission')
    .select(['field_api', 'level'])
    .where('org_id', '=', user.orgId)
    .where('profile_id', '=', user.profileId)
    .where('object_id', '=', object.id)
    .execute();
  const value: FieldAccess = { hidden: new Set(), readOnly: new Set() };
  for (const row of rows) {
    const field = object.fieldsByApi.get(row.field_api.toLowerCase());
    // The record's id and name identify it wherever it is listed; they cannot be hidden.
    if (!field || field.apiName === 'id' || field.apiName === 'name') continue;
    if ((row.level as FieldAccessLevel) === 'hidden') value.hidden.add(field.apiName);
    else if ((row.level as FieldAccessLevel) === 'readOnly') value.readOnly.add(field.apiName);
  }
  if (!perObject) {
    perObject = new Map();
    fieldAccessCache.set(object, perObject);
  }
  perObject.set(key, { at: Date.now(), value });
  return value;
}

/** Removes hidden fields, and the names shown beside hidden lookups, from API values. */
export function withoutHiddenFields<T extends Record<string, unknown>>(
  values: T,
  hidden: ReadonlySet<string>,
): T {
  if (hidden.size === 0) return values;
  const visible: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (hidden.has(key)) continue;
    if (key.endsWith('ccname') && hidden.has(key.slice(0, -'ccname'.length))) continue;
    visible[key] = value;
  }
  return visible as T;
}
