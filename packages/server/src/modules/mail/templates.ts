import {
  checkMergeFields,
  type FormulaFieldInfo,
  renderMergeText,
  TEMPLATE_LIMITS,
  type TemplateSummary,
  type TemplateView,
  type templateInputSchema,
  USER_MERGE_FIELDS,
} from '@vela/core';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { MailTemplateTable } from '../../db/migrations/0109-mail-templates.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { currentMetadata, formulaFields, labelIn, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, fieldAccess, findRow, toRecordValues } from '../records/index.js';
import { newMailId } from './mail-store.js';
import { stripActiveContent } from './outgoing-html.js';

/** E-mail and text-message templates (issue 23, S1-R-172, S1-R-173): saving, sharing and filling them. */
type Context = Pick<ModuleContext, 'database' | 'now'>;
type TemplateRow = Selectable<MailTemplateTable>;
type TemplateInput = z.output<typeof templateInputSchema>;
interface Version {
  language: string;
  subject: string;
  body: string;
}

const isAdministrator = (user: CurrentUser) => user.profileId === 'system_admin';

function versionsOf(row: TemplateRow): Version[] {
  try {
    const parsed: unknown = JSON.parse(row.versions_json);
    return Array.isArray(parsed) ? (parsed as Version[]) : [];
  } catch {
    return [];
  }
}

function summary(row: TemplateRow, user: CurrentUser): TemplateSummary {
  return {
    id: row.id,
    kind: row.kind === 'sms' ? 'sms' : 'email',
    name: row.name,
    objectApi: row.object_api,
    folder: row.folder,
    visibility: row.visibility === 'public' ? 'public' : 'private',
    defaultLanguage: row.default_language,
    languages: versionsOf(row).map((version) => version.language),
    ownerName: row.owner_name,
    canEdit: row.owner_id === user.userId || isAdministrator(user),
    updatedAt: row.updated_at,
  };
}

const view = (row: TemplateRow, user: CurrentUser): TemplateView => ({
  ...summary(row, user),
  versions: versionsOf(row),
});

/** The fields a merge field of this object may name: the object's stored fields, its id and name. */
function mergeableFields(object: ObjectModel): FormulaFieldInfo[] {
  const fields = formulaFields(object);
  for (const apiName of ['id', 'name'])
    if (!fields.some((field) => field.apiName.toLowerCase() === apiName))
      fields.push({ apiName, type: 'text' });
  return fields;
}

async function objectOf(context: Context, objectApi: string): Promise<ObjectModel> {
  const object = (await currentMetadata(context.database)).byApi.get(objectApi.toLowerCase());
  if (!object) throw badRequest(`objectApi: there is no object "${objectApi}"`);
  return object;
}

/** A template the caller may use (their own, or a public one of their organisation); a 404 otherwise. */
async function usableTemplate(context: Context, user: CurrentUser, id: string): Promise<TemplateRow> {
  const row = await context.database.db
    .selectFrom('mail_template')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row || (row.visibility !== 'public' && row.owner_id !== user.userId)) throw notFound(`Template ${id}`);
  return row;
}

async function editableTemplate(context: Context, user: CurrentUser, id: string): Promise<TemplateRow> {
  const row = await usableTemplate(context, user, id);
  if (row.owner_id !== user.userId && !isAdministrator(user))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only its owner or an administrator changes this template');
  return row;
}

export async function listTemplates(
  context: Context,
  user: CurrentUser,
  query: { kind: 'email' | 'sms'; objectApi: string; recordId: string; search: string },
): Promise<TemplateSummary[]> {
  const objectApi = query.recordId
    ? ((await currentMetadata(context.database)).byPrefix.get(query.recordId.slice(0, 3))?.apiName ?? '-')
    : query.objectApi;
  let select = context.database.db
    .selectFrom('mail_template')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('kind', '=', query.kind)
    .where((eb) => eb.or([eb('visibility', '=', 'public'), eb('owner_id', '=', user.userId)]));
  if (objectApi) select = select.where('object_api', '=', objectApi);
  const rows = await select.orderBy('folder').orderBy('name').limit(500).execute();
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .filter((row) => words.every((word) => `${row.name} ${row.folder}`.toLowerCase().includes(word)))
    .map((row) => summary(row, user));
}

export async function getTemplate(context: Context, user: CurrentUser, id: string): Promise<TemplateView> {
  return view(await usableTemplate(context, user, id), user);
}

/** Versions as they will be stored: one per language, checked against the object's fields. */
function checkedVersions(input: TemplateInput, object: ObjectModel): Version[] {
  const fields = mergeableFields(object);
  const seen = new Set<string>();
  return input.versions.map((version, index) => {
    const where = `versions[${index}] (${version.language})`;
    if (seen.has(version.language)) throw badRequest(`${where}: the template has this language twice`);
    seen.add(version.language);
    if (input.kind === 'sms' && version.body.length > TEMPLATE_LIMITS.smsBody)
      throw badRequest(`${where}.body: a text message has at most ${TEMPLATE_LIMITS.smsBody} characters`);
    if (!version.body.trim()) throw badRequest(`${where}.body: write the message`);
    for (const part of ['subject', 'body'] as const) {
      const problem = checkMergeFields(version[part], object.apiName, fields);
      if (problem) throw badRequest(`${where}.${part}: ${problem}`);
    }
    return {
      language: version.language,
      subject: input.kind === 'sms' ? '' : version.subject,
      body: input.kind === 'email' ? stripActiveContent(version.body) : version.body,
    };
  });
}

export async function saveTemplate(
  context: Context,
  user: CurrentUser,
  input: TemplateInput,
): Promise<TemplateView> {
  const object = await objectOf(context, input.objectApi);
  const versions = checkedVersions(input, object);
  if (!versions.some((version) => version.language === input.defaultLanguage))
    throw badRequest(`defaultLanguage: the template has no version in ${input.defaultLanguage}`);
  const now = context.now().toISOString();
  const values = {
    kind: input.kind,
    name: input.name,
    object_api: object.apiName,
    folder: input.folder,
    visibility: input.visibility,
    default_language: input.defaultLanguage,
    versions_json: JSON.stringify(versions),
    updated_at: now,
  };
  let id = input.id;
  if (id) {
    const existing = await editableTemplate(context, user, id);
    if (existing.kind !== input.kind) throw badRequest('kind: a template keeps its kind');
    await context.database.db.updateTable('mail_template').set(values).where('id', '=', id).execute();
  } else {
    id = newMailId('template');
    await context.database.db
      .insertInto('mail_template')
      .values({
        ...values,
        id,
        org_id: user.orgId,
        owner_id: user.userId,
        owner_name: user.name,
        created_at: now,
      })
      .execute();
  }
  return getTemplate(context, user, id);
}

export async function deleteTemplate(
  context: Context,
  user: CurrentUser,
  id: string,
): Promise<{ id: string }> {
  await editableTemplate(context, user, id);
  await context.database.db.deleteFrom('mail_template').where('id', '=', id).execute();
  return { id };
}

/** The merge fields to offer while writing a template: the fields the caller sees, then $User's. */
export async function mergeFieldChoices(
  context: Context,
  user: CurrentUser,
  objectApi: string,
): Promise<Array<{ path: string; label: string }>> {
  const object = await objectOf(context, objectApi);
  const hidden = (await fieldAccess(context.database, user, object)).hidden;
  const language = user.language;
  const own = mergeableFields(object)
    .filter((field) => !hidden.has(field.apiName))
    .map((field) => {
      const model = object.fieldsByApi.get(field.apiName.toLowerCase());
      const label = model ? labelIn(model.labels, model.label, language) : field.apiName;
      return { path: field.apiName, label };
    });
  return [...own, ...USER_MERGE_FIELDS.map((name) => ({ path: `$User.${name}`, label: `$User.${name}` }))];
}

/** The person `{!$User.…}` names: the writer, or whoever set an automated e-mail going. */
export type MergeUser = {
  Id: string;
  Email: string;
  Name: string;
  ProfileId: string;
};

interface Filling {
  template: TemplateRow;
  object: ObjectModel;
  record: Record<string, unknown>;
  language: string | undefined;
  user: MergeUser;
}

/** One version of the template (the language asked for, else its default) with its merge fields filled. */
function fill(context: Context, filling: Filling, templateId: string) {
  const { template, object, record } = filling;
  if (object.apiName.toLowerCase() !== template.object_api.toLowerCase())
    throw badRequest(`recordId: the template fills ${template.object_api} records, not ${object.apiName}`);
  const displayValues: Record<string, string> = {};
  for (const field of object.fields) {
    const name = record[`${field.apiName}ccname`];
    if (typeof name === 'string' && name) displayValues[field.apiName] = name;
  }
  const versions = versionsOf(template);
  const version =
    versions.find((entry) => entry.language === filling.language) ??
    versions.find((entry) => entry.language === template.default_language) ??
    versions[0];
  if (!version) throw notFound(`Template ${templateId}`);
  const mergeContext = { record, displayValues, user: filling.user, now: context.now() };
  const fields = mergeableFields(object);
  const merge = (text: string, html: boolean) =>
    renderMergeText(text, object.apiName, fields, mergeContext, { html });
  return {
    language: version.language,
    subject: merge(version.subject, false),
    body: merge(version.body, template.kind === 'email'),
  };
}

/**
 * A template filled from one record the caller may read, as they may see it: a field hidden from
 * them merges blank, a lookup merges its record's name.
 */
export async function renderTemplate(
  context: Context,
  user: CurrentUser,
  input: { id: string; recordId: string; language?: string | undefined },
): Promise<{ language: string; subject: string; body: string }> {
  const template = await usableTemplate(context, user, input.id);
  const snapshot = await currentMetadata(context.database);
  const object = snapshot.byPrefix.get(input.recordId.slice(0, 3));
  const row = object ? await findRow(context.database, object, input.recordId) : undefined;
  if (!object || !row || !(await canAccessRecord(context.database, user, object, row)))
    throw notFound(`Record ${input.recordId}`);
  const [values] = await toRecordValues(context.database, snapshot, object, [row], user);
  const hidden = (await fieldAccess(context.database, user, object)).hidden;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) if (!hidden.has(key)) record[key] = value;
  return fill(
    context,
    {
      template,
      object,
      record,
      language: input.language,
      user: { Id: user.userId, Email: user.email, Name: user.name, ProfileId: user.profileId },
    },
    input.id,
  );
}

/** Why an automated e-mail cannot be filled; trying again will not help (the job gives up at once). */
export class TemplateGoneError extends Error {}

/**
 * A template filled by the application itself (approval e-mail alerts, flows' e-mails): the
 * administrator chose the template when they set the automation up, so any e-mail template of the
 * organisation fills, from every field of the record (as Salesforce's e-mail alerts do), in the
 * recipient's language or the template's default.
 */
export async function renderTemplateForAutomation(
  context: Context,
  input: {
    orgId: string;
    templateId: string;
    recordId: string;
    language: string | undefined;
    user: MergeUser;
  },
): Promise<{ language: string; subject: string; body: string }> {
  const template = await context.database.db
    .selectFrom('mail_template')
    .selectAll()
    .where('id', '=', input.templateId)
    .where('org_id', '=', input.orgId)
    .where('kind', '=', 'email')
    .executeTakeFirst();
  if (!template) throw new TemplateGoneError(`the e-mail template ${input.templateId} no longer exists`);
  const snapshot = await currentMetadata(context.database);
  const object = snapshot.byPrefix.get(input.recordId.slice(0, 3));
  const row = object ? await findRow(context.database, object, input.recordId) : undefined;
  if (!object || !row) throw new TemplateGoneError(`the record ${input.recordId} no longer exists`);
  if (object.apiName.toLowerCase() !== template.object_api.toLowerCase())
    throw new TemplateGoneError(
      `the template "${template.name}" fills ${template.object_api} records, not ${object.apiName}`,
    );
  const [values] = await toRecordValues(context.database, snapshot, object, [row], 'system');
  return fill(
    context,
    { template, object, record: { ...values }, language: input.language, user: input.user },
    input.templateId,
  );
}

/** A template an administrator names in an automation: an e-mail template of the object they may use, or why not. */
export async function automationTemplateProblem(
  context: Context,
  user: CurrentUser,
  templateId: string,
  objectApi: string,
): Promise<string> {
  const row = await context.database.db
    .selectFrom('mail_template')
    .select(['name', 'kind', 'object_api', 'visibility', 'owner_id'])
    .where('id', '=', templateId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row || (row.visibility !== 'public' && row.owner_id !== user.userId))
    return `the e-mail template ${templateId} does not exist`;
  if (row.kind !== 'email') return `"${row.name}" is a text-message template, not an e-mail template`;
  if (row.object_api.toLowerCase() !== objectApi.toLowerCase())
    return `the template "${row.name}" fills ${row.object_api} records, not ${objectApi}`;
  return '';
}
