import { computeLine } from '../product-lines/line-amounts.js';
import { computeRecordTotals } from '../product-lines/record-totals.js';
import type { PrintColumn, PrintTable, PrintTotal } from './print-document.js';
import {
  type PrintableField,
  type PrintLocale,
  type PrintWords,
  printAlign,
  printFieldText,
  printMoney,
} from './print-text.js';

/** The line fields a quotation or invoice prints, in this order, when the reader may see them. */
export const PRINTED_LINE_FIELDS = [
  'product',
  'qty',
  'listprice',
  'discount',
  'discountamount',
  'tax',
  'amount',
] as const;

/** What the totals need of each line: without one of these the totals would reveal a hidden field. */
const TOTAL_INPUTS = [
  'qty',
  'listprice',
  'discount',
  'discountamount',
  'selectdiscount',
  'customerdiscount',
  'tax',
  'ratetype',
  'amount',
];

export interface TotalWords extends PrintWords {
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  page: string;
  rows: string;
  printed: string;
  /** The note of a list whose keyword search reached its bound; `{limit}` stands for the bound. */
  searchBounded: string;
  /** A quotation's or invoice's customer blocks, the seller's tax id label and the terms' heading. */
  billTo: string;
  shipTo: string;
  taxId: string;
  terms: string;
}

export const ENGLISH_TOTAL_WORDS: TotalWords = {
  yes: 'Yes',
  no: 'No',
  noAccess: 'No access',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  page: 'Page',
  rows: 'Rows',
  printed: 'Printed',
  searchBounded: 'Sorted among the first {limit} matches: refine the search to reach the others',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  taxId: 'Tax ID',
  terms: 'Terms',
};

export interface PrintedLines {
  table: PrintTable;
  totals: PrintTotal[];
}

/**
 * The product-line table and the totals under it. `fields` are the line
 * object's fields the reader may see (hidden ones already left out): a hidden
 * field is neither a column nor an input of a printed total. The totals are
 * the core's own (computeLine, computeRecordTotals): the sums of the lines'
 * rounded figures, the same the save stored.
 */
export function printProductLines(
  lines: ReadonlyArray<Record<string, unknown>>,
  fields: readonly PrintableField[],
  locale: PrintLocale,
  currency: string | undefined,
  words: TotalWords = ENGLISH_TOTAL_WORDS,
  recordTotal?: number | null,
): PrintedLines {
  const byApi = new Map(fields.map((field) => [field.apiname.toLowerCase(), field]));
  const shown = PRINTED_LINE_FIELDS.flatMap((api) => {
    const field = byApi.get(api);
    return field ? [field] : [];
  });
  const columns: PrintColumn[] = shown.map((field) => ({
    key: field.apiname,
    label: field.fieldLabel,
    align: api(field) === 'product' ? 'start' : printAlign(field.fieldType),
  }));
  const computable = TOTAL_INPUTS.every((input) => byApi.has(input));
  const rows = lines.map((line) => {
    const printed = computable ? asPrinted(line) : line;
    return shown.map((field) =>
      printFieldText({ ...field, value: undefined }, { currency, ...printed }, locale, words),
    );
  });
  const money = (value: number) => printMoney(value, locale, currency);
  const totals: PrintTotal[] = [];
  if (computable) {
    const amounts = lines.flatMap((line) => {
      const outcome = computeLine(line);
      return outcome.ok ? [outcome.line] : [];
    });
    const sums = computeRecordTotals(amounts);
    totals.push(
      { key: 'subtotal', label: words.subtotal, text: money(sums.subtotal) },
      { key: 'discount', label: words.discount, text: money(sums.discount) },
      { key: 'tax', label: words.tax, text: money(sums.tax) },
      { key: 'total', label: words.total, text: money(sums.total) },
    );
  } else if (recordTotal !== undefined && recordTotal !== null) {
    totals.push({ key: 'total', label: words.total, text: money(recordTotal) });
  }
  return { table: { columns, rows }, totals };
}

/**
 * A line as a customer reads it: its discount is everything taken off the line — the line discount and
 * the customer discount, as an amount and as a percent of qty × price — and its amount the computed one,
 * so the discount column adds up to the Discount total and the amounts to the Total (the stored discount
 * fields alone printed "0%" for a customer discount the totals included).
 */
function asPrinted(line: Record<string, unknown>): Record<string, unknown> {
  const outcome = computeLine(line);
  if (!outcome.ok) return line;
  const computed = outcome.line;
  const off = computed.discountamount + computed.customerdiscountamount;
  const percent = computed.subtotal === 0 ? 0 : Math.round((off / computed.subtotal) * 10_000) / 100;
  return {
    ...line,
    qty: computed.qty,
    listprice: computed.listprice,
    discount: percent,
    discountamount: Math.round(off * 100) / 100,
    tax: computed.tax,
    amount: computed.amount,
  };
}

function api(field: PrintableField): string {
  return field.apiname.toLowerCase();
}
