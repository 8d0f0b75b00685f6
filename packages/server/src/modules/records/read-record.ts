import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  anyRecordType,
  buildSections,
  currentMetadata,
  lastSeenMetadata,
  type MetadataSnapshot,
  metadataAtRevision,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  fieldAccess,
  layoutForUser,
  prepareRecordAccess,
  recordAccessFilter,
  recordAccessLevel,
  recordPermissionsAtLevel,
  visibleValues,
} from './record-access.js';
import {
  findReadableRow,
  lookupNames,
  type ReadableRow,
  type RecordValues,
  rowToValues,
} from './record-store.js';
import { layoutOf } from './save/check-required.js';

const notFound = (object: ObjectModel, id: string) =>
  new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found`);

/** The row's API values: names the row statement did not fetch are looked up here (multi-valued lookups). */
async function valuesOf(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  found: ReadableRow,
): Promise<RecordValues> {
  const names = await lookupNames(context.database, snapshot, object, [found.row], user, found.names);
  return rowToValues(object, found.row, names);
}

/** A record the caller may see, as API values; 404 when it is missing, deleted or not theirs to see. */
export async function readRecordValues(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  id: string,
): Promise<RecordValues> {
  await prepareRecordAccess(context.database, object);
  const found = await findReadableRow(
    context.database,
    snapshot,
    object,
    id,
    recordAccessFilter(user, object),
  );
  if (!found) throw notFound(object, id);
  return visibleValues(
    context.database,
    user,
    object,
    await valuesOf(context, user, snapshot, object, found),
  );
}

/** A changed revision means re-reading with the new metadata; more than this many changes in one read is a storm. */
const MAX_ATTEMPTS = 3;

/**
 * /objectdetail/getDetail: the record, its object, its layout with values and what the caller may do.
 * The hot path is one statement for the row, its access check, the caller's sharing level on it,
 * the metadata revision and the looked-up names; the object permissions that complete the rights
 * are cached. The metadata snapshot it starts from is the last one seen, unchecked; the revision
 * that comes back with the row checks it, and a stale one means reading again.
 */
export async function readRecordDetail(context: ModuleContext, user: CurrentUser, id: string) {
  const { database } = context;
  let snapshot = lastSeenMetadata(database) ?? (await currentMetadata(database));
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= MAX_ATTEMPTS;
    let object: ObjectModel;
    try {
      object = resolveObject(snapshot, { recordId: id });
    } catch (error) {
      // Perhaps an object made since this snapshot: look again with the current metadata.
      const fresh = await currentMetadata(database);
      if (last || fresh.revision === snapshot.revision) throw error;
      snapshot = fresh;
      continue;
    }
    await prepareRecordAccess(database, object);
    const found = await findReadableRow(
      database,
      snapshot,
      object,
      id,
      recordAccessFilter(user, object),
      recordAccessLevel(user, object),
    );
    if (!found) {
      const fresh = await currentMetadata(database);
      if (last || fresh.revision === snapshot.revision) throw notFound(object, id);
      snapshot = fresh;
      continue;
    }
    if (found.revision !== snapshot.revision && !last) {
      snapshot = await metadataAtRevision(database, found.revision);
      continue;
    }
    const access = await fieldAccess(database, user, object);
    const values = await visibleValues(
      database,
      user,
      object,
      await valuesOf(context, user, snapshot, object, found),
    );
    const recordTypeId = typeof values.recordtype === 'string' ? values.recordtype : null;
    const layout = layoutOf(object, recordTypeId, user.profileId);
    const recordType = recordTypeId ? anyRecordType(object, recordTypeId) : undefined;
    return {
      data: values,
      objectApi: object.apiName,
      objId: object.id,
      prefix: object.prefix,
      labelName: object.label,
      recordTypeName: recordType?.name ?? '',
      layoutId: layout?.id ?? '',
      dataList: layout
        ? buildSections(snapshot, object, layoutForUser(object, layout, access), 'EDIT', values, recordType)
        : [],
      permission: await recordPermissionsAtLevel(database, user, object, found.accessLevel ?? 0),
    };
  }
}
