import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, type ImportEncoding } from '@vela/core';
import chardet from 'chardet';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { badRequest } from '../../http/envelope.js';

/** An uploaded file read into a header and rows of text, with what was found about it. */
export interface ReadFile {
  format: 'csv' | 'xlsx';
  encoding: string;
  delimiter: string;
  columns: string[];
  rows: string[][];
}

/** The longest cell taken: a bigger one is a broken file or an attack, not data. */
const MAX_CELL_CHARS = 1_000_000;
const DELIMITERS = [',', ';', '\t', '|'];

/**
 * Step 1: what the file is (XLSX by its zip signature, else text), its
 * encoding (a byte-order mark, else valid UTF-8, else chardet's guess) and,
 * for text, its delimiter (papaparse's guess among , ; tab |). Every refusal
 * names the problem and, where there is one, the row.
 */
export async function readImportFile(
  fileName: string,
  bytes: Buffer,
  encoding: ImportEncoding = '',
): Promise<ReadFile> {
  if (bytes.length === 0) throw badRequest('The file is empty');
  if (bytes.length > IMPORT_MAX_FILE_BYTES) {
    throw badRequest(`The file is larger than ${Math.round(IMPORT_MAX_FILE_BYTES / 1024 / 1024)} MB`);
  }
  const lower = fileName.toLowerCase();
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (lower.endsWith('.xlsx') || isZip) {
    if (!isZip) throw badRequest(`${fileName} is not an XLSX workbook`);
    return withTable({ format: 'xlsx', encoding: '', delimiter: '' }, await readWorkbook(bytes));
  }
  if (lower.endsWith('.xls') || !/\.(csv|txt|tsv)$/.test(lower)) {
    throw badRequest(`${fileName} is not a CSV or XLSX file`);
  }
  const { text, encoding: found } = decodeText(bytes, encoding);
  if (text.includes('\u0000')) throw badRequest(`${fileName} is not a text file (it holds binary data)`);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw badRequest(`Row ${(broken.row ?? 0) + 1}: a quoted value is not closed (${broken.message})`);
  }
  return withTable({ format: 'csv', encoding: found, delimiter: parsed.meta.delimiter }, parsed.data);
}

function withTable(found: Omit<ReadFile, 'columns' | 'rows'>, table: string[][]): ReadFile {
  const [header, ...rows] = table;
  if (!header || header.every((cell) => cell.trim() === '')) throw badRequest('The file holds no rows');
  const columns = header.map((cell) => cell.trim());
  const blank = columns.indexOf('');
  if (blank >= 0)
    throw badRequest(`Row 1: column ${blank + 1} has no name; the first row must name every column`);
  const seen = new Set<string>();
  for (const column of columns) {
    const key = column.toLowerCase();
    if (seen.has(key)) throw badRequest(`Row 1: the column "${column}" appears twice`);
    seen.add(key);
  }
  if (rows.length === 0) throw badRequest('The file has a header row but no data rows');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw badRequest(`The file has ${rows.length} rows; one import takes at most ${IMPORT_MAX_ROWS}`);
  }
  for (const [index, row] of rows.entries()) {
    const huge = row.findIndex((cell) => cell.length > MAX_CELL_CHARS);
    if (huge >= 0) {
      throw badRequest(
        `Row ${index + 2}: the value in column ${huge + 1} is longer than ${MAX_CELL_CHARS} characters`,
      );
    }
  }
  return { ...found, columns, rows };
}

function decodeText(bytes: Buffer, chosen: ImportEncoding): { text: string; encoding: string } {
  if (chosen !== '') return { text: stripBom(iconv.decode(bytes, chosen)), encoding: chosen };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'UTF-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // Not UTF-8: a legacy encoding, which only a statistical guess can tell.
  }
  const guess = normaliseEncoding(chardet.detect(bytes));
  return { text: iconv.decode(bytes, guess), encoding: guess };
}

/** chardet's names as iconv-lite reads them; GB2312 and GBK are subsets of GB18030. */
function normaliseEncoding(name: string | null): string {
  if (!name) return 'ISO-8859-1';
  const upper = name.toUpperCase();
  if (upper === 'GB2312' || upper === 'GBK' || upper === 'GB18030') return 'GB18030';
  if (upper === 'SHIFT_JIS' || upper === 'SJIS') return 'Shift_JIS';
  if (upper === 'UTF-8' || upper === 'ASCII') return 'UTF-8';
  return iconv.encodingExists(name) ? name : 'ISO-8859-1';
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file could not be read as an XLSX workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet');
  const width = sheet.columnCount;
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) table.push(cells);
  });
  return table;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}
