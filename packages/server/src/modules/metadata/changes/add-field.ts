import type { AddFieldRequest, addFieldContract, CallAnswer } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { rollupFieldAdded } from '../field-added.js';
import { formulaFields } from '../formula-fields.js';
import { insertField } from '../install-object.js';
import { checkFormulaField, checkRollupField } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, inMetadataChange } from './change-support.js';

export type AddFieldResult = CallAnswer<typeof addFieldContract>;

/**
 * A field added to an object: ALTER TABLE ADD COLUMN of a nullable column,
 * which neither database rewrites, and a place on the object's layouts.
 */
export async function addField(
  context: ChangeContext,
  user: CurrentUser,
  input: AddFieldRequest,
): Promise<AddFieldResult> {
  const { objId, field, sectionId } = input;
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId });
  if (object.fieldsByApi.has(field.api.toLowerCase()))
    throw new AppError(ErrorCode.BAD_REQUEST, `${object.label} already has a field ${field.api}`);
  if (field.type === 'Z') checkFormulaField(formulaFields(object), field.formula, 'field.formula');
  // A roll-up summary: read-only on the form, its value kept by the records module (issue 18).
  const rollup = field.rollup ? checkRollupField(snapshot, object, field, 'field.rollup') : undefined;
  if (rollup && (field.required || field.unique || field.defaultValue))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'field.rollup: a roll-up summary is computed, so it cannot be required, unique or have a default',
    );
  const trashed = await context.database.db
    .selectFrom('meta_field_trash')
    .select('label')
    .where('object_id', '=', object.id)
    .where((eb) => eb(eb.fn('lower', ['api_name']), '=', field.api.toLowerCase()))
    .executeTakeFirst();
  if (trashed)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `field.api: the deleted field "${trashed.label}" still holds the name ${field.api}; restore it or choose another name`,
    );
  if (field.type === 'AD' || field.type === 'LT')
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `field.type: ${field.type} fields are added by the layout editor, not here`,
    );
  if (
    (field.type === 'Y' || field.type === 'M' || field.type === 'MR') &&
    field.lookup !== 'user' &&
    !snapshot.byId.has(field.lookup ?? '')
  )
    throw new AppError(ErrorCode.BAD_REQUEST, 'field.lookup: name the objId the lookup points at');
  const section = sectionId
    ? [...object.layouts.values()]
        .flatMap((layout) => layout.sections)
        .find((candidate) => candidate.id === sectionId)
    : undefined;
  if (sectionId && !section)
    throw new AppError(ErrorCode.NOT_FOUND, `Section "${sectionId}" is not on a layout of ${object.label}`);
  const fieldId = await inMetadataChange(context, async (trx) => {
    const id = await insertField(trx, context.database.dialect, {
      objectId: object.id,
      table: object.tableName,
      field: {
        ...field,
        column: field.type === 'Z' ? null : field.api.toLowerCase(),
        ...(rollup ? { rollup, editable: false } : {}),
      },
      sortOrder: object.fields.length,
      now: context.now().toISOString(),
    });
    // New fields go to the first section of every layout, or to the section named.
    const targets = section
      ? [section]
      : [...object.layouts.values()].flatMap((layout) => layout.sections.slice(0, 1));
    for (const target of targets)
      await trx
        .insertInto('meta_layout_item')
        .values({
          section_id: target.id,
          field_id: id,
          side: target.items.length % 2 === 0 ? 'left' : 'right',
          sort_order: target.items.length,
          required: 0,
          readonly: 0,
        })
        .execute();
    return id;
  });
  if (rollup) await rollupFieldAdded(context, { database: context.database, fieldId, userId: user.userId });
  return { fieldId };
}
