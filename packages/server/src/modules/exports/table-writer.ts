import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The one streaming table writer (issue 21): whole-object exports, list-view
 * exports and report exports hand it columns and an async stream of rows and
 * it writes CSV or XLSX into a stream at constant memory: rows are written as
 * they come, with back-pressure; for XLSX, ExcelJS's streaming WorkbookWriter
 * makes the file (header, styles, zip) and the data rows go into its sheet
 * stream as XML.
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

/** Column letters of the first `count` columns: A…Z, AA…ZZ, AAA… */
function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    let letters = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
      letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
  });
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids, removed.
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text as XML character data: markup escaped, and the control characters XML 1.0 forbids dropped (as ExcelJS does). */
export function xmlText(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Days since 1899-12-30, the spreadsheet's date serial (1900 date system, as ExcelJS writes). */
const excelSerial = (date: Date) => 25569 + date.getTime() / 86_400_000;

/**
 * One data row's XML, cell for cell what ExcelJS writes for it (a number or date as `<v>` with its column's
 * format, yes/no as `t="b"`, text as `t="str"`, empty cells left out), built as one string: ExcelJS's own
 * row objects (a Row, a Cell and a value per cell, then a model and an XML renderer) were most of an
 * export's CPU, about 14 µs a row more (docs/BENCHMARKS.md, issue 19, h/reports2).
 */
export function xlsxRowXml(
  rowNumber: number,
  cells: readonly ExcelJS.CellValue[],
  letters: readonly string[],
  styleIds: readonly (number | undefined)[],
): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, index) => {
    if (value === null || value === undefined) return;
    const style = styleIds[index] ? ` s="${styleIds[index]}"` : '';
    const at = `<c r="${letters[index]}${rowNumber}"${style}`;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `${at}><v>${value}</v></c>`;
    } else if (typeof value === 'boolean') xml += `${at} t="b"><v>${value ? 1 : 0}</v></c>`;
    else if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) xml += `${at}><v>${excelSerial(value)}</v></c>`;
    } else xml += `${at} t="str"><v>${xmlText(String(value))}</v></c>`;
  });
  return `${xml}</row>`;
}

/** The part of ExcelJS's workbook writer the rows need: its style table, to number a column's format. */
interface WorkbookStyles {
  styles: { addStyleModel(model: Partial<ExcelJS.Style>, cellType: ExcelJS.ValueType): number };
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
  // The header row (ExcelJS's) opens the sheet's data; the rows after it are written as XML.
  sheet.getRow(1).commit();
  const { styles } = workbook as unknown as WorkbookStyles;
  const styleIds = columns.map((column) => {
    const numFmt = XLSX_FORMATS[column.kind];
    if (!numFmt) return undefined;
    const dated = column.kind === 'date' || column.kind === 'datetime';
    return styles.addStyleModel({ numFmt }, dated ? ExcelJS.ValueType.Date : ExcelJS.ValueType.Number);
  });
  const letters = columnLetters(columns.length);
  // The sheet's stream (ExcelJS's StreamBuf) gathers the XML into 64 KB buffers for the zip.
  const sheetStream = (sheet as unknown as { stream: { write(text: string): void } }).stream;
  let count = 0;
  let pending = '';
  for await (const row of rows) {
    count += 1;
    const cells = row.map((cell, index) => xlsxCell(columns[index] as TableColumn, cell));
    pending += xlsxRowXml(count + 1, cells, letters, styleIds);
    if (count % XLSX_PRESSURE_EVERY === 0) {
      sheetStream.write(pending);
      pending = '';
      await zipCaughtUp(sheet);
    }
  }
  if (pending) sheetStream.write(pending);
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
