import {
  normalisePhoneNumber,
  RECIPIENT_LANGUAGE_FIELDS,
  type SmsMessage,
  type sendTextMessageSchema,
  supportedLanguageOf,
} from '@vela/core';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { getTemplate, renderTemplate } from '../mail/index.js';
import { currentMetadata, labelIn, type ObjectModel } from '../metadata/index.js';
import { canAccessRecord, fieldAccess, findRow } from '../records/index.js';
import { providerRow, type SmsContext } from './provider-settings.js';
import { insertText, isOptedOut, SMS_SEND_ATTEMPTS, SMS_SEND_JOB, textView } from './sms-store.js';

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A record the caller may read, with its phone numbers (mobile first, fax never) and its language. */
async function recipientRecord(context: SmsContext, user: CurrentUser, recordId: string) {
  const snapshot = await currentMetadata(context.database);
  const object = snapshot.byPrefix.get(recordId.slice(0, 3));
  const row = object ? await findRow(context.database, object, recordId) : undefined;
  if (!object || !row || !(await canAccessRecord(context.database, user, object, row)))
    throw notFound(`Record ${recordId}`);
  const hidden = (await fieldAccess(context.database, user, object)).hidden;
  const visible = (apiName: string) => !hidden.has(apiName);
  const phones = phoneFields(object)
    .filter((field) => visible(field.apiName) && field.columnName && text(row[field.columnName]).trim())
    .map((field) => ({
      field: field.apiName,
      label: labelIn(field.labels, field.label, user.language),
      number: text(row[field.columnName ?? '']).trim(),
    }));
  const languageField = object.fields.find(
    (field) =>
      (RECIPIENT_LANGUAGE_FIELDS as readonly string[]).includes(field.apiName.toLowerCase()) &&
      field.columnName &&
      visible(field.apiName),
  );
  const language = languageField ? supportedLanguageOf(text(row[languageField.columnName ?? ''])) : '';
  return { object, name: text(row.name), phones, language };
}

function phoneFields(object: ObjectModel) {
  return object.fields
    .filter((field) => field.typeCode === 'H' && !/fax/i.test(field.apiName))
    .sort((a, b) => Number(/mobile/i.test(b.apiName)) - Number(/mobile/i.test(a.apiName)));
}

/** noteSms' send dialog: where a record's texts would go, and which numbers may not be texted. */
export async function smsRecipient(context: SmsContext, user: CurrentUser, recordId: string) {
  const record = await recipientRecord(context, user, recordId);
  const provider = await providerRow(context, user.orgId);
  const country = provider?.default_country_code ?? '';
  const phones = await Promise.all(
    record.phones.map(async (phone) => {
      const normalised = normalisePhoneNumber(phone.number, country) ?? '';
      return {
        ...phone,
        normalised,
        optedOut: normalised !== '' && (await isOptedOut(context, user.orgId, normalised)),
      };
    }),
  );
  return {
    name: record.name,
    objectApi: record.object.apiName,
    language: record.language,
    providerReady: provider !== undefined,
    phones,
  };
}

/**
 * Queues a text to a record's phone: the number normalised, the template filled in the recipient's
 * language, refused for a number that replied STOP. The job runner hands it to the provider.
 */
export async function sendTextMessage(
  context: SmsContext,
  user: CurrentUser,
  input: z.output<typeof sendTextMessageSchema>,
): Promise<SmsMessage> {
  const record = await recipientRecord(context, user, input.recordId);
  const provider = await providerRow(context, user.orgId);
  if (!provider)
    throw badRequest(
      'No text-message provider is set up for your organisation: ask an administrator to set one',
    );
  const raw = input.to || record.phones[0]?.number || '';
  if (!raw) throw badRequest(`to: ${record.name || input.recordId} has no phone number to text`);
  const to = normalisePhoneNumber(raw, provider.default_country_code);
  if (!to)
    throw badRequest(
      `to: "${raw}" cannot be read as a phone number; write it with its country code, e.g. +44 20 7946 0018`,
    );
  if (await isOptedOut(context, user.orgId, to))
    throw badRequest(
      `to: ${to} replied STOP and has opted out of text messages; it can be texted again once it replies START`,
    );
  let body = input.body.trim();
  let templateName = '';
  let language = '';
  if (input.templateId) {
    const template = await getTemplate(context, user, input.templateId);
    if (template.kind !== 'sms')
      throw badRequest('templateId: this is an e-mail template, not a text-message one');
    const filled = await renderTemplate(context, user, {
      id: input.templateId,
      recordId: input.recordId,
      language: input.language ?? (record.language || undefined),
    });
    templateName = template.name;
    language = filled.language;
    if (!body) body = filled.body.trim();
  }
  if (!body) throw badRequest('body: write the text, or choose a template');
  const id = await insertText(context, {
    org_id: user.orgId,
    direction: 'outbound',
    record_id: input.recordId,
    object_api: record.object.apiName,
    record_name: record.name,
    to_number: to,
    from_number: provider.from_number,
    body,
    status: 'queued',
    template_name: templateName,
    language,
    sender_id: user.userId,
    sender_name: user.name,
  });
  await context.jobs.enqueueJob(
    SMS_SEND_JOB,
    { messageId: id },
    { orgId: user.orgId, createdBy: user.userId, maxAttempts: SMS_SEND_ATTEMPTS },
  );
  const row = await context.database.db
    .selectFrom('sms_message')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Text ${id}`);
  return textView(row);
}
