/**
 * Report folders (issue 19): who may do what with a folder and the reports in it.
 * The server decides with these; the list screen shows only what they allow.
 */
export const REPORT_FOLDER_SHARE_KINDS = ['user', 'role', 'group'] as const;
export type ReportFolderShareKind = (typeof REPORT_FOLDER_SHARE_KINDS)[number];

/** view: run its reports; edit: also save, change and delete reports in it and rename it. */
export const REPORT_FOLDER_SHARE_LEVELS = ['view', 'edit'] as const;
export type ReportFolderShareLevel = (typeof REPORT_FOLDER_SHARE_LEVELS)[number];

/** manage: the folder's owner or an administrator, who also share and delete it. */
export type ReportFolderAccess = ReportFolderShareLevel | 'manage';

export const MAX_REPORT_FOLDER_NAME = 80;
export const MAX_REPORT_FOLDER_SHARES = 200;

const RANK: Record<ReportFolderAccess, number> = { view: 1, edit: 2, manage: 3 };

/** The strongest of the access a person reaches a folder by (owner, administrator, each share). */
export function reportFolderAccess(input: {
  isOwner: boolean;
  isAdministrator: boolean;
  shareLevels: readonly ReportFolderShareLevel[];
}): ReportFolderAccess | null {
  if (input.isOwner || input.isAdministrator) return 'manage';
  let best: ReportFolderAccess | null = null;
  for (const level of input.shareLevels) if (!best || RANK[level] > RANK[best]) best = level;
  return best;
}

export function folderAccessAtLeast(access: ReportFolderAccess | null, wanted: ReportFolderAccess): boolean {
  return access !== null && RANK[access] >= RANK[wanted];
}
