import {
  ENGLISH_TOTAL_WORDS,
  lineObjectOf,
  type PrintableField,
  type PrintDocument,
  type PrintLocale,
  type PrintSection,
  type PrintTemplateKind,
  type PrintTemplatePart,
  printFieldText,
  printProductLines,
  type TotalWords,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata, type FieldModel, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readRecordLines } from '../product-lines/index.js';
import { fieldAccess, readRecordDetail } from '../records/index.js';
import type { RecordPrintRequest } from './print-request.js';
import { activePrintTemplate } from './print-templates.js';

type LayoutSide = Partial<PrintableField> & { apiname?: string };
interface LayoutSection {
  title: string;
  colNum: number;
  data: ReadonlyArray<{ left: LayoutSide; right: LayoutSide }>;
}

export function readerLocale(body: {
  language?: string | undefined;
  timeZone?: string | undefined;
}): PrintLocale {
  return { language: body.language || 'en', timeZone: body.timeZone };
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
): PrintSection[] {
  return sections.flatMap((section) => {
    const fields: PrintSection['fields'] = [];
    for (const row of section.data)
      for (const side of section.colNum === 1 ? [row.left] : [row.left, row.right]) {
        if (!side.apiname || !side.fieldType) continue;
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

const KIND_NEEDS_LINES = { detail: false, quotation: true, invoice: true } as const;

/**
 * One record for paper. The record comes through the record engine's own
 * read (sharing and field-level security: a record the caller may not read is
 * "not found", a hidden field is not in it); the product lines through the
 * product-lines module's read, their hidden fields left out here.
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
  const locale = readerLocale(request);
  const words = readerWords(request.words);
  const record = detail.data as Record<string, unknown>;
  const document: PrintDocument = {
    kind: request.kind,
    heading: detail.labelName,
    title: String(record.name ?? request.id),
    reference: request.id,
    printedAt: context.now().toISOString(),
    sections: printSections(detail.dataList as unknown as LayoutSection[], record, locale, words),
    table: null,
    totals: [],
    page: null,
  };
  if (!KIND_NEEDS_LINES[request.kind]) return document;
  const entry = lineObjectOf(detail.objectApi);
  if (!entry)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `id: a ${request.kind} prints product lines, and a ${detail.labelName} has none`,
    );
  const snapshot = await currentMetadata(context.database);
  const lines = await readRecordLines(context.database, snapshot, user, request.id);
  const lineObject = findObject(snapshot, { objectApi: lines.lineObjectApi });
  if (!lineObject) return document;
  const hidden = (await fieldAccess(context.database, user, lineObject)).hidden;
  const visibleFields = lineObject.fields.filter((field) => !hidden.has(field.apiName)).map(printableOf);
  const visibleLines = lines.lines.map((line) =>
    Object.fromEntries(
      Object.entries(line).filter(([api]) => !hidden.has(api) && !hidden.has(api.replace(/ccname$/, ''))),
    ),
  );
  const currency = typeof record.currency === 'string' ? record.currency : undefined;
  const total = record[entry.totalField];
  const printed = printProductLines(
    visibleLines,
    visibleFields,
    locale,
    currency,
    words,
    typeof total === 'number' ? total : total == null || total === '' ? null : Number(total),
  );
  const designed = await withTemplate(
    context,
    user,
    request.kind === 'invoice' ? 'invoice' : 'quotation',
    { ...document, table: printed.table, totals: printed.totals },
    { record, locale, words, objectApi: detail.objectApi },
  );
  return designed;
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
    template: {
      parts: design.parts,
      headerText: shows('header') ? design.headerText : '',
      terms: shows('terms') ? design.terms : '',
      logo: shows('header') ? design.logo : '',
    },
  };
}
