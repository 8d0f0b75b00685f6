/**
 * The tables this module owns (company milestones: event types and milestones on accounts). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['major_event_type', 'major_event'] as const;
