import { checkMarketingSubmission, ErrorCode, type MarketingSubmissionField, newRecordId } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError } from '../../http/envelope.js';
import { callerOfAccount } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { saveRecord } from '../records/index.js';
import { type FormRow, fieldsOf, formBySlug, targetObject } from './form-store.js';

/** The public page's refusal: the message it shows and the field it belongs to. */
const refusal = (message: string, field = '') => new AppError(ErrorCode.BAD_REQUEST, message, { field });

async function publishedForm(context: ModuleContext, slug: string): Promise<FormRow> {
  const row = await formBySlug(context.database, slug);
  if (!row) throw refusal('This form link is not valid', 'slug');
  if (row.status !== 'published') throw refusal('This form is not taking answers', 'slug');
  return row;
}

function visitorFields(row: FormRow, object: ObjectModel): MarketingSubmissionField[] {
  return fieldsOf(row).map((field) => {
    const model = object.fieldsByApi.get(field.api);
    return {
      api: field.api,
      label: field.label,
      required: field.required,
      type: model?.typeCode ?? 'S',
      options: model?.typeCode === 'L' ? model.picklist.map((entry) => entry.codeKey) : [],
    };
  });
}

export async function publicForm(context: ModuleContext, slug: string) {
  const row = await publishedForm(context, slug);
  const object = targetObject(await currentMetadata(context.database), row.target);
  return {
    name: row.name,
    intro: row.intro,
    fields: visitorFields(row, object).map((field) => ({ ...field, options: [...(field.options ?? [])] })),
  };
}

/**
 * A visitor's answers: saved as a lead (or contact) owned by the form's owner through the record save
 * pipeline, with its validation and duplicate rules; a duplicate rule's match is kept rather than a second
 * record made. Stored as a submission either way.
 */
export async function submitForm(context: ModuleContext, slug: string, submitted: Record<string, string>) {
  const row = await publishedForm(context, slug);
  const owner: CurrentUser | null = await callerOfAccount(context.database, row.org_id, row.owner_id);
  if (!owner) throw refusal('This form is not taking answers', 'slug');
  const snapshot = await currentMetadata(context.database);
  const object = targetObject(snapshot, row.target);
  const fields = visitorFields(row, object);
  const values = Object.fromEntries(Object.entries(submitted).map(([key, value]) => [key, value.trim()]));
  const problem = checkMarketingSubmission(fields, values);
  if (problem) throw refusal(problem.message, problem.field);
  const record: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value),
  );
  if (object.apiName.toLowerCase() === 'lead') {
    // A web-to-lead without a company is the person's own: the lead's company is required.
    if (!record.company && object.fieldsByApi.has('company')) record.company = record.name ?? record.lastname;
    const source = object.fieldsByApi.get('leadsource');
    if (!record.leadsource && source?.picklist.some((entry) => entry.codeKey === 'Web'))
      record.leadsource = 'Web';
  }
  const saved = await saveRecord(
    {
      database: context.database,
      snapshot,
      object,
      user: owner,
      now: context.now(),
      skipDuplicateWarning: false,
      // The application saves on the visitor's behalf: lookups are checked for existence only.
      asSystem: true,
    },
    record,
  );
  const match = saved.isSaveSuccess ? undefined : saved.duplicateCandidates[0];
  if (!saved.isSaveSuccess && !match) {
    const field = fields.find((candidate) => candidate.api === saved.errorField);
    throw refusal(saved.errormessage || 'Your answers could not be saved', field?.api ?? '');
  }
  await context.database.db
    .insertInto('marketing_form_submission')
    .values({
      id: newRecordId('mks', context.now().getTime()),
      org_id: row.org_id,
      form_id: row.id,
      field_values: JSON.stringify(values),
      record_id: match ? match.id : saved.id,
      record_object: object.apiName,
      record_name: match ? match.name : saved.name,
      outcome: match ? 'matched' : 'created',
      created_at: context.now().toISOString(),
    })
    .execute();
  return { thankYou: row.thank_you };
}

export async function listSubmissions(context: ModuleContext, row: FormRow, page: number, pageSize: number) {
  const base = context.database.db.selectFrom('marketing_form_submission').where('form_id', '=', row.id);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total?.count ?? 0),
    submissions: rows.map((submission) => ({
      id: submission.id,
      createdAt: submission.created_at,
      values: parseValues(submission.field_values),
      recordId: submission.record_id,
      recordName: submission.record_name,
      outcome: submission.outcome === 'matched' ? ('matched' as const) : ('created' as const),
    })),
  };
}

export function parseValues(text: string): Record<string, string> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return {};
  }
}
