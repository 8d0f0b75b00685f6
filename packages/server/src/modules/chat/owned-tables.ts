/**
 * The tables this module owns (conversations, their members and messages). Only this module
 * queries them; another module calls a function this module's index exports.
 * scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'chat_conversation',
  'chat_member',
  'chat_message',
  'chat_setup',
  'chat_bot_card',
] as const;
