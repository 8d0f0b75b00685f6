/**
 * The tables this module owns (approval processes and requests). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'approval_process',
  'approval_request',
  'approval_version',
  'approval_work_item',
  'approval_notification',
  'approval_delegate',
  'approval_preference',
  'approval_alert_mail',
  'approval_action_run',
] as const;
