import {
  addressLines,
  ENGLISH_TOTAL_WORDS,
  isUnreadableLookupName,
  type LineObject,
  lineObjectOf,
  type PrintableField,
  type PrintDocument,
  type PrintLocale,
  type PrintSection,
  type PrintTemplateKind,
  type PrintTemplatePart,
  printFieldText,
  printProductLines,
  printsOnCustomerDocument,
  type SellerProfile,
  type TotalWords,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata, type FieldModel, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readRecordLines } from '../product-lines/index.js';
import { fieldAccess, readRecordDetail } from '../records/index.js';
import { readSellerProfile, readUserTimeZone } from '../shell/index.js';
import type { RecordPrintRequest } from './print-request.js';
import { activePrintTemplate } from './print-templates.js';

type LayoutSide = Partial<PrintableField> & { apiname?: string };
interface LayoutSection {
  title: string;
  colNum: number;
  data: ReadonlyArray<{ left: LayoutSide; right: LayoutSide }>;
}

/**
 * The reader's language and zone: the zone the page sent, else the user's own (their settings, else the
 * organisation's), so a print page opened before the shell loaded still prints times as the PDF does.
 */
export async function readerLocale(
  context: ModuleContext,
  user: CurrentUser,
  body: { language?: string | undefined; timeZone?: string | undefined },
): Promise<PrintLocale> {
  return {
    language: body.language || 'en',
    timeZone: body.timeZone || (await readUserTimeZone(context.database.db, user.userId)),
  };
}

export function readerWords(words: Partial<TotalWords> | undefined): TotalWords {
  return { ...ENGLISH_TOTAL_WORDS, ...words };
}

/** The layout's sections as paper reads them: row by row, left then right; empty sections left out. */
function printSections(
  sections: readonly LayoutSection[],
  record: Record<string, unknown>,
  locale: PrintLocale,
  words: TotalWords,
  prints: (api: string) => boolean = () => true,
): PrintSection[] {
  return sections.flatMap((section) => {
    const fields: PrintSection['fields'] = [];
    for (const row of section.data)
      for (const side of section.colNum === 1 ? [row.left] : [row.left, row.right]) {
        if (!side.apiname || !side.fieldType || !prints(side.apiname)) continue;
        const field = side as PrintableField;
        fields.push({ label: field.fieldLabel, text: printFieldText(field, record, locale, words) });
      }
    return fields.length > 0 ? [{ title: section.title, fields }] : [];
  });
}

/** A line object's field as the printer needs it: its type, label, decimals and picklist labels. */
function printableOf(field: FieldModel): PrintableField {
  return {
    apiname: field.apiName,
    fieldType: field.typeCode,
    fieldLabel: field.label,
    decimalPlaces: field.decimalPlaces,
    data: field.picklist.map((option) => ({ key: option.codeKey, val: option.codeValue })),
  };
}

/**
 * One record for paper. The record comes through the record engine's own
 * read (sharing and field-level security: a record the caller may not read is
 * "not found", a hidden field is not in it); the product lines through the
 * product-lines module's read, their hidden fields left out here. A quotation
 * or invoice is a document for the customer (issue 26 item 2): the seller and
 * the customer's addresses, the details a customer reads (no owner, no
 * internal id), the lines as they add up to the totals, and the terms. A
 * detail print of a record with lines (View as PDF) prints its lines too.
 */
export async function buildRecordPrint(
  context: ModuleContext,
  user: CurrentUser,
  request: RecordPrintRequest,
): Promise<PrintDocument> {
  if (request.userId && request.userId !== user.userId)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      'This print link was made for another user: sign in as that user to print it',
    );
  if (request.orgId && request.orgId !== user.orgId)
    throw new AppError(ErrorCode.FORBIDDEN, 'This print link belongs to another organisation');
  const detail = await readRecordDetail(context, user, request.id);
  if (request.objId && request.objId !== detail.objId)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `objId: record ${request.id} is a ${detail.labelName}, not a record of object ${request.objId}`,
    );
  const locale = await readerLocale(context, user, request);
  const words = readerWords(request.words);
  const record = detail.data as Record<string, unknown>;
  const entry = lineObjectOf(detail.objectApi);
  const forCustomer = request.kind !== 'detail';
  if (forCustomer && !entry)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `id: a ${request.kind} prints product lines, and a ${detail.labelName} has none`,
    );
  const layout = detail.dataList as unknown as LayoutSection[];
  const document: PrintDocument = {
    kind: request.kind,
    heading: detail.labelName,
    title: String(record.name ?? request.id),
    reference: request.id,
    printedAt: context.now().toISOString(),
    timeZone: locale.timeZone ?? 'UTC',
    sections: printSections(layout, record, locale, words),
    table: null,
    totals: [],
    page: null,
  };
  if (!entry) return document;
  const printed = await printRecordLines(context, user, request.id, record, entry, locale, words);
  const withLines = { ...document, table: printed.table, totals: printed.totals };
  if (!forCustomer) return withLines;
  const kind: PrintTemplateKind = request.kind === 'invoice' ? 'invoice' : 'quotation';
  const seller = await readSellerProfile(context.database.db, user.orgId);
  const customerDocument: PrintDocument = {
    ...withLines,
    // The title already says an invoice's number: it is not printed twice.
    reference: documentNumber(record) === withLines.title ? '' : documentNumber(record),
    sections: printSections(layout, record, locale, words, (api) => printsOnCustomerDocument(api, entry)),
    parties: await printParties(context, user, record, entry.customerField, seller, words),
    terms: kind === 'invoice' ? seller.invoiceTerms : seller.quotationTerms,
  };
  return withTemplate(context, user, kind, customerDocument, {
    record,
    locale,
    words,
    objectApi: detail.objectApi,
  });
}

/** What a customer refers to the document by: its number (quote number), else its name; never the record id. */
function documentNumber(record: Record<string, unknown>): string {
  for (const api of ['quotenumber', 'invoicenumber', 'ordernumber', 'name']) {
    const value = record[api];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

async function printRecordLines(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
  record: Record<string, unknown>,
  entry: LineObject,
  locale: PrintLocale,
  words: TotalWords,
) {
  const snapshot = await currentMetadata(context.database);
  const lines = await readRecordLines(context.database, snapshot, user, id);
  const lineObject = findObject(snapshot, { objectApi: lines.lineObjectApi });
  if (!lineObject) return { table: null, totals: [] };
  const hidden = (await fieldAccess(context.database, user, lineObject)).hidden;
  const visibleFields = lineObject.fields.filter((field) => !hidden.has(field.apiName)).map(printableOf);
  const visibleLines = lines.lines.map((line) =>
    Object.fromEntries(
      Object.entries(line).filter(([api]) => !hidden.has(api) && !hidden.has(api.replace(/ccname$/, ''))),
    ),
  );
  const currency = typeof record.currency === 'string' ? record.currency : undefined;
  const total = record[entry.totalField];
  return printProductLines(
    visibleLines,
    visibleFields,
    locale,
    currency,
    words,
    typeof total === 'number' ? total : total == null || total === '' ? null : Number(total),
  );
}

/**
 * The seller (the organisation) and the customer: bill to the customer's
 * billing address, ship to the record's own shipping address when it has one,
 * else the customer's shipping address, else the billing one. The customer is
 * read through the record engine: a customer the reader may not open prints
 * its name only.
 */
async function printParties(
  context: ModuleContext,
  user: CurrentUser,
  record: Record<string, unknown>,
  customerField: string,
  seller: SellerProfile,
  words: TotalWords,
): Promise<NonNullable<PrintDocument['parties']>> {
  const customerId =
    String(record[customerField] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  let customerName = String(record[`${customerField}ccname`] ?? '').split(';')[0] ?? '';
  let customer: Record<string, unknown> = {};
  if (customerId) {
    try {
      const account = await readRecordDetail(context, user, customerId);
      customer = account.data as Record<string, unknown>;
      customerName = String(customer.name ?? customerName);
    } catch {
      customer = {};
    }
  }
  if (isUnreadableLookupName(customerName)) customerName = words.noAccess;
  const address = (source: Record<string, unknown>, api: string) => addressLines({ apiname: api }, source);
  const billing = address(customer, 'billingaddress');
  const own = address(record, 'shippingaddress');
  const shipping = own.length > 0 ? own : address(customer, 'shippingaddress');
  const named = (lines: string[]) => (customerName ? [customerName, ...lines] : lines);
  const sellerLines = [
    ...seller.addressLines,
    ...(seller.taxId ? [`${words.taxId}: ${seller.taxId}`] : []),
    ...[seller.email, seller.phone].filter(Boolean),
  ];
  return {
    seller: { key: 'seller', label: seller.name, lines: sellerLines },
    logo: seller.logo,
    billTo: { key: 'billTo', label: words.billTo, lines: named(billing) },
    shipTo: { key: 'shipTo', label: words.shipTo, lines: named(shipping.length > 0 ? shipping : billing) },
  };
}

/**
 * The organisation's active template for the kind applied to a quotation or
 * invoice: the chosen fields in their order (hidden ones left out), the
 * chosen line columns, and the parts left out dropped, so both drawings
 * print only what the template shows.
 */
async function withTemplate(
  context: ModuleContext,
  user: CurrentUser,
  kind: PrintTemplateKind,
  document: PrintDocument,
  source: { record: Record<string, unknown>; locale: PrintLocale; words: TotalWords; objectApi: string },
): Promise<PrintDocument> {
  const template = await activePrintTemplate(context.database, user.orgId, kind);
  if (!template) return document;
  const { design } = template;
  let sections = document.sections;
  if (design.fields.length > 0) {
    const object = findObject(await currentMetadata(context.database), { objectApi: source.objectApi });
    const hidden = object ? (await fieldAccess(context.database, user, object)).hidden : new Set<string>();
    const fields = design.fields.flatMap((api) => {
      const field = object?.fieldsByApi.get(api.toLowerCase());
      if (!field || hidden.has(field.apiName)) return [];
      return [
        {
          label: field.label,
          text: printFieldText(printableOf(field), source.record, source.locale, source.words),
        },
      ];
    });
    sections = fields.length > 0 ? [{ title: document.heading, fields }] : [];
  }
  let table = document.table;
  if (table && design.lineColumns.length > 0) {
    const picked = design.lineColumns
      .map((key) => table?.columns.findIndex((column) => column.key === key) ?? -1)
      .filter((index) => index >= 0);
    if (picked.length > 0) {
      const source = table;
      table = {
        columns: picked.map((index) => source.columns[index]!),
        rows: source.rows.map((row) => picked.map((index) => row[index] ?? '')),
      };
    }
  }
  const shows = (part: PrintTemplatePart) => design.parts.includes(part);
  return {
    ...document,
    sections: shows('fields') ? sections : [],
    table: shows('lines') ? table : null,
    totals: shows('totals') ? document.totals : [],
    // The template's own terms, else the organisation's; a template without the terms part prints none.
    terms: shows('terms') ? design.terms || document.terms : '',
    template: {
      parts: design.parts,
      headerText: shows('header') ? design.headerText : '',
      terms: shows('terms') ? design.terms : '',
      logo: shows('header') ? design.logo : '',
    },
  };
}
