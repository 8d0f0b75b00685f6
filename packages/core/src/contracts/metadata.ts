import { z } from 'zod';
import { isFieldTypeCode } from '../metadata/field-types.js';
import { rollupDefinitionSchema } from '../metadata/rollup.js';
import { defineCall } from './call-contract.js';

/**
 * The metadata change calls (issue 17): each call's request and answer is one
 * zod schema here, validated and serialised by the server and typed for whoever sends it. Only system
 * administrators may make these changes; the server refuses anyone else.
 */
const metadataId = z.string().min(1).max(100);
const metadataName = z.string().trim().min(1).max(120);
const metadataLabels = z.record(z.string().max(16), z.string().max(255)).optional();
const metadataApiName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,40}$/, 'letters, digits and _, starting with a letter');

/** A field as createObject and addField take it. */
export const newFieldSchema = z.strictObject({
  api: metadataApiName,
  type: z.string().refine(isFieldTypeCode, 'a field type code'),
  label: z.string().min(1).max(120),
  labels: metadataLabels,
  required: z.boolean().optional(),
  length: z.number().int().min(0).max(131072).optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  lookup: z.string().max(100).optional(),
  options: z
    .array(z.tuple([z.string().min(1).max(255), z.string().min(1).max(255)]))
    .max(1000)
    .optional(),
  defaultValue: z.string().max(255).optional(),
  unique: z.boolean().optional(),
  track: z.boolean().optional(),
  placeholder: z.string().max(255).optional(),
  help: z.string().max(1000).optional(),
  /** A formula field's (Z) expression, compiled against the object when the field is added. */
  formula: z.string().max(3900).optional(),
  /**
   * A roll-up summary (core's checkRollup): the field's value is the count, sum, min or max of a child
   * object's field, kept current by the server; `type` must be the result type core's rollupResultType gives.
   */
  rollup: rollupDefinitionSchema.optional(),
});
export type NewField = z.infer<typeof newFieldSchema>;

export const createObjectRequestSchema = z.strictObject({
  api: metadataApiName,
  /** Left out: the next free prefix is allocated (core's allocatePrefix). */
  prefix: z
    .string()
    .regex(/^[0-9A-Za-z]{3}$/, '3 letters or digits')
    .optional(),
  label: z.string().min(1).max(120),
  plural: z.string().min(1).max(120),
  icon: z.string().max(60).optional(),
  labels: metadataLabels,
  pluralLabels: metadataLabels,
  features: z
    .strictObject({
      activities: z.boolean().optional(),
      files: z.boolean().optional(),
      history: z.boolean().optional(),
    })
    .optional(),
  fields: z.array(newFieldSchema).max(500).optional(),
  /** Control → dependent picklists: each control value's allowed dependent values (spec 2 §4). */
  dependencies: z
    .array(
      z.strictObject({
        control: metadataApiName,
        depend: metadataApiName,
        mapping: z.record(z.string().max(255), z.array(z.string().max(255)).max(1000)),
      }),
    )
    .max(100)
    .optional(),
});
export type CreateObjectRequest = z.infer<typeof createObjectRequestSchema>;
export const createObjectContract = defineCall({
  path: '/metadata/createObject',
  summary: 'Create a custom object with its records table',
  request: createObjectRequestSchema,
  response: z.object({ objId: z.string() }),
});

export const addFieldRequestSchema = z.strictObject({
  objId: z.string().min(1).max(100),
  field: newFieldSchema,
  sectionId: z.string().max(100).optional(),
});
export type AddFieldRequest = z.infer<typeof addFieldRequestSchema>;
export const addFieldContract = defineCall({
  path: '/metadata/addField',
  summary: 'Add a field to an object (ALTER TABLE ADD COLUMN, no table rewrite) and to its layouts',
  request: addFieldRequestSchema,
  response: z.object({ fieldId: z.string() }),
});

export const addValidationRuleRequestSchema = z.strictObject({
  objId: z.string().min(1).max(100),
  name: z.string().min(1).max(120),
  formula: z.string().min(1).max(3900),
  message: z.string().min(1).max(1000),
  errorField: z.string().max(100).optional(),
});
export type AddValidationRuleRequest = z.infer<typeof addValidationRuleRequestSchema>;
export const addValidationRuleContract = defineCall({
  path: '/metadata/addValidationRule',
  summary:
    'Add a validation rule; its formula is compiled against the object now, so errors show at save time of the rule',
  request: addValidationRuleRequestSchema,
  response: z.object({ id: z.string() }),
});

const layoutFieldSchema = z.union([
  z.string().min(1).max(100),
  z.strictObject({
    api: z.string().min(1).max(100),
    required: z.boolean().optional(),
    readonly: z.boolean().optional(),
  }),
]);
export const saveLayoutRequestSchema = z.strictObject({
  layoutId: metadataId,
  sections: z
    .array(
      z.strictObject({
        id: metadataId.optional(),
        title: metadataName,
        labels: metadataLabels,
        colNum: z.union([z.literal(1), z.literal(2)]),
        showWhenEdit: z.boolean().optional(),
        fields: z.strictObject({
          left: z.array(layoutFieldSchema).max(300),
          right: z.array(layoutFieldSchema).max(300).optional(),
        }),
      }),
    )
    .min(1)
    .max(60),
  /** The related lists the record page shows, in order (a child object and its lookup field); null: every one. */
  relatedLists: z
    .array(z.strictObject({ objId: metadataId, fieldApi: z.string().min(1).max(100) }))
    .max(100)
    .nullable()
    .optional(),
});
export type SaveLayoutRequest = z.infer<typeof saveLayoutRequestSchema>;
export const saveLayoutContract = defineCall({
  path: '/metadata/saveLayout',
  summary: "Replace a layout's sections (title, colNum, showWhenEdit) and their fields left and right",
  request: saveLayoutRequestSchema,
  response: z.object({
    layoutId: z.string(),
    /** The sections in order, new ones with the id they were given. */
    sectionIds: z.array(z.string()),
    /** The version this save made (the editor's history). */
    version: z.number().int(),
  }),
});

const ruleConditionSchema = z.strictObject({
  id: z.number().int().min(1).max(99),
  fieldApi: z.string().min(1).max(100),
  operator: z.string().max(4),
  value: z.string().max(1000),
});
const ruleActionsSchema = z.strictObject({
  required: z.array(z.string().max(100)).max(200).optional(),
  readonly: z.array(z.string().max(100)).max(200).optional(),
  showFields: z.array(z.string().max(100)).max(200).optional(),
  showSections: z.array(z.string().max(100)).max(100).optional(),
});
export const saveDynamicRuleRequestSchema = z.strictObject({
  id: metadataId.optional(),
  layoutId: metadataId,
  name: metadataName,
  rule: z.strictObject({
    watchFields: z.array(z.string().max(100)).max(100).optional(),
    conditions: z.array(ruleConditionSchema).max(50),
    logic: z.string().max(500).optional(),
    actions: ruleActionsSchema,
    secondLevel: z
      .strictObject({
        conditions: z.array(ruleConditionSchema).max(50),
        logic: z.string().max(500),
        actions: ruleActionsSchema,
      })
      .optional(),
  }),
});
export type SaveDynamicRuleRequest = z.infer<typeof saveDynamicRuleRequestSchema>;
export const saveDynamicRuleContract = defineCall({
  path: '/metadata/saveDynamicRule',
  summary: 'Add (no id) or change a dynamic layout rule of a layout; fields, operators and logic are checked',
  request: saveDynamicRuleRequestSchema,
  response: z.object({ id: z.string() }),
});

export const saveDuplicateRuleRequestSchema = z.strictObject({
  id: metadataId.optional(),
  objId: metadataId,
  name: metadataName,
  action: z.enum(['warn', 'block']),
  match: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        match: z.enum(['email', 'phone', 'name', 'exact']),
      }),
    )
    .min(1)
    .max(10),
});
export type SaveDuplicateRuleRequest = z.infer<typeof saveDuplicateRuleRequestSchema>;
export const saveDuplicateRuleContract = defineCall({
  path: '/metadata/saveDuplicateRule',
  summary:
    'Add (no id) or change a duplicate rule: the fields that must all match, how each is normalised, warn or block',
  request: saveDuplicateRuleRequestSchema,
  response: z.object({ id: z.string() }),
});

export const saveLookupExpressionRequestSchema = z.strictObject({
  id: metadataId.optional(),
  objId: metadataId,
  lookupField: z.string().min(1).max(100),
  expression: z.string().min(3).max(2000),
  isCover: z.boolean().optional(),
});
export type SaveLookupExpressionRequest = z.infer<typeof saveLookupExpressionRequestSchema>;
export const saveLookupExpressionContract = defineCall({
  path: '/metadata/saveLookupExpression',
  summary:
    'Add (no id) or change a lookup-value expression: "target=source" pairs copied when the lookup is chosen',
  request: saveLookupExpressionRequestSchema,
  response: z.object({
    id: z.string(),
    /** The expression as stored: every field named by its API name. */
    expression: z.string(),
  }),
});

export const savePicklistValuesRequestSchema = z.strictObject({
  fieldId: metadataId,
  values: z
    .array(
      z.strictObject({
        codekey: z.string().trim().min(1).max(255),
        codevalue: z.string().trim().min(1).max(255),
        isdefaultvalue: z.boolean().optional(),
        labels: metadataLabels,
      }),
    )
    .min(1)
    .max(1000),
});
export type SavePicklistValuesRequest = z.infer<typeof savePicklistValuesRequestSchema>;
export const savePicklistValuesContract = defineCall({
  path: '/metadata/savePicklistValues',
  summary:
    "Replace a picklist's values (codekey, codevalue, isdefaultvalue, labels); a value left out is retired, not erased",
  request: savePicklistValuesRequestSchema,
  response: z.object({ fieldId: z.string(), count: z.number().int() }),
});

/**
 * How many fields of one object may track their history, at most (Salesforce's limit: 20 per object).
 * The rule lives here so the setup screen and the server agree.
 */
export const MAX_TRACKED_FIELDS = 20;

/** Fields Vela itself writes on every save: tracking them would add an entry to each change, telling nothing. */
const KEPT_BY_VELA = new Set(['createbyid', 'createdate', 'lastmodifybyid', 'lastmodifydate']);
/** Types with no stored value of their own: formulas are computed, address and location groups are their parts. */
const NOT_STORED = new Set(['Z', 'AD', 'LT']);

/** Whether a field's history can be tracked: a value a person writes (the owner included), stored on the record. */
export function mayTrackHistory(field: { api: string; type: string; formula?: string }): boolean {
  return !NOT_STORED.has(field.type) && !field.formula && !KEPT_BY_VELA.has(field.api.toLowerCase());
}

export const setFieldHistoryTrackingRequestSchema = z.strictObject({
  fieldId: metadataId,
  trackHistory: z.boolean(),
});
export type SetFieldHistoryTrackingRequest = z.infer<typeof setFieldHistoryTrackingRequestSchema>;
export const setFieldHistoryTrackingContract = defineCall({
  path: '/metadata/setFieldHistoryTracking',
  summary: `Turn a field's "track history" on or off: its changes are then kept in the record's field history (at most ${MAX_TRACKED_FIELDS} tracked fields per object)`,
  request: setFieldHistoryTrackingRequestSchema,
  response: z.object({
    fieldId: z.string(),
    trackHistory: z.boolean(),
    /** How many of the object's fields track their history after the change. */
    trackedCount: z.number().int(),
  }),
});
export type SetFieldHistoryTrackingResult = z.output<(typeof setFieldHistoryTrackingContract)['response']>;

export const saveRecordTypeRequestSchema = z.strictObject({
  id: metadataId.optional(),
  objId: metadataId,
  name: metadataName,
  labels: metadataLabels,
  layoutId: metadataId,
  isDefault: z.boolean().optional(),
  /** What the record type is for, shown to administrators. */
  description: z.string().max(1000).optional(),
});
export type SaveRecordTypeRequest = z.infer<typeof saveRecordTypeRequestSchema>;
export const saveRecordTypeContract = defineCall({
  path: '/metadata/saveRecordType',
  summary: 'Add (no id) or change a record type: its name, labels, layout and whether it is the default',
  request: saveRecordTypeRequestSchema,
  response: z.object({ id: z.string() }),
});

export const saveRecordTypePicklistRequestSchema = z.strictObject({
  /** The record type. */
  id: metadataId,
  /** A picklist (L) or multi-select picklist (Q) field of the record type's object. */
  picklistFieldId: metadataId,
  /** The value keys the record type offers, at least one; null offers every value again. */
  values: z.array(z.string().min(1).max(255)).max(1000).nullable(),
  /** The default of a new record of this type, one of `values`; null: none (or the field's own when offered). */
  defaultValue: z.string().max(255).nullable().optional(),
});
export type SaveRecordTypePicklistRequest = z.infer<typeof saveRecordTypePicklistRequestSchema>;
export const saveRecordTypePicklistContract = defineCall({
  path: '/metadata/saveRecordTypePicklist',
  summary:
    "Choose which of a picklist's values a record type offers and its default there; the record form offers only those and the save refuses others",
  request: saveRecordTypePicklistRequestSchema,
  response: z.object({
    id: z.string(),
    picklistFieldId: z.string(),
    values: z.array(z.string()).nullable(),
    defaultValue: z.string().nullable(),
  }),
});

export const setRecordTypeActiveRequestSchema = z.strictObject({
  id: metadataId,
  active: z.boolean(),
});
export type SetRecordTypeActiveRequest = z.infer<typeof setRecordTypeActiveRequestSchema>;
export const setRecordTypeActiveContract = defineCall({
  path: '/metadata/setRecordTypeActive',
  summary:
    'Activate or deactivate a record type: a deactivated one is chosen for no new record, records keeping it still open with it; the default and the last active one are refused',
  request: setRecordTypeActiveRequestSchema,
  response: z.object({ id: z.string(), active: z.boolean() }),
});

export const saveValidationRuleRequestSchema = z.strictObject({
  id: metadataId,
  name: metadataName,
  formula: z.string().min(1).max(3900),
  message: z.string().min(1).max(1000),
  errorField: z.string().max(100).optional(),
});
export type SaveValidationRuleRequest = z.infer<typeof saveValidationRuleRequestSchema>;
export const saveValidationRuleContract = defineCall({
  path: '/metadata/saveValidationRule',
  summary:
    'Change a validation rule (add one with /metadata/addValidationRule): its formula is compiled against the object first',
  request: saveValidationRuleRequestSchema,
  response: z.object({ id: z.string() }),
});

export const METADATA_DELETE_KINDS = [
  'dynamicRule',
  'duplicateRule',
  'lookupExpression',
  'validationRule',
  'recordType',
] as const;
export type MetadataDeleteKind = (typeof METADATA_DELETE_KINDS)[number];
export const deleteMetadataRequestSchema = z.strictObject({
  kind: z.enum(METADATA_DELETE_KINDS),
  id: metadataId,
});
export type DeleteMetadataRequest = z.infer<typeof deleteMetadataRequestSchema>;
export const deleteMetadataContract = defineCall({
  path: '/metadata/deleteMetadata',
  summary:
    'Remove a dynamic rule, duplicate rule, lookup-value expression or validation rule; retire a record type',
  request: deleteMetadataRequestSchema,
  response: z.object({ kind: z.enum(METADATA_DELETE_KINDS), id: z.string(), deleted: z.literal(true) }),
});
