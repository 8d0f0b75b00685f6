import type { AppPermissions } from '../access/app-permissions.js';

/** What a person may do with a report (spec 1 §6: run, export, new). */
export interface ReportActions {
  run: boolean;
  export: boolean;
  new: boolean;
}
export type ReportAction = keyof ReportActions;

/** A report's own flags as the administrator stored them (DECISIONS 15), keyed by its id (relateId). */
export interface StoredReportFlags {
  isenable: boolean;
  run: boolean;
  export: boolean;
  new: boolean;
}

type ReportProfile = Pick<AppPermissions, 'reportRun' | 'reportExport' | 'reportNew'>;

/**
 * DECISIONS 15: an action needs both the report's own flag and the profile's; `isenable` false turns all
 * three off. A report without flags of its own is governed by the profile alone. The server refuses what
 * this refuses and the web hides it.
 */
export function reportActionsFor(
  stored: StoredReportFlags | undefined,
  profile: ReportProfile,
): ReportActions {
  const own = stored ?? { isenable: true, run: true, export: true, new: true };
  return {
    run: own.isenable && own.run && profile.reportRun,
    export: own.isenable && own.export && profile.reportExport,
    new: own.isenable && own.new && profile.reportNew,
  };
}

const PROFILE_REFUSALS: Record<ReportAction, string> = {
  run: 'Your profile may not run reports',
  export: 'Your profile may not export reports',
  new: 'Your profile may not create reports',
};
const REPORT_REFUSALS: Record<ReportAction, string> = {
  run: 'The administrator does not allow this report to be run',
  export: 'The administrator does not allow this report to be exported',
  new: 'The administrator does not allow new reports from this one',
};
const PROFILE_FLAG: Record<ReportAction, keyof ReportProfile> = {
  run: 'reportRun',
  export: 'reportExport',
  new: 'reportNew',
};

/** Why an action is refused, in words for the person who asked; undefined when it is allowed. */
export function reportActionRefusal(
  action: ReportAction,
  stored: StoredReportFlags | undefined,
  profile: ReportProfile,
): string | undefined {
  if (reportActionsFor(stored, profile)[action]) return undefined;
  if (!profile[PROFILE_FLAG[action]]) return PROFILE_REFUSALS[action];
  if (stored && !stored.isenable) return 'The administrator has switched this report off';
  return REPORT_REFUSALS[action];
}
