import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The administrator's switches of DECISIONS 15 (server module reports, table kept by shell): per report,
 * whether it is enabled at all and whether it may be run, exported and used for new reports. What
 * /report/getReportEnableList gives every user and what the server enforces on each call.
 */
export const reportPermissionFlagsSchema = z.object({
  isenable: z.boolean(),
  run: z.boolean(),
  export: z.boolean(),
  new: z.boolean(),
});

export const reportPermissionRowSchema = reportPermissionFlagsSchema.extend({
  reportId: z.string(),
  name: z.string(),
  folder: z.string(),
});
export type ReportPermissionRow = z.infer<typeof reportPermissionRowSchema>;

export const getReportPermissionsContract = defineCall({
  path: '/report/getReportPermissions',
  summary:
    'Every report of the organisation with its own switches, on unless switched off (administrators only)',
  request: z.strictObject({}),
  response: z.array(reportPermissionRowSchema),
});

export const saveReportPermissionContract = defineCall({
  path: '/report/saveReportPermission',
  summary: "Sets one report's switches: enabled, run, export, new (administrators only)",
  request: reportPermissionFlagsSchema.extend({ reportId: z.string().min(1).max(64) }).strict(),
  response: reportPermissionRowSchema,
});
