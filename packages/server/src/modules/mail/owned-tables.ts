/**
 * The tables this module owns (mailboxes, the organisation's outgoing server, messages, their attachments
 * and the records they are related to). Only this module queries them; another module calls a function
 * this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'mail_mailbox',
  'mail_org_server',
  'mail_message',
  'mail_attachment',
  'mail_relation',
  'mail_template',
  'mail_mass_send',
  'mail_mass_recipient',
  'mail_test_outbox',
  'mail_relation_rule',
] as const;
