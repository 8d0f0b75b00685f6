import { randomBytes } from 'node:crypto';
import {
  checkMarketingForm,
  ErrorCode,
  MARKETING_FORM_FIELD_TYPES,
  type MarketingFieldChoice,
  type MarketingForm,
  type MarketingFormTarget,
  newRecordId,
  type saveMarketingFormContract,
} from '@vela/core';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { MarketingFormTable } from '../../db/migrations/0155-marketing-forms.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, notFound } from '../../http/envelope.js';
import { userNames } from '../auth/index.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';

export type FormRow = MarketingFormTable;
type SaveBody = z.output<(typeof saveMarketingFormContract)['request']>;
export interface StoredField {
  api: string;
  label: string;
  required: boolean;
}

/** The form's public page (the web's outside route). */
export const publicPathOf = (slug: string) => `/webform/${encodeURIComponent(slug)}`;

/** Forms are the organisation's staff's: partners have none. */
export function requireStaff(user: CurrentUser): void {
  if (user.isPartner)
    throw new AppError(ErrorCode.FORBIDDEN, 'Marketing forms are for the organisation’s staff');
}

const isAdministrator = (user: CurrentUser) => user.profileId === 'system_admin';

export const fieldsOf = (row: FormRow): StoredField[] => {
  try {
    const parsed = JSON.parse(row.fields) as unknown;
    return Array.isArray(parsed) ? (parsed as StoredField[]) : [];
  } catch {
    return [];
  }
};

export function targetObject(snapshot: MetadataSnapshot, target: string): ObjectModel {
  const object = snapshot.byApi.get(target === 'contact' ? 'contact' : 'lead');
  if (!object) throw new AppError(ErrorCode.BAD_REQUEST, `This organisation has no ${target} object`);
  return object;
}

/** The target's fields a visitor can fill: editable, not system-set, of a type a public page can ask for. */
export function fieldChoices(object: ObjectModel): Array<MarketingFieldChoice & { required: boolean }> {
  return object.fields
    .filter(
      (field) =>
        field.columnName !== null &&
        field.editable &&
        !field.system &&
        !field.hidden &&
        (MARKETING_FORM_FIELD_TYPES as readonly string[]).includes(field.typeCode) &&
        field.apiName !== 'status',
    )
    .map((field) => ({
      api: field.apiName,
      type: field.typeCode,
      label: field.label,
      required: field.required,
    }));
}

export async function listFieldChoices(
  user: CurrentUser,
  context: ModuleContext,
  target: MarketingFormTarget,
) {
  requireStaff(user);
  const snapshot = await currentMetadata(context.database);
  return { fields: fieldChoices(targetObject(snapshot, target)) };
}

async function countSubmissions(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('marketing_form_submission')
    .select(['form_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('form_id', 'in', ids)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((row) => [row.form_id, Number(row.count)]));
}

export async function toForms(context: ModuleContext, rows: readonly FormRow[]): Promise<MarketingForm[]> {
  const snapshot = await currentMetadata(context.database);
  const names = await userNames(context.database, [...new Set(rows.map((row) => row.owner_id))]);
  const counts = await countSubmissions(
    context.database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const object = snapshot.byApi.get(row.target === 'contact' ? 'contact' : 'lead');
    return {
      id: row.id,
      name: row.name,
      intro: row.intro,
      thankYou: row.thank_you,
      template:
        (['contactUs', 'eventRegistration', 'newsletter'] as const).find((t) => t === row.template) ??
        'blank',
      target: row.target === 'contact' ? 'contact' : 'lead',
      fields: fieldsOf(row).map((field) => ({
        ...field,
        type: object?.fieldsByApi.get(field.api)?.typeCode ?? 'S',
      })),
      status: row.status === 'published' ? 'published' : 'draft',
      publicPath: publicPathOf(row.slug),
      ownerId: row.owner_id,
      ownerName: names.get(row.owner_id) ?? '',
      submissionCount: counts.get(row.id) ?? 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** A form the caller may manage: its owner's or, for an administrator, any of the organisation. Others: missing. */
export async function formOf(context: ModuleContext, user: CurrentUser, id: string): Promise<FormRow> {
  requireStaff(user);
  const row = await context.database.db
    .selectFrom('marketing_form')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row || (row.owner_id !== user.userId && !isAdministrator(user))) throw notFound('marketing form');
  return row;
}

export async function listForms(context: ModuleContext, user: CurrentUser) {
  requireStaff(user);
  let query = context.database.db.selectFrom('marketing_form').selectAll().where('org_id', '=', user.orgId);
  if (!isAdministrator(user)) query = query.where('owner_id', '=', user.userId);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id').execute();
  return { forms: await toForms(context, rows) };
}

export async function getForm(context: ModuleContext, user: CurrentUser, id: string): Promise<MarketingForm> {
  const [form] = await toForms(context, [await formOf(context, user, id)]);
  return form as MarketingForm;
}

export async function saveForm(
  context: ModuleContext,
  user: CurrentUser,
  body: SaveBody,
): Promise<MarketingForm> {
  requireStaff(user);
  const existing = body.id ? await formOf(context, user, body.id) : undefined;
  const snapshot = await currentMetadata(context.database);
  const choices = fieldChoices(targetObject(snapshot, body.target));
  const draft = {
    name: body.name.trim(),
    intro: body.intro.trim(),
    thankYou: body.thankYou.trim(),
    fields: body.fields.map((field) => ({ ...field, label: field.label.trim() })),
  };
  const problem = checkMarketingForm(draft, choices);
  if (problem)
    throw new AppError(ErrorCode.BAD_REQUEST, problem.message, { field: problem.field, key: problem.key });
  // An empty label takes the field's own, in the builder's language.
  const fields = draft.fields.map((field) => ({
    api: field.api,
    label: field.label || (choices.find((choice) => choice.api === field.api)?.label ?? field.api),
    required: field.required,
  }));
  const at = context.now().toISOString();
  const values = {
    name: draft.name,
    intro: draft.intro,
    thank_you: draft.thankYou,
    template: body.template,
    target: body.target,
    fields: JSON.stringify(fields),
    updated_at: at,
  };
  if (existing) {
    await context.database.db
      .updateTable('marketing_form')
      .set(values)
      .where('id', '=', existing.id)
      .execute();
    return getForm(context, user, existing.id);
  }
  const id = newRecordId('mkf', context.now().getTime());
  await context.database.db
    .insertInto('marketing_form')
    .values({
      ...values,
      id,
      org_id: user.orgId,
      status: 'draft',
      slug: randomBytes(18).toString('base64url'),
      owner_id: user.userId,
      created_at: at,
    })
    .execute();
  return getForm(context, user, id);
}

export async function publishForm(context: ModuleContext, user: CurrentUser, id: string, published: boolean) {
  const row = await formOf(context, user, id);
  await context.database.db
    .updateTable('marketing_form')
    .set({ status: published ? 'published' : 'draft', updated_at: context.now().toISOString() })
    .where('id', '=', row.id)
    .execute();
  return getForm(context, user, row.id);
}

export async function deleteForm(context: ModuleContext, user: CurrentUser, id: string) {
  const row = await formOf(context, user, id);
  await context.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('marketing_form_submission').where('form_id', '=', row.id).execute();
    await trx.deleteFrom('marketing_form').where('id', '=', row.id).execute();
  });
  return { deleted: true };
}

export async function formBySlug(database: DatabaseHandle, slug: string): Promise<FormRow | undefined> {
  return database.db.selectFrom('marketing_form').selectAll().where('slug', '=', slug).executeTakeFirst();
}
