/**
 * The tables this module owns (list views, their memory, the keyword index and its vocabulary). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'list_view',
  'list_view_memory',
  'list_search_index',
  'search_vocabulary',
] as const;
