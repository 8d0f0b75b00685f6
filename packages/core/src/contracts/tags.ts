import { z } from 'zod';
import { defineCall } from './call-contract.js';

/** The tag calls of issue 7 (server module search). */

/** A tag's name is 1–40 characters once trimmed; the request lets more in so the answer can say so. */
export const TAG_NAME_MAX = 40;

const recordId = z.string().min(4).max(64);
const tagId = z.string().min(1).max(64);
const tagName = z.string().max(TAG_NAME_MAX * 4);

export const tagInfoSchema = z.object({ id: z.string(), name: z.string() });
export type TagInfo = z.infer<typeof tagInfoSchema>;

/** A tag of the organisation's list; its maker and administrators may rename or delete it. */
export const listedTagSchema = tagInfoSchema.extend({ canManage: z.boolean() });
export type ListedTag = z.infer<typeof listedTagSchema>;

export const taggedGroupSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  label: z.string(),
  pluralLabel: z.string(),
  icon: z.string(),
  records: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TaggedGroup = z.infer<typeof taggedGroupSchema>;

const recordTagsSchema = z.array(tagInfoSchema);

export const getTagListContract = defineCall({
  path: '/tag/getTagList',
  summary: "The organisation's tags, by name",
  request: z.strictObject({}),
  response: z.array(listedTagSchema),
});

export const getRecordTagsContract = defineCall({
  path: '/tag/getRecordTags',
  summary: "A record's tags",
  request: z.strictObject({ recordId }),
  response: recordTagsSchema,
});

export const addRecordTagContract = defineCall({
  path: '/tag/addRecordTag',
  summary:
    "Puts a tag on a record (made when the organisation has none of that name); answers the record's tags",
  request: z.strictObject({ recordId, name: tagName }),
  response: recordTagsSchema,
});

export const removeRecordTagContract = defineCall({
  path: '/tag/removeRecordTag',
  summary: "Takes a tag off a record; answers the record's tags",
  request: z.strictObject({ recordId, tagId }),
  response: recordTagsSchema,
});

export const getTaggedRecordsContract = defineCall({
  path: '/tag/getTaggedRecords',
  summary: 'The records carrying a tag that the caller may read, grouped by object',
  request: z.strictObject({ tagId }),
  response: z.object({ tag: tagInfoSchema, groups: z.array(taggedGroupSchema) }),
});

export const renameTagContract = defineCall({
  path: '/tag/renameTag',
  summary:
    'Renames a tag on every record (its maker or an administrator); 1–40 characters, not a name in use',
  request: z.strictObject({ tagId, name: tagName }),
  response: tagInfoSchema,
});

export const deleteTagContract = defineCall({
  path: '/tag/deleteTag',
  summary: 'Deletes a tag and takes it off every record (its maker or an administrator)',
  request: z.strictObject({ tagId }),
  response: tagInfoSchema,
});
