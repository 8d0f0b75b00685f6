/**
 * The tables this module owns (the agents and the conversations). Only this module queries them;
 * another module calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['ai_agent', 'ai_message'] as const;
