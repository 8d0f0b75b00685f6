import type { z } from 'zod';
import type { printDocumentSchema } from '../contracts/printing.js';

/**
 * What a printed page and its PDF show, as data: its schema is the print
 * calls' contract (contracts/printing.ts); these are its parts' types.
 */
export type PrintDocument = z.infer<typeof printDocumentSchema>;
export type PrintKind = PrintDocument['kind'];
export type PrintSection = PrintDocument['sections'][number];
export type PrintField = PrintSection['fields'][number];
export type PrintTable = NonNullable<PrintDocument['table']>;
export type PrintColumn = PrintTable['columns'][number];
export type PrintTotal = PrintDocument['totals'][number];
/** Who sells (the organisation) and who buys, as a quotation or invoice prints them. */
export type PrintParty = NonNullable<PrintDocument['parties']>['seller'];

/** A file name for the PDF: the title's letters and digits, never a path or a header-breaking character. */
export function printFileName(document: Pick<PrintDocument, 'heading' | 'title'>): string {
  const base = `${document.heading} ${document.title}`
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'print'}.pdf`;
}
