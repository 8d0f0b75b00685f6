import { z } from 'zod';
import { recordRightsSchema } from '../access/permissions.js';
import { defineCall } from './call-contract.js';
import { layoutSectionSchema, recordValuesSchema, wireOptionSchema } from './record-form.js';

/**
 * The record page's calls (server module records, web feature record-detail):
 * the record with its layout, its rights, delete and restore, related lists,
 * field history and the name search of list pages.
 */

const recordId = z.string().min(1).max(64);
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

export type RecordPermission = z.infer<typeof recordRightsSchema>;

export const recordDetailSchema = z.object({
  /** The record's values, lookups with their names beside (`{api}ccname`). */
  data: recordValuesSchema,
  objectApi: z.string(),
  objId: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  recordTypeName: z.string(),
  layoutId: z.string(),
  dataList: z.array(layoutSectionSchema),
  permission: recordRightsSchema,
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

export const getDetailContract = defineCall({
  path: '/objectdetail/getDetail',
  summary: "A record's values and its layout with values",
  request: z.strictObject({
    id: recordId,
    objectApi: z.string().max(100).optional(),
    language: z.string().max(16).optional(),
  }),
  response: recordDetailSchema,
});

export const deleteRecordContract = defineCall({
  path: '/objectdetail/delete',
  summary: 'Move a record to the recycle bin (soft delete)',
  request: z.strictObject({ id: recordId, objectApi: z.string().max(100).optional() }),
  response: z.object({ id: z.string(), name: z.string(), deleted: z.boolean() }),
});

export const restoreRecordContract = defineCall({
  path: '/objectdetail/restore',
  summary: 'Bring a record back from the recycle bin',
  request: z.strictObject({ id: recordId }),
  response: z.object({ id: z.string(), name: z.string(), restored: z.boolean() }),
});

export const getPermissionByIdContract = defineCall({
  path: '/objectdetail/getPermissionById',
  summary:
    'What the caller may do with a record: isQuery, isEdit, isDelete, isCreate, isShare, isTransfer, isApprove',
  request: z.strictObject({ id: recordId }),
  response: recordRightsSchema,
});

const namedRecordSchema = z.object({ id: z.string(), name: z.string() });
export type RelatedRecord = z.infer<typeof namedRecordSchema>;

export const queryMoreDataByNameContract = defineCall({
  path: '/objectdetail/queryMoreDataByName',
  summary: "Records of an object whose name starts with the text, a page at a time (path spec's, shape ours)",
  request: z.strictObject({
    objId: z.string().max(100).optional(),
    objectApi: z.string().max(100).optional(),
    prefix: z.string().max(16).optional(),
    name: z.string().max(200).optional(),
    page: pageNumber,
    pageSize: pageNumber,
  }),
  response: z.object({ dataList: z.array(namedRecordSchema), hasMore: z.boolean() }),
});

/** One related list: the records of `objectApi` whose `fieldApi` lookup points at this record. */
export const relatedListSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  fieldApi: z.string(),
  fieldLabel: z.string(),
  totalCount: z.number().int(),
  dataList: z.array(namedRecordSchema),
});
export type RelatedList = z.infer<typeof relatedListSchema>;

/** An object an event's or task's Related to (relateid) or Name (whoid) field may point at. */
const relatedObjectEntrySchema = z.object({
  /** The object's id (objId). */
  id: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  icon: z.string(),
});
const chosenRecordSchema = z.object({ objId: z.string(), id: z.string(), name: z.string() }).nullable();

/** S2-C-007: what an event or task form's Related to and Name fields may point at, and the record's choices. */
export const activityRelatedItemsSchema = z.object({
  type: z.string(),
  relateobjList: z.array(relatedObjectEntrySchema),
  whoobjInfoList: z.array(relatedObjectEntrySchema),
  relateobj: chosenRecordSchema.optional(),
  whoobj: chosenRecordSchema.optional(),
});
export type ActivityRelatedItems = z.infer<typeof activityRelatedItemsSchema>;

export const getDetailRelatedItemsContract = defineCall({
  path: '/objectdetail/getDetailRelatedItems',
  summary:
    "With id: a record's related lists (each object whose lookup points at it, a count and the first rows). With type event or task: the objects its Related to and Name fields may point at (relateobjList, whoobjInfoList)",
  request: z
    .strictObject({
      id: z.string().min(1).max(64).optional(),
      type: z.string().max(20).optional(),
      language: z.string().max(16).optional(),
      limit: pageNumber,
    })
    .refine((body) => body.id !== undefined || body.type !== undefined, {
      message: 'name the record (id) or the activity type (type: event or task)',
    }),
  response: z.union([z.array(relatedListSchema), activityRelatedItemsSchema]),
});

export const fieldHistoryEntrySchema = z.object({
  id: z.string(),
  /** The entry of the record's creation, the oldest of its history. */
  created: z.boolean(),
  fieldApi: z.string(),
  fieldLabel: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  oldText: z.string(),
  newText: z.string(),
  changedById: z.string(),
  changedByName: z.string(),
  /** The record-triggered flow whose save this was, with its authority ('' or absent: the person's own). */
  viaFlow: z.string().optional(),
  changedAt: z.string(),
});
export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;

export const fieldHistoryPageSchema = z.object({
  dataList: z.array(fieldHistoryEntrySchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type FieldHistoryPage = z.infer<typeof fieldHistoryPageSchema>;

export const getFieldHistoryContract = defineCall({
  path: '/objectdetail/getFieldHistory',
  summary:
    "Changes of a record's tracked fields (field, old, new, who, when), newest first, a page at a time (our path)",
  request: z.strictObject({
    id: recordId,
    fieldApi: z.string().max(100).optional(),
    page: pageNumber,
    pageSize: pageNumber,
    language: z.string().max(16).optional(),
  }),
  response: fieldHistoryPageSchema,
});

/** A column of a related list. */
export const relatedColumnSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  fieldType: z.string(),
  options: z.array(wireOptionSchema),
});
export type RelatedColumn = z.infer<typeof relatedColumnSchema>;

export const relatedListRowsSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  fieldApi: z.string(),
  fieldLabel: z.string(),
  columns: z.array(relatedColumnSchema),
  dataList: z.array(recordValuesSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type RelatedListRows = z.infer<typeof relatedListRowsSchema>;

export const getRelatedListRowsContract = defineCall({
  path: '/objectdetail/getRelatedListRows',
  summary:
    "One related list of a record: the child object's records whose lookup (fieldApi) points at it, with the list's columns, newest first, a page at a time (our path)",
  request: z.strictObject({
    id: recordId,
    objectApi: z.string().min(1).max(100),
    fieldApi: z.string().min(1).max(100),
    page: pageNumber,
    pageSize: pageNumber,
    language: z.string().max(16).optional(),
  }),
  response: relatedListRowsSchema,
});
