import { recordIdPrefix } from '@vela/core';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { MetadataSnapshot, ObjectModel } from './metadata-model.js';

/** What a call may name an object by; the first one given wins. */
export interface ObjectReference {
  objId?: string | undefined;
  objectApi?: string | undefined;
  prefix?: string | undefined;
  recordId?: string | undefined;
}

export function findObject(snapshot: MetadataSnapshot, ref: ObjectReference): ObjectModel | undefined {
  if (ref.objId) return snapshot.byId.get(ref.objId.toLowerCase()) ?? snapshot.byPrefix.get(ref.objId);
  if (ref.objectApi) return snapshot.byApi.get(ref.objectApi.toLowerCase());
  if (ref.prefix) return snapshot.byPrefix.get(ref.prefix);
  if (ref.recordId) return snapshot.byPrefix.get(recordIdPrefix(ref.recordId));
  return undefined;
}

/** The object a call names, or a 404 envelope that says which name was not found. */
export function resolveObject(snapshot: MetadataSnapshot, ref: ObjectReference): ObjectModel {
  const object = findObject(snapshot, ref);
  if (object) return object;
  const named = ref.objId
    ? `objId "${ref.objId}"`
    : ref.objectApi
      ? `objectApi "${ref.objectApi}"`
      : ref.prefix
        ? `prefix "${ref.prefix}"`
        : ref.recordId
          ? `the object of record "${ref.recordId}"`
          : '';
  if (!named)
    throw new AppError(ErrorCode.BAD_REQUEST, 'name the object: objId, objectApi, prefix or recordId');
  throw new AppError(ErrorCode.NOT_FOUND, `No object has ${named}`);
}
