import { z } from 'zod';
import { MAX_FILE_BYTES } from '../fields/file-limits.js';
import { defineCall } from './call-contract.js';

/**
 * E-mail (issue 23, server module mail): a mailbox per user (IMAP in, SMTP
 * out, or the organisation's outgoing server), synchronised by the job runner,
 * messages kept in threads and related to records by address or by hand.
 */

/** The largest attachment one message may carry, each and all together: the org's file limit (S1-K-016). */
export const MAIL_MAX_ATTACHMENT_BYTES = MAX_FILE_BYTES;
/** Messages one list page answers. */
export const MAIL_PAGE_SIZE = 50;

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'other'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** Why a server could not be used: the connection test and a failed send say which. */
export const MAIL_PROBLEMS = ['unreachable', 'refused', 'credentials', 'tls', 'other'] as const;
export type MailProblem = (typeof MAIL_PROBLEMS)[number];

const host = z
  .string()
  .trim()
  .max(255)
  .regex(/^[A-Za-z0-9.-]*$/, 'write a host name or an IP address, e.g. imap.example.com');
const port = z.number().int().min(1).max(65535);
const address = z.string().trim().max(320);

export const mailboxInputSchema = z.strictObject({
  emailAddress: z.email('write the mailbox address, e.g. name@example.com'),
  displayName: z.string().trim().max(120).default(''),
  imapHost: host.min(1, 'write the IMAP server'),
  imapPort: port.default(993),
  imapTls: z.boolean().default(true),
  /** Send through the organisation's outgoing server instead of the mailbox's own. */
  useOrgSmtp: z.boolean().default(false),
  smtpHost: host.default(''),
  smtpPort: port.default(465),
  smtpTls: z.boolean().default(true),
  username: z.string().trim().min(1, 'write the user name').max(320),
  /** The password or app password; '' keeps the stored one. Stored encrypted, never answered. */
  password: z.string().max(500).default(''),
});
export type MailboxInput = z.input<typeof mailboxInputSchema>;

export const mailboxViewSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  displayName: z.string(),
  imapHost: z.string(),
  imapPort: z.number().int(),
  imapTls: z.boolean(),
  useOrgSmtp: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpTls: z.boolean(),
  username: z.string(),
  hasPassword: z.boolean(),
  lastSyncAt: z.string(),
  /** Why the last synchronisation failed; '' when it worked. */
  lastError: z.string(),
  /** A synchronisation is queued or running. */
  syncing: z.boolean(),
});
export type MailboxView = z.infer<typeof mailboxViewSchema>;

/**
 * The organisation's outgoing server: an SMTP server, or the built-in test provider, which sends
 * nothing and keeps each message in its outbox (a demo or a trial without a mail server).
 */
export const ORG_MAIL_SERVER_KINDS = ['smtp', 'test'] as const;
export type OrgMailServerKind = (typeof ORG_MAIL_SERVER_KINDS)[number];

/** Messages the e-mail test provider keeps per organisation (the oldest go first) and shows a page at a time. */
export const MAIL_TEST_OUTBOX_LIMITS = { kept: 500, pageSize: 50, preview: 2_000 } as const;

export const orgMailServerInputSchema = z
  .strictObject({
    kind: z.enum(ORG_MAIL_SERVER_KINDS).default('smtp'),
    /** Required for an SMTP server; the test provider has none. */
    smtpHost: host.default(''),
    smtpPort: port.default(465),
    smtpTls: z.boolean().default(true),
    username: z.string().trim().max(320).default(''),
    password: z.string().max(500).default(''),
    /** The From address when a user has no mailbox of their own. */
    fromAddress: z.email('write the sender address, e.g. crm@example.com'),
  })
  .refine((input) => input.kind === 'test' || input.smtpHost !== '', {
    path: ['smtpHost'],
    message: 'write the SMTP server',
  });
export type OrgMailServerInput = z.input<typeof orgMailServerInputSchema>;
export const orgMailServerViewSchema = z.object({
  kind: z.enum(ORG_MAIL_SERVER_KINDS),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpTls: z.boolean(),
  username: z.string(),
  hasPassword: z.boolean(),
  fromAddress: z.string(),
});
export type OrgMailServerView = z.infer<typeof orgMailServerViewSchema>;

export const serverCheckSchema = z.object({
  server: z.enum(['imap', 'smtp']),
  host: z.string(),
  port: z.number().int(),
  ok: z.boolean(),
  problem: z.enum(MAIL_PROBLEMS).nullable(),
  /** What went wrong, in the server's or the system's words. */
  detail: z.string(),
});
export type ServerCheck = z.infer<typeof serverCheckSchema>;

export const mailAddressSchema = z.object({ address: z.string(), name: z.string() });
export type MailAddress = z.infer<typeof mailAddressSchema>;

export const mailRelatedRecordSchema = z.object({
  recordId: z.string(),
  objectApi: z.string(),
  name: z.string(),
  /** 'address' when the message's addresses found it, 'manual' when a person related it. */
  how: z.enum(['address', 'manual']),
});
export type MailRelatedRecord = z.infer<typeof mailRelatedRecordSchema>;

export const messageSummarySchema = z.object({
  id: z.string(),
  threadId: z.string(),
  folder: z.enum(MAIL_FOLDERS),
  status: z.enum(['received', 'sent', 'draft']),
  from: mailAddressSchema,
  to: z.array(mailAddressSchema),
  subject: z.string(),
  snippet: z.string(),
  date: z.string(),
  hasAttachments: z.boolean(),
  /** Messages in the same thread, this one included. */
  threadSize: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});

export const messageDetailSchema = messageSummarySchema.extend({
  cc: z.array(mailAddressSchema),
  bcc: z.array(mailAddressSchema),
  messageId: z.string(),
  /** The HTML body as received: the web sanitises it before display. '' for text-only mail. */
  html: z.string(),
  text: z.string(),
  attachments: z.array(attachmentSchema),
  related: z.array(mailRelatedRecordSchema),
  /** Why a send failed and the message stayed a draft; '' otherwise. */
  problem: z.string(),
  /** The caller's own message (their mailbox): they may relate, reply from it. */
  own: z.boolean(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

const messageId = z.string().min(4).max(64);

export const getMailboxContract = defineCall({
  path: '/mail/mailbox/get',
  summary: "The caller's mailbox settings (never the password), or null before one is connected",
  request: z.strictObject({}),
  response: mailboxViewSchema.nullable(),
});

export const saveMailboxContract = defineCall({
  path: '/mail/mailbox/save',
  summary:
    "Connect or change the caller's mailbox: IMAP and SMTP servers, user and password (stored encrypted); queues a synchronisation",
  request: mailboxInputSchema,
  response: mailboxViewSchema,
});

export const testMailboxContract = defineCall({
  path: '/mail/mailbox/test',
  summary:
    'Try the IMAP and SMTP servers with these settings (the stored password when none is given): which server failed and why',
  request: mailboxInputSchema,
  response: z.object({ ok: z.boolean(), checks: z.array(serverCheckSchema) }),
});

export const syncMailboxContract = defineCall({
  path: '/mail/mailbox/sync',
  summary: "Synchronise the caller's mailbox now (a background job); answers the mailbox",
  request: z.strictObject({}),
  response: mailboxViewSchema,
});

export const getOrgMailServerContract = defineCall({
  path: '/mail/orgServer/get',
  summary: "The organisation's outgoing server (administrators), or null when none is set",
  request: z.strictObject({}),
  response: orgMailServerViewSchema.nullable(),
});

export const saveOrgMailServerContract = defineCall({
  path: '/mail/orgServer/save',
  summary: "Set the organisation's outgoing SMTP server (administrators); the password is stored encrypted",
  request: orgMailServerInputSchema,
  response: orgMailServerViewSchema,
});

export const mailTestOutboxEntrySchema = z.object({
  id: z.string(),
  from: z.string(),
  /** To, CC and BCC as the envelope had them. */
  to: z.array(z.string()),
  subject: z.string(),
  /** The message's text, cut to MAIL_TEST_OUTBOX_LIMITS.preview characters. */
  preview: z.string(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
});
export type MailTestOutboxEntry = z.infer<typeof mailTestOutboxEntrySchema>;

export const mailTestOutboxContract = defineCall({
  path: '/mail/testOutbox/list',
  summary:
    "What the organisation's e-mail test provider kept instead of sending, newest first (administrators)",
  request: z.strictObject({
    search: z.string().trim().max(100).default(''),
    page: z.number().int().min(1).max(MAIL_TEST_OUTBOX_LIMITS.kept).default(1),
  }),
  response: z.object({
    entries: z.array(mailTestOutboxEntrySchema),
    total: z.number(),
    /** The organisation's outgoing server now ('none' when unset). */
    serverKind: z.enum([...ORG_MAIL_SERVER_KINDS, 'none']),
    kept: z.number(),
  }),
});

export const listMessagesContract = defineCall({
  path: '/mail/messages/list',
  summary: "The caller's messages of a folder, newest first, optionally searched by subject, address or text",
  request: z.strictObject({
    folder: z.enum(MAIL_FOLDERS).default('inbox'),
    search: z.string().trim().max(200).default(''),
    page: z.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({ messages: z.array(messageSummarySchema), total: z.number().int() }),
});

export const getMessageContract = defineCall({
  path: '/mail/messages/get',
  summary:
    'One message with its thread, attachments and related records: the caller’s own, or one related to a record they may read',
  request: z.strictObject({ id: messageId }),
  response: z.object({ message: messageDetailSchema, thread: z.array(messageSummarySchema) }),
});

export const outgoingAttachmentSchema = z.strictObject({
  name: z.string().trim().min(1).max(255),
  type: z.string().max(200).default('application/octet-stream'),
  contentBase64: z.string().max(Math.ceil((MAIL_MAX_ATTACHMENT_BYTES * 4) / 3) + 8),
});

export const sendMessageContract = defineCall({
  path: '/mail/messages/send',
  summary:
    'Send a message through SMTP (the caller’s mailbox or the organisation’s server); when the server cannot be reached it is kept as a draft, with why',
  request: z.strictObject({
    to: z.array(address).max(100).default([]),
    cc: z.array(address).max(100).default([]),
    bcc: z.array(address).max(100).default([]),
    subject: z.string().max(998).default(''),
    /** The body as HTML from the editor; the server sanitises it before it is stored or sent. */
    html: z.string().max(2_000_000).default(''),
    attachments: z.array(outgoingAttachmentSchema).max(20).default([]),
    /** The message this answers: its thread continues. */
    inReplyTo: z.string().max(64).default(''),
    /** A draft this send replaces. */
    draftId: z.string().max(64).default(''),
    /** Records to relate by hand besides those its addresses find. */
    relatedIds: z.array(z.string().max(64)).max(20).default([]),
    /** true: only save it as a draft. */
    draftOnly: z.boolean().default(false),
  }),
  response: z.object({
    id: z.string(),
    status: z.enum(['sent', 'draft']),
    problem: z.enum(MAIL_PROBLEMS).nullable(),
    detail: z.string(),
  }),
});

/**
 * emailObject/sendEmailObject (spec 1 §7, S1-B-113): the same send, its body sealed with the session's
 * secure channel (an API-key caller sends it plain); what the body opens into is the send's request.
 */
export const sendEmailObjectContract = defineCall({
  path: '/emailObject/sendEmailObject',
  summary:
    'Send a message as /mail/messages/send does, the body sealed with the session’s secure channel (spec 1 §7)',
  request: sendMessageContract.request,
  response: sendMessageContract.response,
});

export const relateMessageContract = defineCall({
  path: '/mail/messages/relate',
  summary:
    'Relate a message the caller may read to a record they may read, by hand, or remove a relation (the owner removes any; others only relations to records they read)',
  request: z.strictObject({
    id: messageId,
    recordId: z.string().min(4).max(64),
    remove: z.boolean().default(false),
  }),
  response: z.array(mailRelatedRecordSchema),
});

export const recordMailContract = defineCall({
  path: '/mail/recordTimeline',
  summary: 'The messages related to a record the caller may read, newest first (its activity timeline)',
  request: z.strictObject({
    recordId: z.string().min(4).max(64),
    limit: z.number().int().min(1).max(100).default(20),
  }),
  response: z.array(messageSummarySchema),
});

export const addressBookContract = defineCall({
  path: '/mail/addressBook',
  summary: 'Address completion: contacts, leads and users the caller may read whose name or e-mail starts so',
  request: z.strictObject({
    query: z.string().trim().max(100).default(''),
    ids: z.array(z.string().max(64)).max(50).default([]),
  }),
  response: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['contact', 'lead', 'user']),
      name: z.string(),
      address: z.string(),
    }),
  ),
});
export type AddressBookEntry = z.infer<typeof addressBookContract.response>[number];

/**
 * E-mails as records (issue 23, `/emailobject`): the caller's sent and received messages with the
 * records each is related to, filtered and searched, a page at a time.
 */
export const MAIL_DIRECTIONS = ['received', 'sent'] as const;
export type MailDirection = (typeof MAIL_DIRECTIONS)[number];

/** The objects a message is related to by hand from the relate lookup. */
export const MAIL_RELATABLE_OBJECTS = ['contact', 'lead', 'account', 'opportunity', 'velacase'] as const;
export type MailRelatableObject = (typeof MAIL_RELATABLE_OBJECTS)[number];

const isoDay = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'write the day as YYYY-MM-DD')
  .default('');

export const emailObjectRowSchema = messageSummarySchema.extend({
  direction: z.enum(MAIL_DIRECTIONS),
  related: z.array(mailRelatedRecordSchema),
});
export type EmailObjectRow = z.infer<typeof emailObjectRowSchema>;

export const listEmailObjectsContract = defineCall({
  path: '/mail/emailObjects/list',
  summary:
    "The caller's e-mails, sent and received, as records: with the records each is related to, filtered by direction, day and related object, searched, a page at a time",
  request: z
    .strictObject({
      direction: z.enum(['all', ...MAIL_DIRECTIONS]).default('all'),
      search: z.string().trim().max(200).default(''),
      /** Only messages related to a record of this object ('' any; 'none' only unrelated ones). */
      relatedObject: z.enum(['', 'none', ...MAIL_RELATABLE_OBJECTS]).default(''),
      fromDay: isoDay,
      toDay: isoDay,
      page: z.number().int().min(1).max(10_000).default(1),
    })
    .refine((input) => !input.fromDay || !input.toDay || input.fromDay <= input.toDay, {
      path: ['toDay'],
      message: 'the last day comes before the first day',
    }),
  response: z.object({ rows: z.array(emailObjectRowSchema), total: z.number().int() }),
});

/** The automatic relating rules (issue 23, `/relation`), on unless an administrator switches one off. */
export const MAIL_RELATION_RULES = ['contactByAddress', 'leadByAddress', 'accountByDomain'] as const;
export type MailRelationRule = (typeof MAIL_RELATION_RULES)[number];
export const mailRelationRulesSchema = z.strictObject({
  contactByAddress: z.boolean(),
  leadByAddress: z.boolean(),
  accountByDomain: z.boolean(),
});
export type MailRelationRules = z.infer<typeof mailRelationRulesSchema>;
export const DEFAULT_MAIL_RELATION_RULES: MailRelationRules = {
  contactByAddress: true,
  leadByAddress: true,
  accountByDomain: true,
};

export const getRelationRulesContract = defineCall({
  path: '/mail/relationRules/get',
  summary: "The organisation's automatic relating rules (any user reads them; administrators change them)",
  request: z.strictObject({}),
  response: z.object({ rules: mailRelationRulesSchema, mayChange: z.boolean() }),
});

export const saveRelationRulesContract = defineCall({
  path: '/mail/relationRules/save',
  summary:
    "Switch the organisation's automatic relating rules on or off (administrators); applies to mail synchronised or sent afterwards",
  request: mailRelationRulesSchema,
  response: z.object({ rules: mailRelationRulesSchema, mayChange: z.boolean() }),
});

export const relateLookupContract = defineCall({
  path: '/mail/relateLookup',
  summary:
    'Records a message may be related to by hand: contacts, leads, accounts, opportunities and cases the caller may read whose name contains the words',
  request: z.strictObject({
    query: z.string().trim().min(1, 'write part of a name').max(100),
    objectApi: z.enum(['', ...MAIL_RELATABLE_OBJECTS]).default(''),
  }),
  response: z.array(z.object({ recordId: z.string(), objectApi: z.string(), name: z.string() })),
});

export const testOrgMailServerContract = defineCall({
  path: '/mail/orgServer/sendTest',
  summary:
    "Send a test e-mail through these outgoing-server settings (the stored password when none is given; administrators): whether it went and, if not, the server's reason",
  request: z.strictObject({
    server: orgMailServerInputSchema,
    to: z.email('write the address the test goes to, e.g. you@example.com'),
  }),
  response: z.object({ ok: z.boolean(), problem: z.enum(MAIL_PROBLEMS).nullable(), detail: z.string() }),
});
