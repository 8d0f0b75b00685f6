import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The file centre (issue 24; server module files, web feature file-centre):
 * lists, detail, versions, sharing and binding to records. Uploads go through
 * POST /file/upload (multipart; `?versionOf=<id>` adds a version); bytes come
 * back raw from GET /file/downloadFile and /file/downloadAttachement.
 */

const fileId = z.string().min(1).max(64);
const recordId = z.string().min(1).max(64);

export const fileAccessSchema = z.enum(['view', 'edit', 'owner']);
export type FileAccess = z.infer<typeof fileAccessSchema>;

export const boundRecordSchema = z.object({
  recordId: z.string(),
  objectApi: z.string(),
  objectLabel: z.string(),
  name: z.string(),
});
export type BoundRecord = z.infer<typeof boundRecordSchema>;

export const fileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  version: z.number(),
  ownerId: z.string(),
  ownerName: z.string(),
  updatedAt: z.string(),
  access: fileAccessSchema,
  /** The records the file is bound to that the caller may read. */
  records: z.array(boundRecordSchema),
});
export type FileSummary = z.infer<typeof fileSummarySchema>;

export const fileListScopeSchema = z.enum(['mine', 'shared', 'record', 'recent']);
export type FileListScope = z.infer<typeof fileListScopeSchema>;

export const fileLimitsSchema = z.object({ maxFileBytes: z.number(), batchLimit: z.number() });
export type FileLimits = z.infer<typeof fileLimitsSchema>;

export const listFilesContract = defineCall({
  path: '/file/list',
  summary:
    "The file centre's lists: the caller's files, files shared with them, files of records (one record with recordId), recently opened; with the organisation's limits",
  request: z.strictObject({
    scope: fileListScopeSchema,
    recordId: recordId.optional(),
    search: z.string().max(100).optional(),
  }),
  response: z.object({ files: z.array(fileSummarySchema), limits: fileLimitsSchema }),
});

export const fileVersionSchema = z.object({
  version: z.number(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
  /** Set when this version restored an older one. */
  restoredFrom: z.number().nullable(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

export const fileShareSchema = z.object({
  principalKind: z.enum(['user', 'group']),
  principalId: z.string(),
  name: z.string(),
  level: z.enum(['view', 'edit']),
});
export type FileShare = z.infer<typeof fileShareSchema>;

export const fileDetailSchema = z.object({
  file: fileSummarySchema,
  versions: z.array(fileVersionSchema),
  shares: z.array(fileShareSchema),
  limits: fileLimitsSchema,
});
export type FileDetail = z.infer<typeof fileDetailSchema>;

export const getFileDetailContract = defineCall({
  path: '/file/getDetail',
  summary: 'One file the caller may open: its versions, who it is shared with, the records it is bound to',
  request: z.strictObject({ id: fileId }),
  response: fileDetailSchema,
});

export const restoreFileVersionContract = defineCall({
  path: '/file/restoreVersion',
  summary: 'Make an old version current again (as a new version that names it); needs edit access',
  request: z.strictObject({ id: fileId, version: z.number().int().min(1) }),
  response: fileDetailSchema,
});

export const shareFileContract = defineCall({
  path: '/file/share',
  summary: 'Share a file with a user or a public group, to view or to edit (owner or editors only)',
  request: z.strictObject({
    id: fileId,
    principalKind: z.enum(['user', 'group']),
    principalId: z.string().min(1).max(64),
    level: z.enum(['view', 'edit']),
  }),
  response: fileDetailSchema,
});

export const unshareFileContract = defineCall({
  path: '/file/unshare',
  summary: 'Stop sharing a file with a user or a public group',
  request: z.strictObject({
    id: fileId,
    principalKind: z.enum(['user', 'group']),
    principalId: z.string().min(1).max(64),
  }),
  response: fileDetailSchema,
});

export const bindFileContract = defineCall({
  path: '/file/bind',
  summary: "Bind a file the caller may open to a record they may edit (the record's Files list)",
  request: z.strictObject({ id: fileId, recordId }),
  response: fileDetailSchema,
});

export const unbindFileContract = defineCall({
  path: '/file/unbind',
  summary: 'Unbind a file from a record the caller may edit',
  request: z.strictObject({ id: fileId, recordId }),
  response: fileDetailSchema,
});

export const deleteFileContract = defineCall({
  path: '/file/delete',
  summary:
    'Deletes a file of the file centre with its versions, shares and record bindings (its owner or an administrator); audited',
  request: z.strictObject({ id: fileId }),
  response: z.object({ deleted: z.literal(true) }),
});

export const sharePrincipalSchema = z.object({
  kind: z.enum(['user', 'group']),
  id: z.string(),
  name: z.string(),
});
export type SharePrincipal = z.infer<typeof sharePrincipalSchema>;

export const listSharePrincipalsContract = defineCall({
  path: '/file/sharePrincipals',
  summary: "Who a file may be shared with: the organisation's active users and public groups",
  request: z.strictObject({}),
  response: z.array(sharePrincipalSchema),
});

export const fileTextPreviewContract = defineCall({
  path: '/file/previewText',
  summary: 'The text of a Word (docx) or Excel (xlsx) file, for preview; at most 100000 characters',
  request: z.strictObject({ id: fileId, version: z.number().int().min(1).optional() }),
  response: z.object({ text: z.string(), truncated: z.boolean() }),
});
