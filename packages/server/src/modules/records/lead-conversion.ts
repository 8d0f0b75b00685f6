import {
  type ConvertLeadRequest,
  type ConvertLeadResult,
  convertedOpportunityCloseDate,
  convertedOpportunityName,
  LEAD_CONVERTED_STATUS,
  type LeadConversionOptions,
  mapLeadValues,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode, notFound } from '../../http/envelope.js';
import { findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import { leadMapping } from './object-mapping.js';
import { canAccessRecord, readableRecords } from './record-access.js';
import { findRow, type RecordValues, recordsDb, toRecordValues } from './record-store.js';
import { transactionHandle } from './save/in-transaction.js';
import { saveRecord } from './save/save-records.js';
import type { SaveContext, SaveResult } from './save/save-types.js';

/** Where the conversion's steps run: the records module's database, metadata, caller and clock. */
export interface ConversionContext {
  database: DatabaseHandle;
  snapshot: MetadataSnapshot;
  user: CurrentUser;
  now: Date;
}

/** Thrown inside a transaction to roll it back with the message to answer. */
export class ConversionRefused extends Error {}

export function objectOf(snapshot: MetadataSnapshot, api: string): ObjectModel {
  const object = findObject(snapshot, { objectApi: api });
  if (!object) throw new AppError(ErrorCode.BAD_REQUEST, `${api} is not set up`);
  return object;
}

/** A record the caller may access in `mode`, as API values; a 404 naming `where` otherwise (its id tells nothing). */
export async function accessibleRecord(
  context: ConversionContext,
  object: ObjectModel,
  id: string,
  where: string,
  mode: 'read' | 'edit' = 'read',
): Promise<RecordValues> {
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, context.user, object, row, 'read')))
    throw notFound(`${where}: ${object.label} ${id}`);
  if (mode === 'edit' && !(await canAccessRecord(context.database, context.user, object, row, 'edit')))
    throw new AppError(ErrorCode.FORBIDDEN, `${where}: you may not edit this ${object.label}`);
  const [values] = await toRecordValues(context.database, context.snapshot, object, [row], context.user);
  return values as RecordValues;
}

/** Saves one record through the whole pipeline; a refusal rolls the caller's transaction back, naming the object. */
export async function saveOrRefuse(
  context: SaveContext,
  values: Record<string, unknown>,
): Promise<SaveResult> {
  const result = await saveRecord(context, values);
  if (!result.isSaveSuccess)
    throw new ConversionRefused(`${context.object.label}: ${result.errormessage || 'could not be saved'}`);
  return result;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** S2-C-031 object mapping: the values the lead's account, contact or opportunity starts with. */
export async function mappingData(
  context: ConversionContext,
  recordId: string,
  target: 'Account' | 'Contact' | 'Opportunity',
): Promise<Record<string, string | number | boolean>> {
  const lead = await accessibleRecord(context, objectOf(context.snapshot, 'Lead'), recordId, 'body.recordId');
  const { fields } = await leadMapping(context.database, context.user.orgId, target);
  if (target !== 'Opportunity') return mapLeadValues(lead, fields);
  return {
    ...mapLeadValues(lead, fields),
    name: convertedOpportunityName(lead),
    closedate: convertedOpportunityCloseDate(context.now),
  };
}

/** The names a converted record is shown with; null where the caller may not read it. */
async function linkedRecord(context: ConversionContext, api: string, id: unknown) {
  if (typeof id !== 'string' || id === '') return null;
  const object = objectOf(context.snapshot, api);
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, context.user, object, row, 'read'))) return null;
  return { id, name: text(row.name) };
}

/** What the convert dialog offers: names to start with, and the account and contacts that already match. */
export async function leadConversionOptions(
  context: ConversionContext,
  leadId: string,
): Promise<LeadConversionOptions> {
  const leadObject = objectOf(context.snapshot, 'Lead');
  const lead = await accessibleRecord(context, leadObject, leadId, 'body.leadId');
  const account = objectOf(context.snapshot, 'Account');
  const contact = objectOf(context.snapshot, 'Contact');
  const company = text(lead.company).trim();
  const email = text(lead.email).trim();
  const matching = async (object: ObjectModel, api: string, value: string) => {
    if (!value) return [];
    const column = object.fieldsByApi.get(api)?.columnName ?? api;
    const rows = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .selectAll()
      .where((eb) => eb(eb.fn('lower', [eb.ref(column)]), '=', value.toLowerCase()))
      .where('is_deleted', '=', 0)
      .orderBy('createdate')
      .limit(20)
      .execute();
    const readable = await readableRecords(context.database, context.user, [
      { object, ids: rows.map((row) => String(row.id)) },
    ]);
    return rows.filter((row) => readable.has(String(row.id)));
  };
  const accounts = await matching(account, 'name', company);
  const contacts = await matching(contact, 'email', email);
  const accountColumn = contact.fieldsByApi.get('accountid')?.columnName ?? 'accountid';
  const isConverted = lead.status === LEAD_CONVERTED_STATUS;
  return {
    lead: {
      id: leadId,
      name: text(lead.name),
      company,
      email,
      status: text(lead.status),
      ownerId: text(lead.ownerid),
      ownerName: text(lead.owneridccname),
    },
    converted: isConverted
      ? {
          account: await linkedRecord(context, 'Account', lead.convertedaccountid),
          contact: await linkedRecord(context, 'Contact', lead.convertedcontactid),
          opportunity: await linkedRecord(context, 'Opportunity', lead.convertedopportunityid),
        }
      : null,
    accountName: company || text(lead.name),
    opportunityName: convertedOpportunityName(lead),
    accountMatches: accounts.map((row) => ({ id: text(row.id), name: text(row.name) })),
    contactMatches: contacts.map((row) => ({
      id: text(row.id),
      name: text(row.name),
      accountId: text(row[accountColumn]),
    })),
  };
}

/**
 * Converts a lead (issue 26 item 7): the account, contact and opportunity are
 * saved through the whole save pipeline (permissions, required fields, rules,
 * duplicate blocks) and the lead marked Converted with links to them, all in
 * one transaction: any refusal leaves nothing written. The caller must be able
 * to edit the lead and read any existing record they pick.
 */
export async function convertLead(
  context: ConversionContext,
  request: ConvertLeadRequest,
): Promise<ConvertLeadResult> {
  const { snapshot, user, now } = context;
  const leadObject = objectOf(snapshot, 'Lead');
  const account = objectOf(snapshot, 'Account');
  const contact = objectOf(snapshot, 'Contact');
  const opportunity = objectOf(snapshot, 'Opportunity');
  // Access is checked before the transaction: on SQLite the transaction holds the one connection.
  const lead = await accessibleRecord(context, leadObject, request.leadId, 'body.leadId', 'edit');
  if (lead.status === LEAD_CONVERTED_STATUS)
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.leadId: this lead is converted already');
  const existingAccount =
    request.account.mode === 'existing'
      ? await accessibleRecord(context, account, request.account.id, 'body.account.id')
      : null;
  const existingContact =
    request.contact.mode === 'existing'
      ? await accessibleRecord(context, contact, request.contact.id, 'body.contact.id')
      : null;
  const ownerid = request.ownerId ?? user.userId;
  const mapped = async (target: 'Account' | 'Contact' | 'Opportunity') =>
    mapLeadValues(lead, (await leadMapping(context.database, user.orgId, target)).fields);
  const accountValues = await mapped('Account');
  const contactValues = await mapped('Contact');
  const opportunityValues = await mapped('Opportunity');
  try {
    return await context.database.db.transaction().execute(async (trx) => {
      const database = transactionHandle(context.database, trx);
      // A new record here is asked for by the person who saw the matches: a duplicate warning is not asked again.
      const base = { database, snapshot, user, now, skipDuplicateWarning: true };
      let accountRef = existingAccount
        ? { id: text(existingAccount.id), name: text(existingAccount.name) }
        : null;
      if (!accountRef && request.account.mode === 'new') {
        const saved = await saveOrRefuse(
          { ...base, object: account },
          { ...accountValues, name: request.account.name, ownerid },
        );
        accountRef = { id: saved.id, name: saved.name };
      }
      if (!accountRef) throw new ConversionRefused('body.account: an account is needed');
      let contactRef = existingContact
        ? { id: text(existingContact.id), name: text(existingContact.name) }
        : null;
      if (!contactRef) {
        const saved = await saveOrRefuse(
          { ...base, object: contact },
          { ...contactValues, accountid: accountRef.id, ownerid },
        );
        contactRef = { id: saved.id, name: saved.name };
      }
      let opportunityRef: { id: string; name: string } | null = null;
      if (request.opportunity.mode === 'new') {
        const saved = await saveOrRefuse(
          { ...base, object: opportunity },
          {
            ...opportunityValues,
            name: request.opportunity.name,
            khmc: accountRef.id,
            closedate: convertedOpportunityCloseDate(now),
            ownerid,
          },
        );
        opportunityRef = { id: saved.id, name: saved.name };
      }
      const column = (api: string) => leadObject.fieldsByApi.get(api)?.columnName ?? api;
      const marked = await recordsDb(database)
        .updateTable(leadObject.tableName)
        .set({
          [column('status')]: LEAD_CONVERTED_STATUS,
          [column('convertedaccountid')]: accountRef.id,
          [column('convertedcontactid')]: contactRef.id,
          [column('convertedopportunityid')]: opportunityRef?.id ?? null,
          [column('converteddate')]: now.toISOString().slice(0, 10),
          lastmodifybyid: user.userId,
          lastmodifydate: nextVersion(now, lead.lastmodifydate),
        })
        .where('id', '=', request.leadId)
        // Two conversions at once: only the first finds the lead still unconverted.
        .where(column('status'), '!=', LEAD_CONVERTED_STATUS)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0)
        throw new ConversionRefused('body.leadId: this lead is converted already');
      return {
        leadId: request.leadId,
        account: accountRef,
        contact: contactRef,
        opportunity: opportunityRef,
      };
    });
  } catch (error) {
    if (error instanceof ConversionRefused) throw new AppError(ErrorCode.BAD_REQUEST, error.message);
    throw error;
  }
}

/** A version (lastmodifydate) never equal to the one read, so an open form's save of the lead is refused as stale. */
export function nextVersion(now: Date, previous: unknown): string {
  const iso = now.toISOString();
  if (typeof previous === 'string' && previous >= iso)
    return new Date(Date.parse(previous) + 1).toISOString();
  return iso;
}
