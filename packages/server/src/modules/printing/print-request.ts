import { type ENGLISH_TOTAL_WORDS, MAX_PRINT_PAGE_NUMBER, MAX_PRINT_PAGE_SIZE } from '@vela/core';
import { z } from 'zod';
import { pageSchema } from '../list-views/index.js';

const word = z.string().trim().min(1).max(60);

/** The reader's words for the totals and checkboxes (the web sends its own language's); English when absent. */
export const printWordsSchema = z
  .strictObject({
    yes: word,
    no: word,
    noAccess: word,
    subtotal: word,
    discount: word,
    tax: word,
    total: word,
    page: word,
    rows: word,
    printed: word,
    searchBounded: z.string().trim().min(1).max(200),
    billTo: word,
    shipTo: word,
    taxId: word,
    terms: word,
  } satisfies Record<keyof typeof ENGLISH_TOTAL_WORDS, typeof word>)
  .partial();

const readerSettings = {
  language: z.string().max(16).optional(),
  timeZone: z.string().max(64).optional(),
  words: printWordsSchema.optional(),
};

const identifier = z.string().min(1).max(64);

/** A record printed: its detail by layout sections, or a quotation or invoice with its product lines. */
export const recordPrintSchema = z.strictObject({
  kind: z.enum(['detail', 'quotation', 'invoice']),
  id: identifier,
  /** The route's objId: when given, the record must be of that object. */
  objId: identifier.optional(),
  templateId: z.literal('default').optional(),
  /** print-invoices' userId and orgId: a link made for someone else is refused. */
  userId: identifier.optional(),
  orgId: identifier.optional(),
  ...readerSettings,
});

/** A list view printed: the same question the list page asks (/view/getViewListData), one page of it. */
export const tablePrintSchema = z.strictObject({
  objectApi: z.string().min(1).max(100),
  objId: identifier.optional(),
  prefix: z.string().max(3).optional(),
  viewId: z.string().min(1).max(100).optional(),
  pageNum: z.number().int().min(1).max(MAX_PRINT_PAGE_NUMBER),
  pageSize: z.number().int().min(1).max(MAX_PRINT_PAGE_SIZE),
  keyword: z.string().max(200).optional(),
  /** exactSearchFlag: the name equals the keyword instead of the keyword search. */
  exact: z.boolean().optional(),
  filters: pageSchema.shape.filters,
  sort: pageSchema.shape.sort,
  scope: pageSchema.shape.scope,
  ...readerSettings,
});

export type RecordPrintRequest = z.infer<typeof recordPrintSchema>;
export type TablePrintRequestBody = z.infer<typeof tablePrintSchema>;
