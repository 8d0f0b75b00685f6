/**
 * The tables this module owns (task links, baselines and mood check-ins). Only this module
 * queries them; another module calls a function this module's index
 * exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['project_dependency', 'project_baseline', 'project_mood'] as const;
