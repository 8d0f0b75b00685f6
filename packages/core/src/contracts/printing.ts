import { z } from 'zod';
import type { ENGLISH_TOTAL_WORDS } from '../printing/print-lines.js';
import { MAX_PRINT_PAGE_NUMBER, MAX_PRINT_PAGE_SIZE } from '../printing/print-params.js';
import { PRINT_TEMPLATE_KINDS, PRINT_TEMPLATE_PARTS } from '../printing/print-template.js';
import { defineCall } from './call-contract.js';
import { pageSchema } from './list-views.js';

/**
 * The printing calls (spec 1 §2.1 pdfViewDetail, §2.3 print-quotation, §2.6
 * print-invoices, print-table, print-detail): the print document as JSON for
 * the print pages, and the print templates. The PDF downloads take the same
 * requests and answer files.
 */
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

export const PRINT_KINDS = ['detail', 'quotation', 'invoice', 'table', 'letters'] as const;

/** Who sells (the organisation) or buys, as a quotation or invoice prints them. */
const printPartySchema = z.object({
  key: z.enum(['seller', 'billTo', 'shipTo']),
  /** The block's heading in the reader's language ("Bill to" …); the seller's is its name. */
  label: z.string(),
  /** The name, then the address lines, then tax id, e-mail, phone as printed. */
  lines: z.array(z.string()),
});

/**
 * What a printed page and its PDF show, as data: the server builds it from
 * records the caller may read (hidden fields already left out) and both the
 * web's print pages and the server's PDF draw exactly this.
 */
export const printDocumentSchema = z.object({
  kind: z.enum(PRINT_KINDS),
  /** The object's label (Quote, Invoice …) or, for a table, the view's object. */
  heading: z.string(),
  /** The record's name, or the list view's name. */
  title: z.string(),
  /**
   * What the reader refers to it by: a quotation's or invoice's number, the
   * object's api name for a table, the record's id for a detail print.
   */
  reference: z.string(),
  /** When the server put it together (ISO), shown as "Printed …". */
  printedAt: z.string(),
  /** The IANA zone its times are printed in (the reader's): the page and the PDF print the same time. */
  timeZone: z.string().optional(),
  sections: z.array(
    z.object({ title: z.string(), fields: z.array(z.object({ label: z.string(), text: z.string() })) }),
  ),
  /** Quotation and invoice: the product lines; table: the list view's rows. */
  table: z
    .object({
      columns: z.array(z.object({ key: z.string(), label: z.string(), align: z.enum(['start', 'end']) })),
      /** One text per column, in the columns' order. */
      rows: z.array(z.array(z.string())),
    })
    .nullable(),
  totals: z.array(
    z.object({
      key: z.enum(['subtotal', 'discount', 'tax', 'total']),
      label: z.string(),
      text: z.string(),
    }),
  ),
  /** A printed list: which page, and the rows it holds (1-based, both ends; last < first when empty). */
  page: z.object({ number: z.number().int(), first: z.number().int(), last: z.number().int() }).nullable(),
  /**
   * A printed list searched by keyword whose matches reached the bound a list
   * sorts among: the bound. The rows are sorted among that many matches, and
   * the paper says so, as the table on screen does. Absent otherwise.
   */
  searchBound: z.number().int().optional(),
  /**
   * A quotation or invoice: the seller (the organisation, with its logo)
   * and the customer's bill-to and ship-to blocks. Absent on other prints.
   */
  parties: z
    .object({
      seller: printPartySchema,
      logo: z.string(),
      billTo: printPartySchema,
      shipTo: printPartySchema,
    })
    .optional(),
  /** A quotation's or invoice's terms (the template's, else the organisation's); blank when none. */
  terms: z.string().optional(),
  /** A mail merge (kind letters): each record's filled template, a page each, instead of the parts. */
  letters: z.array(z.object({ title: z.string(), text: z.string() })).optional(),
  /**
   * A quotation or invoice printed with an administrator's template: the parts
   * in their order, and the template's texts and logo. Absent: the built-in
   * order (header, fields, lines, totals) with no texts of its own.
   */
  template: z
    .object({
      parts: z.array(z.enum(PRINT_TEMPLATE_PARTS)),
      headerText: z.string(),
      terms: z.string(),
      logo: z.string(),
    })
    .optional(),
});

export const printTemplateDesignSchema = z.object({
  name: z.string(),
  /** The parts that print, in this order; a part left out does not print. */
  parts: z.array(z.enum(PRINT_TEMPLATE_PARTS)),
  /** Text under the title (the seller's address, a greeting …). */
  headerText: z.string(),
  /** A PNG or JPEG as a data: URL, or '' for none. */
  logo: z.string(),
  /** Terms and conditions at the end. */
  terms: z.string(),
  /** The record's fields to print, in order; empty prints the layout's sections. */
  fields: z.array(z.string()),
  /** The product-line columns to print, in order; empty prints them all. */
  lineColumns: z.array(z.string()),
});

export const storedPrintTemplateSchema = z.object({
  id: z.string(),
  kind: z.enum(PRINT_TEMPLATE_KINDS),
  active: z.boolean(),
  design: printTemplateDesignSchema,
  updatedAt: z.string(),
});
/** A stored print template. */
export type StoredPrintTemplate = z.infer<typeof storedPrintTemplateSchema>;

export const getPrintDocumentContract = defineCall({
  path: '/print/getPrintDocument',
  summary: 'A record for paper: detail by layout sections, or a quotation or invoice with its product lines',
  request: recordPrintSchema,
  response: printDocumentSchema,
});

export const getPrintTableContract = defineCall({
  path: '/print/getPrintTable',
  summary: "One page of a list view for paper: the list page's own question (view, filters, keyword, sort)",
  request: tablePrintSchema,
  response: printDocumentSchema,
});

export const listPrintTemplatesContract = defineCall({
  path: '/print/listTemplates',
  summary: "The organisation's print templates of a kind (quotation, invoice), the active one marked",
  request: z.strictObject({ kind: z.enum(PRINT_TEMPLATE_KINDS) }),
  response: z.array(storedPrintTemplateSchema),
});

export const savePrintTemplateContract = defineCall({
  path: '/print/saveTemplate',
  summary:
    'Create or change a print template (administrators); the design is checked by core checkPrintDesign',
  request: z.strictObject({
    id: z.string().min(1).max(64).optional(),
    kind: z.enum(PRINT_TEMPLATE_KINDS),
    active: z.boolean(),
    design: z.record(z.string(), z.unknown()),
  }),
  response: storedPrintTemplateSchema,
});
