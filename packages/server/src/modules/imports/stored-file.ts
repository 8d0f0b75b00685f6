import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, type ImportEncoding } from '@vela/core';
import chardet from 'chardet';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError, badRequest } from '../../http/envelope.js';
import { csvRows, RecordTooLong, UnclosedQuote } from './csv-rows.js';

/** An uploaded file as stored for its import: where, what it is, its header, row count and first rows. */
export interface StoredImportFile {
  /** Relative to the data folder. */
  filePath: string;
  format: 'csv' | 'xlsx';
  encoding: string;
  delimiter: string;
  columns: string[];
  rowCount: number;
  preview: string[][];
  /** The byte its first data row starts at (CSV; 0 for XLSX, read from its start). */
  dataOffset: number;
}

/** The longest cell taken: a bigger one is a broken file or an attack, not data. */
export const MAX_CELL_CHARS = 1_000_000;
const DELIMITERS = [',', ';', '\t', '|'];
/** Bytes read to guess a legacy encoding and the delimiter. */
const SAMPLE_BYTES = 1024 * 1024;

/** Where an organisation's imports keep their files, relative to the data folder. */
export function importFileKey(orgId: string, importId: string, format: 'csv' | 'xlsx'): string {
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(orgId) || !/^[0-9A-Za-z_-]{1,64}$/.test(importId))
    throw new Error('unexpected organisation or import id');
  return path.join('imports', orgId, `${importId}.${format}`);
}

export function importFilePath(dataDir: string, key: string): string {
  return path.join(dataDir, key);
}

/** Drops a stored import file (a refused upload, a cleared import); a missing one is fine. */
export async function removeImportFile(dataDir: string, key: string): Promise<void> {
  if (key !== '') await rm(importFilePath(dataDir, key), { force: true });
}

/** A place to stream an upload to: `<data>/imports/<org>/tmp-<id>`, kept by `storeImportFile` or dropped. */
export async function importUploadTarget(dataDir: string, orgId: string, importId: string): Promise<string> {
  const key = importFileKey(orgId, importId, 'csv');
  const folder = path.dirname(importFilePath(dataDir, key));
  await mkdir(folder, { recursive: true });
  return path.join(folder, `tmp-${importId}`);
}

/**
 * Step 1 for a file already streamed to `uploaded` (the raw upload, or the JSON call's bytes written out):
 * what it is (XLSX by its zip signature, else text), its encoding (a byte-order mark, else valid UTF-8 over
 * the whole file, else chardet's guess on its first megabyte) and delimiter, then one streamed pass over
 * every row that counts them and refuses what cannot be imported, naming the row. A text file in another
 * encoding is rewritten as UTF-8 once (streamed), so the job and a resumed job read it by byte offsets.
 * On a refusal nothing is kept.
 */
export async function storeImportFile(
  dataDir: string,
  ids: { orgId: string; importId: string },
  uploaded: string,
  fileName: string,
  chosen: ImportEncoding = '',
): Promise<StoredImportFile> {
  const kept: string[] = [uploaded];
  try {
    const size = (await stat(uploaded)).size;
    if (size === 0) throw badRequest('The file is empty');
    const head = await readHead(uploaded, SAMPLE_BYTES);
    const lower = fileName.toLowerCase();
    const isZip = head[0] === 0x50 && head[1] === 0x4b;
    if (lower.endsWith('.xlsx') || isZip) {
      if (!isZip) throw badRequest(`${fileName} is not an XLSX workbook`);
      const key = importFileKey(ids.orgId, ids.importId, 'xlsx');
      const target = importFilePath(dataDir, key);
      await rename(uploaded, target);
      kept.push(target);
      const found = await inspectWorkbook(target);
      kept.length = 0;
      return { filePath: key, format: 'xlsx', encoding: '', delimiter: '', dataOffset: 0, ...found };
    }
    if (lower.endsWith('.xls') || !/\.(csv|txt|tsv)$/.test(lower)) {
      throw badRequest(`${fileName} is not a CSV or XLSX file`);
    }
    const key = importFileKey(ids.orgId, ids.importId, 'csv');
    const target = importFilePath(dataDir, key);
    kept.push(target);
    const { encoding, skip } = await detectEncoding(uploaded, head, chosen);
    if (encoding === 'UTF-8') await rename(uploaded, target);
    else {
      await pipeline(
        createReadStream(uploaded, { start: skip }),
        iconv.decodeStream(encoding),
        iconv.encodeStream('utf8'),
        createWriteStream(target),
      );
      await rm(uploaded, { force: true });
    }
    const start = encoding === 'UTF-8' ? skip : 0;
    let sample = (await readHead(target, SAMPLE_BYTES, start)).toString('utf8');
    if (sample.includes('\u0000')) throw badRequest(`${fileName} is not a text file (it holds binary data)`);
    if (!sample.includes('\n') && sample.includes('\r')) {
      // Lines ended by CR alone (classic Mac OS, old Excel for Mac "CSV (Macintosh)"): rewritten with LF once,
      // byte for byte, so the job and a resumed job read it as any other file at the same offsets.
      kept.push(`${target}.lf`);
      await pipeline(createReadStream(target), crToLf(), createWriteStream(`${target}.lf`));
      await rename(`${target}.lf`, target);
      sample = sample.replaceAll('\r', '\n');
    }
    const lastLine = Math.max(sample.lastIndexOf('\n'), sample.lastIndexOf('\r'));
    const guessed = Papa.parse<string[]>(lastLine > 0 ? sample.slice(0, lastLine) : sample, {
      delimiter: '',
      delimitersToGuess: DELIMITERS,
      // A blank line (which the reader passes over) must not make every delimiter look inconsistent.
      skipEmptyLines: 'greedy',
      preview: 100,
    });
    const delimiter = guessed.meta.delimiter || ',';
    const found = await inspectCsv(target, { from: start, delimiter }, fileName);
    kept.length = 0;
    return { filePath: key, format: 'csv', encoding, delimiter, ...found };
  } finally {
    await Promise.all(kept.map((file) => rm(file, { force: true })));
  }
}

/** Every CR byte made an LF (a CR is never part of a multi-byte UTF-8 character, so text is kept). */
function crToLf(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out = Buffer.from(chunk);
      for (let index = out.indexOf(0x0d); index >= 0; index = out.indexOf(0x0d, index + 1)) out[index] = 0x0a;
      done(null, out);
    },
  });
}

async function readHead(file: string, bytes: number, from = 0): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, from);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function detectEncoding(
  file: string,
  head: Buffer,
  chosen: ImportEncoding,
): Promise<{ encoding: string; skip: number }> {
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  if (chosen !== '') return { encoding: chosen === 'UTF-8' ? 'UTF-8' : chosen, skip: bom ? 3 : 0 };
  if (bom) return { encoding: 'UTF-8', skip: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'UTF-16LE', skip: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'UTF-16BE', skip: 2 };
  if (await isUtf8(file)) return { encoding: 'UTF-8', skip: 0 };
  // Not UTF-8: a legacy encoding, which only a statistical guess can tell.
  return { encoding: normaliseEncoding(chardet.detect(head)), skip: 0 };
}

/** Whether the whole file is valid UTF-8 (streamed through a fatal decoder). */
async function isUtf8(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>)
      decoder.decode(chunk, { stream: true });
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
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

/** The header checked, then every row counted and checked, streamed. */
async function inspectCsv(
  file: string,
  options: { from: number; delimiter: string },
  fileName: string,
): Promise<Pick<StoredImportFile, 'columns' | 'rowCount' | 'preview' | 'dataOffset'>> {
  let columns: string[] | null = null;
  let dataOffset = options.from;
  let rowCount = 0;
  const preview: string[][] = [];
  try {
    for await (const { cells, end } of csvRows(file, options)) {
      if (columns === null) {
        columns = headerOf(cells);
        dataOffset = end;
        continue;
      }
      rowCount += 1;
      checkRow(cells, rowCount + 1, fileName);
      if (rowCount > IMPORT_MAX_ROWS) checkedTable(columns, rowCount);
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(cells);
    }
  } catch (error) {
    if (error instanceof UnclosedQuote || (error instanceof RecordTooLong && error.quoted))
      throw badRequest(`Row ${rowCount + 2}: a quoted value is not closed (Unclosed quote)`);
    if (error instanceof RecordTooLong)
      throw badRequest(`Row ${rowCount + 2}: the row is longer than 16 MB; is the file a CSV file?`);
    throw error;
  }
  return { columns: checkedTable(columns, rowCount), rowCount, preview, dataOffset };
}

/** The first sheet's rows, streamed (ExcelJS's streaming reader: shared strings cached, rows not kept). */
export async function* workbookRows(file: string): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column += 1)
        cells.push(cellText(values[column] as ExcelJS.CellValue));
      if (cells.some((cell) => cell.trim() !== '')) yield cells;
    }
    // The first sheet only.
    return;
  }
}

async function inspectWorkbook(
  file: string,
): Promise<Pick<StoredImportFile, 'columns' | 'rowCount' | 'preview'>> {
  let columns: string[] | null = null;
  let rowCount = 0;
  const preview: string[][] = [];
  try {
    for await (const cells of workbookRows(file)) {
      if (columns === null) {
        columns = headerOf(cells);
        continue;
      }
      rowCount += 1;
      checkRow(cells, rowCount + 1, file);
      if (rowCount > IMPORT_MAX_ROWS) checkedTable(columns, rowCount);
      if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(cells);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('The file could not be read as an XLSX workbook');
  }
  if (columns === null) throw badRequest('The workbook has no sheet, or its first sheet is empty');
  return { columns: checkedTable(columns, rowCount), rowCount, preview };
}

function headerOf(cells: readonly string[]): string[] {
  const columns = cells.map((cell) => cell.trim());
  // Cells after the last named one (a sheet's formatted but empty columns) are no columns.
  while (columns.length > 0 && columns[columns.length - 1] === '') columns.pop();
  const blank = columns.indexOf('');
  if (blank >= 0)
    throw badRequest(`Row 1: column ${blank + 1} has no name; the first row must name every column`);
  const seen = new Set<string>();
  for (const column of columns) {
    const key = column.toLowerCase();
    if (seen.has(key)) throw badRequest(`Row 1: the column "${column}" appears twice`);
    seen.add(key);
  }
  return columns;
}

function checkRow(cells: readonly string[], row: number, fileName: string): void {
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] as string;
    if (cell.length > MAX_CELL_CHARS)
      throw badRequest(
        `Row ${row}: the value in column ${index + 1} is longer than ${MAX_CELL_CHARS} characters`,
      );
    if (cell.includes('\u0000')) throw badRequest(`${fileName} is not a text file (it holds binary data)`);
  }
}

function checkedTable(columns: string[] | null, rowCount: number): string[] {
  if (columns === null || columns.length === 0) throw badRequest('The file holds no rows');
  if (rowCount === 0) throw badRequest('The file has a header row but no data rows');
  if (rowCount > IMPORT_MAX_ROWS) {
    throw badRequest(`The file has ${rowCount} rows; one import takes at most ${IMPORT_MAX_ROWS}`);
  }
  return columns;
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
    return '';
  }
  return String(value);
}

/** Writes bytes already in memory (the JSON upload call) where an upload is streamed to. */
export async function writeUploadBytes(target: string, bytes: Buffer): Promise<void> {
  await pipeline(Readable.from([bytes]), createWriteStream(target));
}
