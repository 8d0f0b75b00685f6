import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The one streaming table writer (issue 21): whole-object exports, list-view
 * exports and report exports hand it columns and an async stream of rows and
 * it writes CSV or XLSX into a stream at constant memory: rows are written as
 * they come, with back-pressure, and ExcelJS's streaming WorkbookWriter commits
 * each row as soon as it is added.
 */
export type TableFormat = 'csv' | 'xlsx';

/** How a column's values are written: XLSX gets real numbers and dates with a display format. */
export type TableCellKind = 'text' | 'number' | 'currency' | 'percent' | 'date' | 'datetime' | 'boolean';

export interface TableColumn {
  key: string;
  label: string;
  kind: TableCellKind;
}

export type TableCell = string | number | boolean | null;

export const TABLE_CONTENT_TYPES: Readonly<Record<TableFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Buffered CSV text is handed on past this size: few writes, small buffer. */
const CSV_CHUNK_CHARS = 64_000;

const XLSX_FORMATS: Partial<Record<TableCellKind, string>> = {
  currency: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab or return first) gets a leading apostrophe, so a
 * file opened in Excel never executes what a record's text smuggled in (CSV injection). Numbers written as
 * text ("-12.5") stay as they are.
 */
export function neutraliseFormula(text: string): string {
  if (/^[-+]?\d+([.,]\d+)*$/.test(text.trim())) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV field: quoted when it must be, and text that would start a formula made inert. */
export function csvField(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (typeof cell === 'number') return String(cell);
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A stored date ('YYYY-MM-DD') or date and time (ISO-8601, or 'YYYY-MM-DD HH:mm:ss' read as UTC) as a Date. */
function asDate(text: string, kind: 'date' | 'datetime'): Date | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text.trim(),
    );
  if (!match) return null;
  if (kind === 'date' || match[4] === undefined) {
    return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  const date = new Date(match[7] ? text.trim().replace(' ', 'T') : `${text.trim().replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An XLSX cell: numbers and dates as such (the sheet formats them), text made inert like CSV's. */
export function xlsxCell(column: TableColumn, cell: TableCell): ExcelJS.CellValue {
  if (cell === null) return null;
  if (typeof cell === 'string') {
    if (column.kind === 'date' || column.kind === 'datetime') return asDate(cell, column.kind) ?? cell;
    return neutraliseFormula(cell);
  }
  return cell;
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function writeCsv(
  columns: readonly TableColumn[],
  rows: AsyncIterable<readonly TableCell[]>,
  out: Writable,
): Promise<number> {
  let count = 0;
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  let buffer = `\uFEFF${columns.map((column) => csvField(column.label)).join(',')}\r\n`;
  for await (const row of rows) {
    buffer += `${row.map(csvField).join(',')}\r\n`;
    count += 1;
    if (buffer.length > CSV_CHUNK_CHARS) {
      await write(out, buffer);
      buffer = '';
    }
  }
  if (buffer) await write(out, buffer);
  out.end();
  await once(out, 'finish');
  return count;
}

/** Rows written between two looks at the zip's back-pressure. */
const XLSX_PRESSURE_EVERY = 500;

/**
 * ExcelJS's sheet stream hands its XML to the zip's compressor without waiting for it (its write ignores
 * back-pressure), so rows read faster than they are compressed and sent piled up in memory: a million-row
 * report export grew past 400 MB. Waiting here until the compressor's input has drained (it drains as the
 * zip's output is taken by `out`) keeps the export in constant memory, as the CSV path already is.
 */
async function zipCaughtUp(sheet: object): Promise<void> {
  // `pipes` is the sheet stream's own list of the streams it writes into (ExcelJS's StreamBuf): archiver's
  // PassThrough from the readable-stream package, whose state says whether it wants a drain.
  type Pipe = Writable & { _writableState?: { needDrain?: boolean } };
  const stream = (sheet as { stream?: { pipes?: Pipe[] } }).stream;
  for (;;) {
    const full = (stream?.pipes ?? []).find(
      (pipe) => pipe.writableNeedDrain || pipe._writableState?.needDrain,
    );
    if (!full) return;
    await once(full, 'drain');
  }
}

async function writeXlsx(
  columns: readonly TableColumn[],
  rows: AsyncIterable<readonly TableCell[]>,
  out: Writable,
  sheetName: string,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Export');
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.min(Math.max(column.label.length + 4, column.kind === 'datetime' ? 20 : 12), 48),
    ...(XLSX_FORMATS[column.kind] ? { style: { numFmt: XLSX_FORMATS[column.kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(row.map((cell, index) => xlsxCell(columns[index] as TableColumn, cell))).commit();
    count += 1;
    if (count % XLSX_PRESSURE_EVERY === 0) await zipCaughtUp(sheet);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * Writes the table into `out` and ends it; answers the number of data rows once `out` has taken
 * everything. A failing row source rejects, and `out` is left for the caller to destroy.
 */
export function writeTable(
  format: TableFormat,
  columns: readonly TableColumn[],
  rows: AsyncIterable<readonly TableCell[]>,
  out: Writable,
  options: { sheetName?: string } = {},
): Promise<number> {
  return format === 'csv'
    ? writeCsv(columns, rows, out)
    : writeXlsx(columns, rows, out, options.sheetName ?? 'Export');
}
