/**
 * The tables this module owns (client pools, their members, claims and events). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'client_pool',
  'client_pool_member',
  'client_pool_claim',
  'client_pool_event',
] as const;
