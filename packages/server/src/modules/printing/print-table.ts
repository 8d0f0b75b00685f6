import { type PrintableField, type PrintDocument, printAlign, printFieldText } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { viewPage } from '../list-views/index.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readerLocale, readerWords } from './print-record.js';
import type { TablePrintRequestBody } from './print-request.js';

/**
 * One page of a list view for paper: the list page's own call (viewPage, the
 * same sharing, field-level security, view filters, ad-hoc filters, keyword
 * and sort), walked page by page to the one asked for, since paging is keyset.
 */
export async function buildTablePrint(
  context: ModuleContext,
  user: CurrentUser,
  request: TablePrintRequestBody,
): Promise<PrintDocument> {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: request.objectApi });
  if (request.objId && request.objId !== object.id)
    throw new AppError(ErrorCode.BAD_REQUEST, `objId: ${request.objId} is not the object ${object.label}`);
  if (request.prefix && request.prefix !== object.prefix)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `prefix: ${request.prefix} is not the prefix of ${object.label}`,
    );
  const keyword = request.keyword?.trim() ?? '';
  const exactName = request.exact && keyword !== '';
  const extra = request.filters?.criteria ?? [];
  const criteria = exactName ? [...extra, { field: 'name', operator: 'e', value: keyword }] : extra;
  // The exact-name criterion joins the ad-hoc ones with AND: their own logic numbers stay as they are.
  const logic =
    exactName && request.filters?.logic
      ? `(${request.filters.logic}) AND ${criteria.length}`
      : request.filters?.logic;
  const question = {
    objectApi: object.apiName,
    ...(request.viewId ? { viewId: request.viewId } : {}),
    ...(criteria.length > 0 ? { filters: { criteria, ...(logic ? { logic } : {}) } } : {}),
    ...(keyword && !exactName ? { keyword } : {}),
    ...(request.scope ? { scope: request.scope } : {}),
    ...(request.sort ? { sort: request.sort } : {}),
    pageSize: request.pageSize,
  };
  let cursor: string | undefined;
  let page = await viewPage(context, user, question);
  for (let number = 2; number <= request.pageNum; number++) {
    cursor = page.nextCursor ?? undefined;
    if (!cursor) throw new AppError(ErrorCode.NOT_FOUND, `pageNum: the list has fewer than ${number} pages`);
    page = await viewPage(context, user, { ...question, cursor });
  }
  const locale = await readerLocale(context, user, request);
  const words = readerWords(request.words);
  const fields: PrintableField[] = page.columns.map((column) => {
    const field = object.fieldsByApi.get(column.apiName.toLowerCase());
    return {
      apiname: column.apiName,
      fieldType: column.type,
      fieldLabel: column.label,
      decimalPlaces: field?.decimalPlaces,
      data: (field?.picklist ?? []).map((option) => ({ key: option.codeKey, val: option.codeValue })),
    };
  });
  const first = (request.pageNum - 1) * request.pageSize + 1;
  return {
    kind: 'table',
    heading: object.pluralLabel,
    title: page.view.name,
    reference: object.apiName,
    printedAt: context.now().toISOString(),
    timeZone: locale.timeZone ?? 'UTC',
    sections: [],
    table: {
      columns: fields.map((field) => ({
        key: field.apiname,
        label: field.fieldLabel,
        align: printAlign(field.fieldType),
      })),
      rows: page.rows.map((row) => fields.map((field) => printFieldText(field, row, locale, words))),
    },
    totals: [],
    page: { number: request.pageNum, first, last: first + page.rows.length - 1 },
    ...(page.keywordCandidates?.reached ? { searchBound: page.keywordCandidates.limit } : {}),
  };
}
