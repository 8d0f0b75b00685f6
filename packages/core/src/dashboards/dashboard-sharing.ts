import {
  type ReportFolderAccess,
  type ReportFolderShareLevel,
  reportFolderAccess,
} from '../reports/report-folders.js';

/**
 * Dashboard sharing (issue 19): a dashboard is shared with users, roles and public groups as a report
 * folder is, each share "view" (open and run it) or "edit" (also change its components, settings and
 * layout); its owner and administrators "manage" it (share and delete it). "Shared with the organisation"
 * is a view share with everyone. The server decides with this rule; the screens show what it allows.
 */
export type DashboardAccess = ReportFolderAccess;

export const MAX_DASHBOARD_SHARES = 200;

export function dashboardAccess(input: {
  isOwner: boolean;
  isAdministrator: boolean;
  isPublic: boolean;
  shareLevels: readonly ReportFolderShareLevel[];
}): DashboardAccess | null {
  return reportFolderAccess({
    isOwner: input.isOwner,
    isAdministrator: input.isAdministrator,
    shareLevels: input.isPublic ? ['view', ...input.shareLevels] : input.shareLevels,
  });
}
