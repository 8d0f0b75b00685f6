import { recordIdPrefix } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { labelIn, type MetadataSnapshot, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readRecordValues } from './read-record.js';

/**
 * S2-C-007, the "related items" of an event or task form: the objects its
 * Related to field (relateid) and its Name field (whoid) may point at, read
 * from those polymorphic lookups' metadata, so an admin who adds an object
 * to them changes the pickers. With the id of an event or task, the record's
 * current choices come along (whoobj, relateobj).
 */
export interface RelatedObjectEntry {
  /** The object's id (objId). */
  id: string;
  objectApi: string;
  prefix: string;
  labelName: string;
  icon: string;
}

const ACTIVITY_TYPES = new Set(['event', 'task']);

export async function activityRelatedItems(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  body: { type?: string | undefined; id?: string | undefined; language?: string | undefined },
) {
  const type = (body.type ?? '').toLowerCase();
  if (!ACTIVITY_TYPES.has(type))
    throw new AppError(ErrorCode.BAD_REQUEST, `body.type: "${body.type}" is neither event nor task`);
  const activity = resolveObject(snapshot, { objId: type });
  const entries = (fieldApi: string): RelatedObjectEntry[] =>
    (activity.fieldsByApi.get(fieldApi)?.lookupObjectId ?? '')
      .split(',')
      .flatMap((id) => snapshot.byId.get(id) ?? [])
      .map((object: ObjectModel) => ({
        id: object.id,
        objectApi: object.apiName,
        prefix: object.prefix,
        labelName: labelIn(object.labels, object.label, body.language),
        icon: object.icon,
      }));
  const answer: {
    type: string;
    relateobjList: RelatedObjectEntry[];
    whoobjInfoList: RelatedObjectEntry[];
    relateobj?: { objId: string; id: string; name: string } | null;
    whoobj?: { objId: string; id: string; name: string } | null;
  } = { type, relateobjList: entries('relateid'), whoobjInfoList: entries('whoid') };
  if (body.id) {
    const record = resolveObject(snapshot, { recordId: body.id });
    if (record.id !== activity.id)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.id: "${body.id}" is a record of ${record.label}, not of ${activity.label}`,
      );
    const values = await readRecordValues(context, user, snapshot, activity, body.id);
    const chosen = (api: string) => {
      const id = values[api];
      if (typeof id !== 'string' || id === '') return null;
      const object = snapshot.byPrefix.get(recordIdPrefix(id));
      return { objId: object?.id ?? '', id, name: String(values[`${api}ccname`] ?? '') };
    };
    answer.relateobj = chosen('relateid');
    answer.whoobj = chosen('whoid');
  }
  return answer;
}
