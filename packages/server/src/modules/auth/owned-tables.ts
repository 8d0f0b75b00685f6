/**
 * The tables this module owns (the accounts, their sessions, secure channels, sign-in history and API keys, and the organisations they belong to). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'organization',
  'app_user',
  'session',
  'secure_channel',
  'login_history',
  'api_key',
  'identity_provider',
  'identity_pending',
  'identity_link',
  'identity_session',
] as const;
