import { z } from 'zod';
import { MERGE_MAX_RECORDS } from '../records/merge-records.js';
import { recycleBinEntrySchema } from '../records/recycle-bin.js';
import { defineCall } from './call-contract.js';
import { recordValuesSchema } from './record-form.js';

/**
 * Record cleanup (server module record-cleanup, web feature record-cleanup):
 * the recycle bin (S1-R-128) and the duplicate check and merge (S1-R-009…013).
 */

const recordId = z.string().min(1).max(64);
const recordIds = z.array(recordId).min(1).max(200);
const mergeIds = z
  .array(recordId)
  .min(1)
  .max(MERGE_MAX_RECORDS + 1);

export const recycleBinPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  retentionDays: z.number().int(),
  /** Per object, how many of its deleted records the caller may see. */
  objects: z.array(z.object({ objectApi: z.string(), label: z.string(), count: z.number().int() })),
  entries: z.array(recycleBinEntrySchema),
});
export type RecycleBinPage = z.infer<typeof recycleBinPageSchema>;

/** The ids done and the ones that failed, with why. */
export const binOutcomeSchema = z.object({
  done: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BinOutcome = z.infer<typeof binOutcomeSchema>;

export const listRecycleBinContract = defineCall({
  path: '/recycle/list',
  summary: 'Deleted records the caller may read, newest deletion first, with the days left before the purge',
  request: z.strictObject({
    objectApi: z.string().min(1).max(100).optional(),
    keyword: z.string().max(200).optional(),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(200).default(25),
  }),
  response: recycleBinPageSchema,
});

export const restoreFromBinContract = defineCall({
  path: '/recycle/restore',
  summary: 'Bring records back from the recycle bin; answers the ids done and the ones that failed, with why',
  request: z.strictObject({ ids: recordIds }),
  response: binOutcomeSchema,
});

export const deleteForGoodContract = defineCall({
  path: '/recycle/deleteForGood',
  summary: 'Delete records in the recycle bin for good (no way back)',
  request: z.strictObject({ ids: recordIds }),
  response: binOutcomeSchema,
});

/** Whether an object's duplicates are found by its duplicate rules, by its name, or not at all. */
const duplicateBasisSchema = z.enum(['rules', 'name']).nullable();

export const duplicateRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdate: z.string(),
  /** The rules (or the name field's label) it matched by. */
  rules: z.array(z.string()).optional(),
});
export type DuplicateRecord = z.infer<typeof duplicateRecordSchema>;

export const duplicatesOfRecordSchema = z.object({
  objectApi: z.string(),
  objId: z.string(),
  objectLabel: z.string(),
  basis: duplicateBasisSchema,
  record: z.object({ id: z.string(), name: z.string() }),
  rules: z.array(z.string()),
  duplicates: z.array(duplicateRecordSchema),
});
export type DuplicatesOfRecord = z.infer<typeof duplicatesOfRecordSchema>;

export const findDuplicatesContract = defineCall({
  path: '/duplicates/find',
  summary: "A record's duplicates by its object's duplicate rules (cnki)",
  request: z.strictObject({ id: recordId }),
  response: duplicatesOfRecordSchema,
});

export const duplicateOfferContract = defineCall({
  path: '/duplicates/offered',
  summary:
    "Whether a record page offers Find duplicates: the object's basis (its duplicate rules, its name, or none) and whether the caller may edit the record",
  request: z.strictObject({ id: recordId }),
  response: z.object({ basis: duplicateBasisSchema, offered: z.boolean() }),
});

export const duplicateObjectsContract = defineCall({
  path: '/duplicates/objects',
  summary: 'The objects with duplicate rules the caller may read (the duplicate check picker)',
  request: z.strictObject({}),
  response: z.array(z.object({ objectApi: z.string(), objId: z.string(), label: z.string() })),
});

export const duplicateGroupsSchema = z.object({
  objectApi: z.string(),
  objId: z.string(),
  objectLabel: z.string(),
  pluralLabel: z.string(),
  groups: z.array(z.object({ rule: z.string(), records: z.array(duplicateRecordSchema) })),
});
export type DuplicateGroups = z.infer<typeof duplicateGroupsSchema>;

export const duplicateGroupsContract = defineCall({
  path: '/duplicates/groups',
  summary: "Groups of an object's records that its duplicate rules match with each other (cnkiResult)",
  request: z.strictObject({ objectApi: z.string().min(1).max(100) }),
  response: duplicateGroupsSchema,
});

export const mergeComparisonSchema = z.object({
  objectApi: z.string(),
  objId: z.string(),
  objectLabel: z.string(),
  fields: z.array(
    z.object({ apiName: z.string(), label: z.string(), type: z.string(), readOnly: z.boolean() }),
  ),
  records: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdate: z.string(),
      canEdit: z.boolean(),
      canDelete: z.boolean(),
      values: recordValuesSchema,
    }),
  ),
  /** Field → the id of the record whose value survives, unless the person picks another. */
  defaultChoices: z.record(z.string(), z.string()),
});
export type MergeComparison = z.infer<typeof mergeComparisonSchema>;

export const compareForMergeContract = defineCall({
  path: '/duplicates/compare',
  summary: 'Records to merge side by side, the fields the caller may merge, and the default choices',
  request: z.strictObject({ ids: mergeIds }),
  response: mergeComparisonSchema,
});

export const mergeOutcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  merged: z.array(z.string()),
  changedFields: z.array(z.string()),
  movedRelated: z.number().int(),
});
export type MergeOutcome = z.infer<typeof mergeOutcomeSchema>;

export const mergeRecordsContract = defineCall({
  path: '/duplicates/merge',
  summary:
    'Merge 2-3 records into one: chosen values kept, related records moved, the others to the recycle bin (combination)',
  request: z.strictObject({
    masterId: recordId,
    ids: mergeIds,
    choices: z.record(z.string().min(1).max(100), recordId).default({}),
  }),
  response: mergeOutcomeSchema,
});
