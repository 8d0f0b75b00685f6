import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages/index.js';
import {
  SMS_MASS_LIMIT,
  SMS_MAX_BODY,
  SMS_PROVIDER_KINDS,
  SMS_STATUSES,
  SMS_TEST_OUTBOX_LIMITS,
} from '../sms/sms-rules.js';
import { defineCall } from './call-contract.js';

/**
 * Text messages (issue 23, S1-R-097 noteSms/noteSmsList, textMessage/sendTextMessage): the
 * organisation's provider, sending from a record (its body travels sealed, spec 1 §7), the list of
 * texts with their delivery status, and the numbers a record may be texted at.
 */
const recordId = z.string().min(4).max(64);

export const smsProviderInputSchema = z.strictObject({
  kind: z.enum(SMS_PROVIDER_KINDS),
  /** Twilio's account SID (AC…); the test provider takes any name. */
  accountSid: z.string().trim().max(64).default(''),
  /** '' keeps the stored token. */
  authToken: z.string().max(128).default(''),
  /** The sender: an E.164 number or an alphanumeric sender id. */
  fromNumber: z.string().trim().min(1, 'write the number texts are sent from').max(32),
  /** Where the provider's REST API answers (another region, or a local stand-in). */
  apiBaseUrl: z.url().max(200).default('https://api.twilio.com'),
  /** Vela's address as the provider reaches it, for delivery reports and replies ('' = none). */
  callbackBaseUrl: z.union([z.literal(''), z.url().max(200)]).default(''),
  /** The country calling code of numbers written without one, e.g. 1 or 44. */
  defaultCountryCode: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, 'a country calling code is one to three digits')
    .default(''),
});
export type SmsProviderInput = z.input<typeof smsProviderInputSchema>;

export const smsProviderViewSchema = z.object({
  kind: z.enum(SMS_PROVIDER_KINDS),
  accountSid: z.string(),
  hasAuthToken: z.boolean(),
  fromNumber: z.string(),
  apiBaseUrl: z.string(),
  callbackBaseUrl: z.string(),
  defaultCountryCode: z.string(),
  /** The addresses to give the provider: delivery reports and incoming replies. */
  statusCallbackUrl: z.string(),
  inboundUrl: z.string(),
});
export type SmsProviderView = z.infer<typeof smsProviderViewSchema>;

export const smsMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  recordId: z.string(),
  objectApi: z.string(),
  recordName: z.string(),
  to: z.string(),
  from: z.string(),
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  /** Why it failed, in the provider's words ('' unless failed). */
  failureReason: z.string(),
  templateName: z.string(),
  language: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const getSmsProviderContract = defineCall({
  path: '/sms/provider/get',
  summary: "The organisation's text-message provider, its secret never shown (administrators)",
  request: z.strictObject({}),
  response: smsProviderViewSchema.nullable(),
});

export const saveSmsProviderContract = defineCall({
  path: '/sms/provider/save',
  summary: "Set the organisation's text-message provider; the token is stored sealed (administrators)",
  request: smsProviderInputSchema,
  response: smsProviderViewSchema,
});

/** What textMessage/sendTextMessage opens into: the body travels sealed with the session's channel. */
export const sendTextMessageSchema = z.strictObject({
  recordId,
  /** '' sends to the record's first phone number. */
  to: z.string().trim().max(40).default(''),
  /** A text-message template filled from the record; '' sends `body` as written. */
  templateId: z.string().max(64).default(''),
  /** The template's language; left out, the recipient's language (else the template's default). */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  /** The text; with a template and '' here, the filled template is sent. */
  body: z.string().max(SMS_MAX_BODY).default(''),
});
export type SendTextMessageInput = z.input<typeof sendTextMessageSchema>;

export const sendTextMessageContract = defineCall({
  path: '/textMessage/sendTextMessage',
  summary:
    "Queue a text to a record's phone (body sealed with the session channel); refused for a number that replied STOP",
  request: sendTextMessageSchema,
  response: smsMessageSchema,
});

export const smsListContract = defineCall({
  path: '/noteSms/noteSmsList',
  summary:
    "Texts sent and received: the caller's own, or one record's (when they may read it); administrators see the organisation's",
  request: z.strictObject({
    recordId: z.string().max(64).default(''),
    status: z.union([z.literal(''), z.enum(SMS_STATUSES)]).default(''),
    search: z.string().trim().max(100).default(''),
    page: z.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    messages: z.array(smsMessageSchema),
    total: z.number(),
    /** Texts by status over the same filter (without the status), for the list's chart. */
    byStatus: z.array(z.object({ status: z.enum(SMS_STATUSES), count: z.number() })),
  }),
});

export const smsRecipientContract = defineCall({
  path: '/sms/recipient',
  summary: "A record's phone numbers as they will be texted, and whether each has opted out",
  request: z.strictObject({ recordId }),
  response: z.object({
    name: z.string(),
    objectApi: z.string(),
    language: z.string(),
    providerReady: z.boolean(),
    phones: z.array(
      z.object({
        field: z.string(),
        label: z.string(),
        number: z.string(),
        /** E.164, or '' when the number cannot be normalised. */
        normalised: z.string(),
        optedOut: z.boolean(),
      }),
    ),
  }),
});

/** One text the built-in test provider took, as a carrier's log shows it, with what became of it. */
export const smsTestOutboxEntrySchema = z.object({
  /** The provider's id (SMtest…). */
  id: z.string(),
  to: z.string(),
  from: z.string(),
  body: z.string(),
  /** The text's status in Vela (sent, delivered, failed); 'sent' when the text is no longer kept. */
  status: z.enum(SMS_STATUSES),
  failureReason: z.string(),
  /** The record it was sent to, and by whom ('' when not known). */
  recordId: z.string(),
  recordName: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
});
export type SmsTestOutboxEntry = z.infer<typeof smsTestOutboxEntrySchema>;

export const smsTestOutboxContract = defineCall({
  path: '/sms/testOutbox/list',
  summary:
    "What the organisation's built-in test provider sent, newest first, with each text's delivery status (administrators)",
  request: z.strictObject({
    search: z.string().trim().max(100).default(''),
    page: z.number().int().min(1).max(SMS_TEST_OUTBOX_LIMITS.kept).default(1),
  }),
  response: z.object({
    entries: z.array(smsTestOutboxEntrySchema),
    total: z.number(),
    /** The provider the organisation sends through now ('none' when unset: nothing is sent). */
    providerKind: z.enum([...SMS_PROVIDER_KINDS, 'none']),
    /** How many texts the outbox keeps. */
    kept: z.number(),
  }),
});

/**
 * What textMessage/sendMassTextMessage opens into (sealed as a single text is): one text to each of a
 * list's selected records, each at its first phone number, a template filled per record in the
 * recipient's language unless one is chosen.
 */
export const sendMassTextSchema = z
  .strictObject({
    recordIds: z
      .array(recordId)
      .min(1, 'select at least one record')
      .max(SMS_MASS_LIMIT, `at most ${SMS_MASS_LIMIT} records in one mass text`),
    templateId: z.string().max(64).default(''),
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
    body: z.string().max(SMS_MAX_BODY).default(''),
  })
  .refine((input) => input.templateId !== '' || input.body.trim() !== '', {
    path: ['body'],
    message: 'write the text, or choose a template',
  });
export type SendMassTextInput = z.input<typeof sendMassTextSchema>;

export const sendMassTextContract = defineCall({
  path: '/textMessage/sendMassTextMessage',
  summary:
    "Queue a text to each selected record's first phone (body sealed); a record without a number, opted out or unreadable is skipped with its reason",
  request: sendMassTextSchema,
  response: z.object({
    queued: z.number(),
    skipped: z.array(z.object({ recordId: z.string(), name: z.string(), reason: z.string() })),
  }),
});
