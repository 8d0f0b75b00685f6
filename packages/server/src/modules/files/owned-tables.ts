/**
 * The tables this module owns (records' files and the file centre's files, versions, shares and recent opens). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'record_file',
  'file_item',
  'file_version',
  'file_share',
  'file_recent',
] as const;
