import { z } from 'zod';
import { rollupDefinitionSchema } from '../metadata/rollup.js';
import { defineCall } from './call-contract.js';

/**
 * Setup (issue 18): the object manager's reads and changes, deleted fields and their restore, and
 * the setup audit trail. Only system administrators may call these; the server refuses anyone else.
 */
const id = z.string().min(1).max(100);
const labels = z.record(z.string().max(16), z.string().max(255));

export const objectFeaturesSchema = z.object({
  activities: z.boolean(),
  files: z.boolean(),
  history: z.boolean(),
});
export type SetupObjectFeatures = z.infer<typeof objectFeaturesSchema>;

export const setupObjectSchema = z.object({
  id: z.string(),
  api: z.string(),
  prefix: z.string(),
  label: z.string(),
  plural: z.string(),
  labels,
  pluralLabels: labels,
  icon: z.string(),
  isCustom: z.boolean(),
  fieldCount: z.number().int(),
  features: objectFeaturesSchema,
});
export type SetupObject = z.infer<typeof setupObjectSchema>;

export const listSetupObjectsContract = defineCall({
  path: '/setup/objects',
  summary: 'Every object, standard and custom, as the object manager lists it',
  request: z.strictObject({}),
  response: z.array(setupObjectSchema),
});

export const setupPicklistValueSchema = z.object({
  codekey: z.string(),
  codevalue: z.string(),
  isdefaultvalue: z.boolean(),
  labels,
  active: z.boolean(),
});
export type SetupPicklistValue = z.infer<typeof setupPicklistValueSchema>;

export const setupFieldSchema = z.object({
  id: z.string(),
  api: z.string(),
  type: z.string(),
  label: z.string(),
  labels,
  required: z.boolean(),
  unique: z.boolean(),
  length: z.number().int(),
  decimals: z.number().int(),
  defaultValue: z.string(),
  helpText: z.string(),
  placeholder: z.string(),
  lookup: z.string(),
  formula: z.string(),
  trackHistory: z.boolean(),
  system: z.boolean(),
  /** Added through setup (a custom object's field, or one added to a standard object): it may be deleted. */
  deletable: z.boolean(),
  picklist: z.array(setupPicklistValueSchema),
  /** A roll-up summary's definition (issue 18): the field is computed from child records, read-only. */
  rollup: rollupDefinitionSchema.nullable().optional(),
});
export type SetupField = z.infer<typeof setupFieldSchema>;

export const deletedFieldSchema = z.object({
  id: z.string(),
  api: z.string(),
  label: z.string(),
  type: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  restorableUntil: z.string(),
});
export type DeletedField = z.infer<typeof deletedFieldSchema>;

export const getSetupObjectContract = defineCall({
  path: '/setup/object',
  summary:
    'One object with its fields (stored labels, picklist values active and retired) and its deleted fields',
  request: z.strictObject({ objId: id }),
  response: z.object({
    object: setupObjectSchema,
    fields: z.array(setupFieldSchema),
    trackedCount: z.number().int(),
    deletedFields: z.array(deletedFieldSchema),
  }),
});

export const updateObjectRequestSchema = z.strictObject({
  objId: id,
  label: z.string().trim().min(1).max(120),
  plural: z.string().trim().min(1).max(120),
  labels: labels.optional(),
  pluralLabels: labels.optional(),
  icon: z.string().max(60).optional(),
  features: objectFeaturesSchema.partial().optional(),
});
export type UpdateObjectRequest = z.infer<typeof updateObjectRequestSchema>;
export const updateObjectContract = defineCall({
  path: '/metadata/updateObject',
  summary: "Change an object's labels, icon and features (activities, files, history)",
  request: updateObjectRequestSchema,
  response: z.object({ objId: z.string() }),
});

export const updateFieldRequestSchema = z.strictObject({
  fieldId: id,
  label: z.string().trim().min(1).max(120).optional(),
  labels: labels.optional(),
  required: z.boolean().optional(),
  length: z.number().int().min(1).max(131072).optional(),
  decimals: z.number().int().min(0).max(10).optional(),
  defaultValue: z.string().max(255).optional(),
  helpText: z.string().max(1000).optional(),
  placeholder: z.string().max(255).optional(),
  formula: z.string().min(1).max(3900).optional(),
});
export type UpdateFieldRequest = z.infer<typeof updateFieldRequestSchema>;
export const updateFieldContract = defineCall({
  path: '/metadata/updateField',
  summary:
    "Change a field's label, per-language labels, required, length, decimals, default, help text or formula",
  request: updateFieldRequestSchema,
  response: z.object({ fieldId: z.string() }),
});

export const deleteFieldContract = defineCall({
  path: '/metadata/deleteField',
  summary: `Delete a field added through setup; its column and data are kept for restore. Refused while a formula, rule or dependency uses it`,
  request: z.strictObject({ fieldId: id }),
  response: z.object({ fieldId: z.string(), restorableUntil: z.string() }),
});

export const restoreFieldContract = defineCall({
  path: '/metadata/restoreField',
  summary: 'Restore a deleted field, with its data and its places on the layouts',
  request: z.strictObject({ fieldId: id }),
  response: z.object({ fieldId: z.string() }),
});

export const replacePicklistValueContract = defineCall({
  path: '/metadata/replacePicklistValue',
  summary: "Replace a picklist value in every record holding it by another of the field's values",
  request: z.strictObject({
    fieldId: id,
    from: z.string().trim().min(1).max(255),
    to: z.string().trim().min(1).max(255),
  }),
  response: z.object({ fieldId: z.string(), replaced: z.number().int() }),
});

export const SETUP_AUDIT_AREAS = [
  'metadata',
  'access',
  'identity',
  'privacy',
  'company',
  'aiAgents',
  'apps',
  'chat',
] as const;
export type SetupAuditArea = (typeof SETUP_AUDIT_AREAS)[number];

export const setupAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string(),
  userName: z.string(),
  area: z.enum(SETUP_AUDIT_AREAS),
  /** The call that made the change, e.g. /metadata/addField. */
  action: z.string(),
  /** What was changed, in words: "Invoice Batch › Status". */
  target: z.string(),
  before: z.string(),
  after: z.string(),
});
export type SetupAuditEntry = z.infer<typeof setupAuditEntrySchema>;

/** The most audit entries one call answers (a CSV export asks for pages up to this). */
export const MAX_AUDIT_PAGE_SIZE = 1000;

export const listSetupAuditContract = defineCall({
  path: '/setup/auditTrail',
  summary: 'The setup audit trail: every setup change (who, when, what, before and after), newest first',
  request: z.strictObject({
    area: z.enum(SETUP_AUDIT_AREAS).optional(),
    userId: z.string().max(100).optional(),
    /** Words searched in the action and target. */
    search: z.string().max(200).optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    page: z.number().int().min(1).max(100000).default(1),
    pageSize: z.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(50),
  }),
  response: z.object({ rows: z.array(setupAuditEntrySchema), total: z.number().int() }),
});

/* The layout editor, layout assignments and object changes (issue 18). */

export const editorLayoutItemSchema = z.object({
  api: z.string(),
  required: z.boolean(),
  readonly: z.boolean(),
});
export type LayoutEditorItem = z.infer<typeof editorLayoutItemSchema>;

export const editorLayoutSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  labels,
  colNum: z.union([z.literal(1), z.literal(2)]),
  showWhenEdit: z.boolean(),
  left: z.array(editorLayoutItemSchema),
  right: z.array(editorLayoutItemSchema),
});
export type LayoutEditorSection = z.infer<typeof editorLayoutSectionSchema>;

export const relatedListRefSchema = z.strictObject({
  objId: id,
  fieldApi: z.string().min(1).max(100),
});
export type RelatedListRef = z.infer<typeof relatedListRefSchema>;

export const editorLayoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The number of the last saved version; 0 until the editor saves it. */
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string(),
  sections: z.array(editorLayoutSectionSchema),
  /** The related lists shown, in order; null: every child object's list (no choice saved). */
  relatedLists: z.array(relatedListRefSchema).nullable(),
});
export type EditorLayout = z.infer<typeof editorLayoutSchema>;

export const getObjectLayoutsContract = defineCall({
  path: '/setup/layouts',
  summary:
    "An object's layouts with their sections, fields and related lists; its placeable fields, child lists, record types and layout assignments",
  request: z.strictObject({ objId: id }),
  response: z.object({
    objectLabel: z.string(),
    layouts: z.array(editorLayoutSchema),
    fields: z.array(
      z.object({
        api: z.string(),
        label: z.string(),
        type: z.string(),
        /** Required by the object: every layout must show it. */
        required: z.boolean(),
      }),
    ),
    relatedCandidates: z.array(
      z.object({ objId: z.string(), fieldApi: z.string(), objectLabel: z.string(), fieldLabel: z.string() }),
    ),
    recordTypes: z.array(
      z.object({ id: z.string(), name: z.string(), layoutId: z.string(), isDefault: z.boolean() }),
    ),
    assignments: z.array(z.object({ profileId: z.string(), recordTypeId: z.string(), layoutId: z.string() })),
    /** The record type each listed profile's new records start with (a profile left out: the default one). */
    profileRecordTypes: z.array(z.object({ profileId: z.string(), recordTypeId: z.string() })),
  }),
});

export const setupRecordTypeSchema = z.object({
  id: z.string(),
  /** The stored name, unique in the object; the label where a language has none. */
  name: z.string(),
  /** Per-language labels (language code → label). */
  labels: z.record(z.string(), z.string()),
  description: z.string(),
  layoutId: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  /** The picklists it restricts, by field id: the values it offers and its default (left out: every value). */
  picklists: z.record(
    z.string(),
    z.object({ values: z.array(z.string()), defaultValue: z.string().nullable() }),
  ),
});
export type SetupRecordType = z.infer<typeof setupRecordTypeSchema>;

export const getSetupRecordTypesContract = defineCall({
  path: '/setup/recordTypes',
  summary: "An object's record types for setup, active and deactivated, labels as stored",
  request: z.strictObject({ objId: id }),
  response: z.array(setupRecordTypeSchema),
});

export const createLayoutContract = defineCall({
  path: '/metadata/createLayout',
  summary: 'Add a layout to an object, a copy of one of its layouts (or of its default one)',
  request: z.strictObject({
    objId: id,
    name: z.string().trim().min(1).max(120),
    copyFrom: id.optional(),
  }),
  response: z.object({ layoutId: z.string() }),
});

export const layoutVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string(),
});
export type LayoutVersion = z.infer<typeof layoutVersionSchema>;

export const getLayoutVersionsContract = defineCall({
  path: '/setup/layoutVersions',
  summary: "A layout's saved versions, newest first (who saved each, and when)",
  request: z.strictObject({ layoutId: id }),
  response: z.array(layoutVersionSchema),
});

export const restoreLayoutVersionContract = defineCall({
  path: '/metadata/restoreLayoutVersion',
  summary:
    'Make an old version of a layout current again: saved as a new version equal to it (fields deleted since are left out)',
  request: z.strictObject({ layoutId: id, version: z.number().int().min(1) }),
  response: z.object({ layoutId: z.string(), version: z.number().int(), restoredFrom: z.number().int() }),
});

export const saveLayoutAssignmentsContract = defineCall({
  path: '/metadata/saveLayoutAssignments',
  summary:
    "Which layout each profile sees for each of an object's record types (a pair left out sees the record type's own layout), and which record type each profile's new records start with",
  request: z.strictObject({
    objId: id,
    assignments: z.array(z.strictObject({ profileId: id, recordTypeId: id, layoutId: id })).max(2000),
    /**
     * When given, replaces the record type each profile's new records start with (an active one; a
     * profile left out starts with the object's default record type).
     */
    profileRecordTypes: z
      .array(z.strictObject({ profileId: id, recordTypeId: id }))
      .max(2000)
      .optional(),
  }),
  response: z.object({ objId: z.string(), saved: z.number().int() }),
});

export const deleteObjectContract = defineCall({
  path: '/metadata/deleteObject',
  summary:
    'Delete a custom object with its records, confirmed by typing its API name; refused while other objects look it up or reports use it',
  request: z.strictObject({ objId: id, confirmName: z.string().max(100) }),
  response: z.object({ objId: z.string(), deleted: z.literal(true) }),
});

export const changeFieldTypeContract = defineCall({
  path: '/metadata/changeFieldType',
  summary:
    "Change a custom field's type where its data converts (text and long text, number to currency or percent and back, picklist to text); refused with the count of values that would not",
  request: z.strictObject({ fieldId: id, type: z.string().min(1).max(4) }),
  response: z.object({ fieldId: z.string(), type: z.string() }),
});
