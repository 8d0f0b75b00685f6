import { z } from 'zod';
import { defineCall } from './call-contract.js';
import { recordTypeEntrySchema } from './record-form.js';

/**
 * The metadata reads of spec 1 §3 and spec 2 §7 that are not the record
 * form's own: the object list, an object's fields, its record types and a
 * picklist's values. Names are the spec's.
 */
const id = z.string().max(200);
const optionalId = id.optional();
const language = z.string().max(16).optional();

export const objectListEntrySchema = z.object({
  id: z.string(),
  prefix: z.string(),
  objectapi: z.string(),
  /** The object's label in the language asked for, else its own. */
  labelname: z.string(),
  pluralLabel: z.string(),
  icon: z.string(),
  iscustom: z.boolean(),
});
export type ObjectListEntry = z.infer<typeof objectListEntrySchema>;

export const getAllObjectListContract = defineCall({
  path: '/object/getAllObjectList',
  summary: 'Every object: id, prefix, objectapi, labelname (spec 1 §3 Object list entry)',
  request: z.strictObject({ language }),
  response: z.array(objectListEntrySchema),
});

export const fieldListEntrySchema = z.object({
  id: z.string(),
  apiname: z.string(),
  schemefieldType: z.string(),
  fieldType: z.string(),
  labelName: z.string(),
  required: z.boolean(),
  edit: z.boolean(),
  isunique: z.boolean(),
  schemefieldLength: z.number(),
  decimalPlaces: z.number(),
  defaultValue: z.string(),
  placeholder: z.string(),
  helpText: z.string(),
  /** The lookup's target object id; '' for other fields. */
  lookupObj: z.string(),
  /** The compound field (address, name) it is part of; '' when none. */
  parentFieldId: z.string(),
  hidden: z.boolean(),
  system: z.boolean(),
  trackHistory: z.boolean(),
  objName: z.string(),
});
export type FieldListEntry = z.infer<typeof fieldListEntrySchema>;

export const getFieldListContract = defineCall({
  path: '/field/getFieldList',
  summary: "An object's fields with their types and settings (fields hidden from the caller left out)",
  request: z.strictObject({ objId: optionalId, objectApi: optionalId, prefix: optionalId, language }),
  response: z.array(fieldListEntrySchema),
});

export const getRecordTypeContract = defineCall({
  path: '/batch/getRecordType',
  summary: "The object's record types (spec 2 §7): data.recordTypeList",
  request: z.strictObject({ prefix: optionalId, objId: optionalId, objectApi: optionalId }),
  response: z.object({ recordTypeList: z.array(recordTypeEntrySchema) }),
});

export const selectValueSchema = z.object({
  codekey: z.string(),
  codevalue: z.string(),
  isdefaultvalue: z.boolean(),
  order: z.number().int(),
});
export type SelectValue = z.infer<typeof selectValueSchema>;

export const getSelectValueContract = defineCall({
  path: '/view/getSelectValue',
  summary: "A picklist's values by field id (or 'country'): codekey, codevalue, isdefaultvalue",
  request: z.strictObject({ fieldId: id.min(1), language }),
  response: z.array(selectValueSchema),
});
