import type { CallAnswer, UpdateObjectRequest, updateObjectContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, flag, inMetadataChange } from './change-support.js';

export type UpdateObjectResult = CallAnswer<typeof updateObjectContract>;

/** An object's labels (singular and plural, per language), icon and features. */
export async function updateObject(
  context: ChangeContext,
  user: CurrentUser,
  input: UpdateObjectRequest,
): Promise<UpdateObjectResult> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const features = { ...object.features, ...input.features };
  await inMetadataChange(context, (trx) =>
    trx
      .updateTable('meta_object')
      .set({
        label: input.label,
        plural_label: input.plural,
        labels_json: JSON.stringify(input.labels ?? object.labels),
        plural_labels_json: JSON.stringify(input.pluralLabels ?? object.pluralLabels),
        icon: input.icon ?? object.icon,
        enable_activities: flag(features.activities),
        enable_files: flag(features.files),
        enable_history: flag(features.history),
      })
      .where('id', '=', object.id)
      .execute(),
  );
  return { objId: object.id };
}
