import { z } from 'zod';
import { defineCall } from './call-contract.js';

/** The lookup calls of spec 2 §7 (server module lookups): search, the dialog's settings, lookup-value expressions. */

const text = (max = 200) => z.string().max(max).optional();
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

/** A lookup search: by field (fieldId, prefix for a polymorphic one), or by object (objId/prefix). */
export const lookupSearchSchema = z.strictObject({
  fieldId: text(),
  objId: text(),
  prefix: text(16),
  keyword: text(200),
  searchKeyWord: text(200),
  page: pageNumber,
  pageSize: pageNumber,
  /** JSON object of target field api name → value (the form's lookup filter values). */
  lkdp: text(4000),
});

/** One of a found record's key columns beside its name (its e-mails, phones, numbers), in the caller's language. */
export const lookupColumnSchema = z.object({ field: z.string(), label: z.string(), value: z.string() });
export type LookupColumn = z.infer<typeof lookupColumnSchema>;

export const lookupRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  queryname: z.string(),
  /** The record's filled key columns the caller may see; absent when it has none. */
  columns: z.array(lookupColumnSchema).optional(),
});
export type LookupRow = z.infer<typeof lookupRowSchema>;

export const lookupPageSchema = z.object({ dataList: z.array(lookupRowSchema), hasMore: z.boolean() });
export type LookupPage = z.infer<typeof lookupPageSchema>;

/** Flags are the spec's 'true'/'false' strings. */
const flag = z.enum(['true', 'false']);

export const lookupInfoSchema = lookupPageSchema.extend({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  labelName: z.string(),
  isquickcreated: flag,
  /** The caller may open the looked-up object's records. */
  isQuery: flag,
  isAutoCompleted: flag,
});
export type LookupInfo = z.infer<typeof lookupInfoSchema>;

export const lookupFilterSettingSchema = z.object({
  isEnableFilter: flag,
  /** Comma-joined ids of the looked-up object's fields the search dialog filters on. */
  filterFieldIds: z.string(),
  isAutoCompleted: flag,
  isquickcreated: flag,
  isQuery: flag,
  objectApi: z.string(),
});
export type LookupFilterSetting = z.infer<typeof lookupFilterSettingSchema>;

export const getLookupInfoContract = defineCall({
  path: '/lookup/getLookupInfo',
  summary: 'Lookup dialog: the target object, its search settings and the first rows',
  request: lookupSearchSchema,
  response: lookupInfoSchema,
});

export const getLookupDataContract = defineCall({
  path: '/lookup/getLookupData',
  summary:
    'Lookup search: names beginning with the keyword first, then names and key columns holding it (the keyword index), with lkdp filter values: rows of id, queryname, key columns',
  request: lookupSearchSchema,
  response: lookupPageSchema,
});

export const getLookupFilterSettingContract = defineCall({
  path: '/lookup/getLookupFilterSetting',
  summary: "A lookup field's filter settings (spec 2 §7, path ours)",
  request: z.strictObject({ fieldId: z.string().min(1).max(200), objId: text(), prefix: text(16) }),
  response: lookupFilterSettingSchema,
});

export const getLookupRelatedFieldValueContract = defineCall({
  path: '/lookup/getLookupRelatedFieldValue',
  summary: 'Values to copy from a chosen lookup record (lookup-value expressions): value, lkid per target',
  request: z.strictObject({ objId: text(), fieldJson: z.string().min(2).max(20_000) }),
  response: z.array(
    z.object({
      /** The target field. */
      fieldrelateid: z.string(),
      iscover: z.string(),
      /** The source's value; a looked-up source's name. */
      value: z.string(),
      /** A looked-up source's record id; '' otherwise. */
      lkid: z.string(),
    }),
  ),
});
