import type { AccessMode, RecordRights } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import {
  accessFilter,
  accessLevelExpression,
  applyRulesToRecord,
  dropManualShares,
  type FieldAccess,
  knowParents,
  loadFieldAccess,
  mayAccessRecord,
  mayCreateForOwner,
  objectPermissionsFor,
  queueCriteriaRulesOf,
  readableRecordIds,
  readOnlyRefusal,
  rightsAtLevel,
  rightsOnRecord,
  withoutHiddenFields,
} from '../access/index.js';
import { activeUserIdsOfOrg } from '../auth/index.js';
import type { LayoutModel, ObjectModel } from '../metadata/index.js';
import type { RecordValues } from './record-store.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save/save-types.js';

/**
 * The one seam where record access is decided, for every record call:
 * profiles' object permissions, the sharing model (owner, role hierarchy,
 * organisation-wide defaults, sharing rules, manual shares, partner
 * accounts) and field-level security. The rules live in the access module;
 * the record engine, lookups and list views call these functions only.
 */
export type RecordPermissions = RecordRights;
export type { FieldAccess };

/**
 * A condition over the object table's rows: those the user may read
 * ('read'), change ('edit') or delete, share and transfer ('full').
 */
export function recordAccessFilter(user: CurrentUser, object: ObjectModel, mode: AccessMode = 'read') {
  return accessFilter(user, object, mode);
}

/**
 * Whether the user may reach this record (deleted ones too: the recycle bin
 * asks) for `mode`. The row must carry its id.
 */
export async function canAccessRecord(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  row: { id?: unknown },
  mode: AccessMode = 'read',
): Promise<boolean> {
  if (typeof row.id !== 'string') return false;
  return mayAccessRecord(database, user, object, row.id, mode);
}

/**
 * The user's sharing level on a row, as a column for the same statement that
 * reads it (see `recordPermissionsAtLevel`). Call `prepareRecordAccess` first.
 */
export function recordAccessLevel(user: CurrentUser, object: ObjectModel) {
  return accessLevelExpression(user, object);
}

/** A detail object's conditions reach its master's table only once the master is known: this makes sure. */
export function prepareRecordAccess(database: DatabaseHandle, object: ObjectModel): Promise<void> {
  return knowParents(database, object);
}

/** What the caller may do with a record whose sharing level was read with the row. */
export function recordPermissionsAtLevel(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  level: number,
): Promise<RecordPermissions> {
  return rightsAtLevel(database, user, object, level);
}

/** What the caller may do with a record (read, edit, delete, share, transfer, approve, create). */
export async function recordPermissions(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  row: { id?: unknown; ownerid?: unknown } | undefined,
): Promise<RecordPermissions> {
  return rightsOnRecord(database, user, object, typeof row?.id === 'string' ? row.id : null);
}

/** Which of the given records, grouped by object, the user may read (one statement for all). */
export function readableRecords(
  database: DatabaseHandle,
  user: CurrentUser,
  targets: ReadonlyArray<{ object: ObjectModel; ids: readonly string[] }>,
): Promise<Set<string>> {
  return readableRecordIds(database, user, targets);
}

/**
 * The looked-up records, by object, whose names the user may not see: those
 * the record filter does not let them read (names of the others are theirs).
 */
export async function unreadableLookedUpIds(
  database: DatabaseHandle,
  user: CurrentUser,
  targets: ReadonlyArray<{ object: ObjectModel; ids: readonly string[] }>,
): Promise<Set<string>> {
  const readable = await readableRecords(database, user, targets);
  const unreadable = new Set<string>();
  for (const { ids } of targets) for (const id of ids) if (!readable.has(id)) unreadable.add(id);
  return unreadable;
}

/** The object's fields the user may not see (`hidden`) or not change (`readOnly`); cached per profile and metadata. */
export function fieldAccess(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
): Promise<FieldAccess> {
  return loadFieldAccess(database, user, object);
}

/**
 * What a lookup may offer on its target object: quick-create needs the
 * create permission, opening a found record needs read (spec 2 §6:
 * isquickcreated and isQuery follow the user's rights).
 */
export async function lookupTargetRights(
  database: DatabaseHandle,
  user: CurrentUser,
  target: ObjectModel | 'user',
): Promise<{ isQuery: boolean; canQuickCreate: boolean }> {
  if (target === 'user') return { isQuery: true, canQuickCreate: false };
  const permissions = await objectPermissionsFor(database, user, target.id);
  return { isQuery: permissions.read, canQuickCreate: permissions.read && permissions.create };
}

/** API values without the fields the user may not see (and the names beside hidden lookups). */
export async function visibleValues(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  values: RecordValues,
): Promise<RecordValues> {
  return withoutHiddenFields(values, (await fieldAccess(database, user, object)).hidden);
}

/** A layout as the user may see it: hidden fields left out, read-only ones marked read-only. */
export function layoutForUser(object: ObjectModel, layout: LayoutModel, access: FieldAccess): LayoutModel {
  if (access.hidden.size === 0 && access.readOnly.size === 0) return layout;
  const apiOf = new Map(object.fields.map((field) => [field.id, field.apiName]));
  return {
    ...layout,
    sections: layout.sections.map((section) => ({
      ...section,
      items: section.items
        .filter((item) => !access.hidden.has(apiOf.get(item.fieldId) ?? ''))
        .map((item) =>
          access.readOnly.has(apiOf.get(item.fieldId) ?? '') ? { ...item, readonly: true } : item,
        ),
    })),
  };
}

/**
 * The save's access checks, after the draft is prepared: creating needs the
 * create permission, and creating it for another owner the right to give
 * that owner's records away; changing a record needs edit access (prepareDraft
 * already refused one the user cannot edit); giving it to another owner
 * needs full access; read-only and hidden fields may not change. Each
 * refusal names the field. A process's action (processAuthority) is asked none of these.
 */
export async function refuseForbiddenChanges(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { database, user, object } = context;
  if (context.processAuthority) return;
  if (draft.isNew) {
    const permissions = await objectPermissionsFor(database, user, object.id);
    if (!permissions.create)
      throw new SaveRefusal(`Your profile may not create ${object.pluralLabel}`, { errorField: '' });
    const owner = draft.changes.ownerid;
    if (
      !context.asSystem &&
      !context.ownerByAssignmentRule &&
      typeof owner === 'string' &&
      !(await mayCreateForOwner(database, user, object, owner))
    )
      throw new SaveRefusal(
        `Only someone above that owner or an administrator may create a ${object.label} for another owner`,
        { errorField: 'ownerid' },
      );
  } else if (
    'ownerid' in draft.changes &&
    draft.changes.ownerid !== draft.existing?.ownerid &&
    !context.ownerByAssignmentRule &&
    !(await rightsOnRecord(database, user, object, draft.id)).isTransfer
  ) {
    throw new SaveRefusal(
      `Only the owner of this ${object.label}, someone above them or an administrator may give it to another owner`,
      { errorField: 'ownerid' },
    );
  }
  const access = await fieldAccess(database, user, object);
  if (access.hidden.size === 0 && access.readOnly.size === 0) return;
  const submitted: Record<string, unknown> = {};
  for (const [api, value] of Object.entries(draft.changes)) {
    if (Object.keys(draft.submitted).some((key) => key.toLowerCase() === api.toLowerCase()))
      submitted[api] = value;
  }
  const stored: Record<string, unknown> | null = draft.existing ? {} : null;
  if (stored && draft.existing) {
    for (const field of object.fields) {
      if (!field.columnName) continue;
      const raw = draft.existing[field.columnName] ?? null;
      stored[field.apiName] = field.typeCode === 'B' ? raw === 1 || raw === '1' : raw;
    }
  }
  const refusal = readOnlyRefusal(
    access,
    submitted,
    stored,
    (api) => object.fieldsByApi.get(api.toLowerCase())?.label ?? api,
  );
  if (refusal) throw new SaveRefusal(refusal.message, { errorField: refusal.field });
}

/**
 * After a record is written: a new owner drops the manual shares, and
 * criteria-based sharing rules decide again who it is shared with.
 */
export async function refreshRecordSharing(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { database, object } = context;
  if (draft.existing && 'ownerid' in draft.changes && draft.changes.ownerid !== draft.existing.ownerid)
    await dropManualShares(database, object.id, draft.id);
  await applyRulesToRecord(database, context.user.orgId, object, draft.id, context.now);
}

/** Rows written around the save pipeline (bulk generation): criteria-based rules share them in the background. */
export async function shareBulkWrittenRecords(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  now: Date,
): Promise<void> {
  await queueCriteriaRulesOf(database, orgId, object.id, now);
}

/** Whether a user (say a new owner) belongs to the caller's organisation. */
export async function isUserOfOrg(
  database: DatabaseHandle,
  orgId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  return activeUserIdsOfOrg(database, orgId, userIds);
}
