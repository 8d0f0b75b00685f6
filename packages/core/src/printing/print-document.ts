import type { PrintTemplatePart } from './print-template.js';
/**
 * What a printed page and its PDF show, as data: the server builds it from
 * records the caller may read (hidden fields already left out) and both the
 * web's print pages and the server's PDF draw exactly this, so the paper and
 * the screen never disagree.
 */
export type PrintKind = 'detail' | 'quotation' | 'invoice' | 'table';

export interface PrintField {
  label: string;
  text: string;
}

export interface PrintSection {
  title: string;
  fields: PrintField[];
}

export interface PrintColumn {
  key: string;
  label: string;
  align: 'start' | 'end';
}

export interface PrintTable {
  columns: PrintColumn[];
  /** One text per column, in the columns' order. */
  rows: string[][];
}

export interface PrintTotal {
  key: 'subtotal' | 'discount' | 'tax' | 'total';
  label: string;
  text: string;
}

/** Who sells (the organisation) and who buys, as a quotation or invoice prints them. */
export interface PrintParty {
  key: 'seller' | 'billTo' | 'shipTo';
  /** The block's heading in the reader's language ("Bill to" …); the seller's is its name. */
  label: string;
  /** The name, then the address lines, then tax id, e-mail, phone as printed. */
  lines: string[];
}

export interface PrintDocument {
  kind: PrintKind;
  /** The object's label (Quote, Invoice …) or, for a table, the view's object. */
  heading: string;
  /** The record's name, or the list view's name. */
  title: string;
  /**
   * What the reader refers to it by: a quotation's or invoice's number, the
   * object's api name for a table, the record's id for a detail print.
   */
  reference: string;
  /** When the server put it together (ISO), shown as "Printed …". */
  printedAt: string;
  /** The IANA zone its times are printed in (the reader's): the page and the PDF print the same time. */
  timeZone?: string;
  sections: PrintSection[];
  /** Quotation and invoice: the product lines; table: the list view's rows. */
  table: PrintTable | null;
  totals: PrintTotal[];
  /** A printed list: which page, and the rows it holds (1-based, both ends; last < first when empty). */
  page: { number: number; first: number; last: number } | null;
  /**
   * A printed list searched by keyword whose matches reached the bound a list
   * sorts among: the bound. The rows are sorted among that many matches, and
   * the paper says so, as the table on screen does. Absent otherwise.
   */
  searchBound?: number;
  /**
   * A quotation or invoice: the seller (the organisation, with its logo)
   * and the customer's bill-to and ship-to blocks. Absent on other prints.
   */
  parties?: {
    seller: PrintParty;
    logo: string;
    billTo: PrintParty;
    shipTo: PrintParty;
  };
  /** A quotation's or invoice's terms (the template's, else the organisation's); blank when none. */
  terms?: string;
  /**
   * A quotation or invoice printed with an administrator's template: the parts
   * in their order, and the template's texts and logo. Absent: the built-in
   * order (header, fields, lines, totals) with no texts of its own.
   */
  template?: {
    parts: PrintTemplatePart[];
    headerText: string;
    terms: string;
    logo: string;
  };
}

/** A file name for the PDF: the title's letters and digits, never a path or a header-breaking character. */
export function printFileName(document: Pick<PrintDocument, 'heading' | 'title'>): string {
  const base = `${document.heading} ${document.title}`
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'print'}.pdf`;
}
