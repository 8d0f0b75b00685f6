import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The record page's extras (issue 7; server modules record-extras and files,
 * web features record-extras and field-widgets): follow and the followed
 * list, the customer hierarchy, the Files tab and stored files.
 */

const id = z.string().min(1).max(64);

const followStateSchema = z.object({ id: z.string(), following: z.boolean() });

export const followRecordContract = defineCall({
  path: '/record/follow',
  summary: 'Follow (follow: true) or stop following a record the caller may read',
  request: z.strictObject({ id, follow: z.boolean() }),
  response: followStateSchema,
});

export const getFollowStatusContract = defineCall({
  path: '/record/getFollowStatus',
  summary: 'Whether the caller follows a record',
  request: z.strictObject({ id }),
  response: followStateSchema,
});

export const followedRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  objectApi: z.string(),
  objId: z.string(),
  prefix: z.string(),
  objectLabel: z.string(),
  followedAt: z.string(),
});
export type FollowedRecord = z.infer<typeof followedRecordSchema>;

export const getFollowedListContract = defineCall({
  path: '/record/getFollowedList',
  summary: 'The records the caller follows and may still read, newest follow first',
  request: z.strictObject({}),
  response: z.array(followedRecordSchema),
});

export const hierarchyNodeSchema = z.object({
  /** The record id; null for a record the caller may not read. */
  id: z.string().nullable(),
  /** A stable key for the tree widget (the id, or 'restricted-N'). */
  key: z.string(),
  name: z.string(),
  restricted: z.boolean(),
  isCurrent: z.boolean(),
  // The getter lets the schema name itself; its return type breaks the inference cycle.
  get children(): z.ZodArray<typeof hierarchyNodeSchema> {
    return z.array(hierarchyNodeSchema);
  },
});
export type HierarchyNode = z.infer<typeof hierarchyNodeSchema>;

export const getHierarchyContract = defineCall({
  path: '/customer/getHierarchy',
  summary:
    "An account's hierarchy: its topmost parent and every descendant; records the caller may not read show as restricted (no id, no name)",
  request: z.strictObject({ id }),
  response: z.object({
    objectApi: z.string(),
    objectLabel: z.string(),
    root: hierarchyNodeSchema,
    /** The tree was cut at its size limit. */
    truncated: z.boolean(),
  }),
});

export const recordFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** 'attached' on the Files tab, or 'field': held by one of the record's file or image fields. */
  source: z.enum(['attached', 'field']),
});
export type RecordFile = z.infer<typeof recordFileSchema>;

export const getRecordFilesContract = defineCall({
  path: '/record/getFiles',
  summary: "A record's files: attached on its Files tab and held by its file and image fields",
  request: z.strictObject({ id }),
  response: z.array(recordFileSchema),
});

export const attachFilesContract = defineCall({
  path: '/record/attachFiles',
  summary: 'Attach uploaded files (POST /file/upload) to a record the caller may edit',
  request: z.strictObject({
    id,
    fileIds: z.array(id).min(1, 'fileIds: name a file').max(10, 'fileIds: at most 10 files at once'),
  }),
  response: z.array(recordFileSchema),
});

/** A stored file as /file/upload and /file/getFileInfo answer it. */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Its request is a multipart body (field "file"), not an envelope: only its answer is declared here. */
export const uploadFileContract = defineCall({
  path: '/file/upload',
  summary: 'Upload one file (multipart/form-data, field "file", at most 10485760 bytes): its id',
  request: z.never(),
  response: storedFileSchema,
});

export const getFileInfoContract = defineCall({
  path: '/file/getFileInfo',
  summary:
    'Stored files by id (ids joined with ";" or a list): id, name, type, size; unknown ids, and files of records the caller may not read, are left out',
  request: z.strictObject({
    ids: z.union([z.string().max(2_000), z.array(z.string().max(64)).max(100)]),
  }),
  response: z.array(storedFileSchema),
});
