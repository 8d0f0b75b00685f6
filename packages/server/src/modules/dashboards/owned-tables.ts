/**
 * The tables this module owns (dashboards and home pages). Only this module queries them; another
 * module calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['dashboard', 'dashboard_share', 'home_page'] as const;
