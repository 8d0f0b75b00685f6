/**
 * The tables this module owns (the provider, the texts, opt-outs and the test provider's outbox).
 * Only this module queries them; another module calls a function this module's index exports.
 * scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['sms_provider', 'sms_message', 'sms_opt_out', 'sms_test_outbox'] as const;
