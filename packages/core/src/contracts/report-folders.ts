import { z } from 'zod';
import {
  MAX_REPORT_FOLDER_SHARES,
  REPORT_FOLDER_SHARE_KINDS,
  REPORT_FOLDER_SHARE_LEVELS,
} from '../reports/report-folders.js';
import { defineCall } from './call-contract.js';

/** Report folders and their sharing (issue 19, server module reports). */

const folderId = z.string().min(1).max(64);

export const reportFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** What the caller may do: view (run), edit (save reports into it, rename), manage (share, delete). */
  access: z.enum(['view', 'edit', 'manage']),
  reportCount: z.number().int(),
});
export type ReportFolder = z.infer<typeof reportFolderSchema>;

export const reportFolderShareSchema = z.strictObject({
  kind: z.enum(REPORT_FOLDER_SHARE_KINDS),
  id: z.string().min(1).max(64),
  level: z.enum(REPORT_FOLDER_SHARE_LEVELS),
});
export type ReportFolderShare = z.infer<typeof reportFolderShareSchema>;

export const reportSharePrincipalSchema = z.object({
  kind: z.enum(REPORT_FOLDER_SHARE_KINDS),
  id: z.string(),
  name: z.string(),
});
export type ReportSharePrincipal = z.infer<typeof reportSharePrincipalSchema>;

export const getReportFoldersContract = defineCall({
  path: '/report/getReportFolders',
  summary:
    'The report folders the caller may see (owned, shared with them, all for an administrator), by name',
  request: z.strictObject({}),
  response: z.array(reportFolderSchema),
});

export const saveReportFolderContract = defineCall({
  path: '/report/saveReportFolder',
  summary: 'Creates a folder (no id) or renames one (edit access to it)',
  request: z.strictObject({
    id: folderId.optional(),
    name: z.string().max(400),
  }),
  response: reportFolderSchema,
});

export const deleteReportFolderContract = defineCall({
  path: '/report/deleteReportFolder',
  summary:
    'Deletes an empty folder (its owner or an administrator); a folder holding reports is refused with 10801',
  request: z.strictObject({ id: folderId }),
  response: z.object({ id: z.string() }),
});

export const getReportFolderSharesContract = defineCall({
  path: '/report/getReportFolderShares',
  summary:
    "A folder's shares, and the users, roles and public groups it may be shared with (its manager only)",
  request: z.strictObject({ id: folderId }),
  response: z.object({
    shares: z.array(reportFolderShareSchema.extend({ name: z.string() })),
    principals: z.array(reportSharePrincipalSchema),
  }),
});

export const saveReportFolderSharesContract = defineCall({
  path: '/report/saveReportFolderShares',
  summary:
    "Replaces a folder's shares with users, roles and public groups, each view or edit (its manager only)",
  request: z.strictObject({
    id: folderId,
    shares: z.array(reportFolderShareSchema).max(MAX_REPORT_FOLDER_SHARES),
  }),
  response: z.object({ id: z.string(), shareCount: z.number().int() }),
});
