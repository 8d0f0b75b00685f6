import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  buildSections,
  currentMetadata,
  type MetadataSnapshot,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  canAccessRecord,
  fieldAccess,
  layoutForUser,
  recordPermissions,
  visibleValues,
} from './record-access.js';
import { findRow, type RecordValues, toRecordValues } from './record-store.js';
import { layoutOf } from './save/check-required.js';

/** A record the caller may see, as API values; 404 when it is missing, deleted or not theirs to see. */
export async function readRecordValues(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  id: string,
): Promise<RecordValues> {
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, user, object, row))) {
    throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found`);
  }
  const [values] = await toRecordValues(context.database, snapshot, object, [row]);
  if (!values) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found`);
  return visibleValues(context.database, user, object, values);
}

/** /objectdetail/getDetail: the record, its object, its layout with values and what the caller may do. */
export async function readRecordDetail(context: ModuleContext, user: CurrentUser, id: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { recordId: id });
  const values = await readRecordValues(context, user, snapshot, object, id);
  const recordTypeId = typeof values.recordtype === 'string' ? values.recordtype : null;
  const layout = layoutOf(object, recordTypeId);
  const recordType = object.recordTypes.find((candidate) => candidate.id === recordTypeId);
  return {
    data: values,
    objectApi: object.apiName,
    objId: object.id,
    prefix: object.prefix,
    labelName: object.label,
    recordTypeName: recordType?.name ?? '',
    layoutId: layout?.id ?? '',
    dataList: layout
      ? buildSections(
          snapshot,
          object,
          layoutForUser(object, layout, await fieldAccess(context.database, user, object)),
          'EDIT',
          values,
        )
      : [],
    permission: await recordPermissions(context.database, user, object, { id }),
  };
}
