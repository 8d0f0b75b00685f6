import type { CallAnswer, SaveLookupExpressionRequest, saveLookupExpressionContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { checkLookupExpression } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import {
  beginChange,
  type ChangeContext,
  flag,
  inMetadataChange,
  newMetadataId,
  notFound,
} from './change-support.js';

export type SaveLookupExpressionResult = CallAnswer<typeof saveLookupExpressionContract>;

/** Adds (no id) or changes a lookup-value expression: "target=source" pairs copied when the lookup is chosen. */
export async function saveLookupExpression(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveLookupExpressionRequest,
): Promise<SaveLookupExpressionResult> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const existing = input.id ? object.lookupExpressions.find((entry) => entry.id === input.id) : undefined;
  if (input.id && !existing) throw notFound(`Lookup-value expression "${input.id}" of ${object.label}`);
  const { lookupField, expression } = checkLookupExpression(
    snapshot,
    object,
    input.lookupField,
    input.expression,
  );
  const expressionId = existing?.id ?? newMetadataId('lve');
  await inMetadataChange(context, async (trx) => {
    const row = { lookup_field_id: lookupField.id, expression, is_cover: flag(input.isCover) };
    if (existing)
      await trx.updateTable('meta_lookup_expression').set(row).where('id', '=', expressionId).execute();
    else
      await trx
        .insertInto('meta_lookup_expression')
        .values({ id: expressionId, object_id: object.id, ...row })
        .execute();
  });
  return { id: expressionId, expression };
}
