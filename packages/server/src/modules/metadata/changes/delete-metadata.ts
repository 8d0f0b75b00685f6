import type { CallAnswer, DeleteMetadataRequest, deleteMetadataContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import {
  beginChange,
  type ChangeContext,
  inMetadataChange,
  kindLabel,
  notFound,
  ownsMetadata,
} from './change-support.js';

export type DeleteMetadataResult = CallAnswer<typeof deleteMetadataContract>;

/** Removes a dynamic rule, duplicate rule, lookup-value expression or validation rule; retires a record type. */
export async function deleteMetadata(
  context: ChangeContext,
  user: CurrentUser,
  input: DeleteMetadataRequest,
): Promise<DeleteMetadataResult> {
  const snapshot = await beginChange(context, user);
  const { kind, id } = input;
  const owner = snapshot.objects.find((object) => ownsMetadata(object, kind, id));
  if (!owner) throw notFound(`${kindLabel[kind]} "${id}"`);
  if (kind === 'recordType') {
    const recordType = owner.recordTypes.find((candidate) => candidate.id === id);
    if (recordType?.isDefault)
      throw badInput(
        `id: "${recordType.name}" is the default record type of ${owner.label}; make another the default first`,
      );
  }
  await inMetadataChange(context, async (trx) => {
    if (kind === 'dynamicRule') await trx.deleteFrom('meta_dynamic_rule').where('id', '=', id).execute();
    if (kind === 'lookupExpression')
      await trx.deleteFrom('meta_lookup_expression').where('id', '=', id).execute();
    if (kind === 'validationRule')
      await trx.deleteFrom('meta_validation_rule').where('id', '=', id).execute();
    if (kind === 'duplicateRule') {
      await trx.deleteFrom('record_match_key').where('rule_id', '=', id).execute();
      await trx.deleteFrom('meta_duplicate_rule').where('id', '=', id).execute();
    }
    // Records keep pointing at a retired record type, so it stays as a row, inactive.
    if (kind === 'recordType')
      await trx.updateTable('meta_record_type').set({ is_active: 0 }).where('id', '=', id).execute();
  });
  return { kind, id, deleted: true };
}
