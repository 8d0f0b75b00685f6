import { PassThrough, Readable } from 'node:stream';
import { EXPORT_ROW_LIMIT } from '@vela/core';
import ExcelJS from 'exceljs';
import type { CurrentUser } from '../../http/current-user.js';
import { recordAuditEvent } from '../access/index.js';
import { isLookupType, type MetadataSnapshot } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import type { RecordValues } from '../records/index.js';
import { type ListQuestion, readListPage } from './list-query.js';
import type { SortOrder } from './view-store.js';

/** Rows read per database round trip while a file streams out. */
const EXPORT_CHUNK = 1000;
// Past EXPORT_ROW_LIMIT rows an export stops: the audit log records where, and the list warns the person
// before the download when its count is larger (the rule lives in @vela/core).

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportColumn {
  apiName: string;
  label: string;
  type: string;
}

export interface ExportRequest {
  format: ExportFormat;
  fileStem: string;
  columns: readonly ExportColumn[];
  sort: { field: string; order: SortOrder };
  /** For the audit log: the view and its question as asked. */
  detail: Record<string, unknown>;
}

type Cell = string | number | boolean | null;

/** An export under way: the file's stream, and what the list would say about it. */
export interface ListExport {
  stream: Readable;
  /**
   * A keyword search that reached the bound of matches a list sorts among
   * (KEYWORD_CANDIDATE_LIMIT): the file holds those matches only, as the
   * table does, and the answer says so. Null otherwise.
   */
  keywordBound: number | null;
}

/** A value as the table shows it: lookups by name, multi-values joined, numbers as numbers. */
export function exportCell(column: ExportColumn, row: RecordValues): Cell {
  if (isLookupType(column.type)) {
    const names = String(row[`${column.apiName}ccname`] ?? '');
    return names.split(';').filter(Boolean).join(', ');
  }
  const value = row[column.apiName];
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'B':
      return value === true || value === 1 || value === '1';
    case 'N':
    case 'c':
    case 'P': {
      const number = Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'Q':
      return String(value).split(';').join(', ');
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/** A CSV field: quoted when it must be, and text a spreadsheet would run as a formula made inert. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An XLSX text cell that would start a formula in a spreadsheet is made inert the same way. */
function xlsxCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell;
}

type PageReader = (cursor: string | undefined) => ReturnType<typeof readListPage>;

/** The question's rows, page after page by keyset, never all in memory at once. */
async function* exportRows(
  readPage: PageReader,
  first: Awaited<ReturnType<typeof readListPage>>,
  columns: readonly ExportColumn[],
  tally: { rows: number; truncated: boolean },
): AsyncGenerator<Cell[]> {
  let page = first;
  for (;;) {
    for (const row of page.rows) {
      if (tally.rows >= EXPORT_ROW_LIMIT) {
        tally.truncated = true;
        return;
      }
      tally.rows += 1;
      yield columns.map((column) => exportCell(column, row));
    }
    if (!page.nextCursor) return;
    page = await readPage(page.nextCursor);
  }
}

async function* csvChunks(rows: AsyncGenerator<Cell[]>, columns: readonly ExportColumn[]) {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${columns.map((column) => csvField(column.label)).join(',')}\r\n`;
  let buffer = '';
  for await (const row of rows) {
    buffer += `${row.map(csvField).join(',')}\r\n`;
    if (buffer.length > 64_000) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

async function writeXlsx(rows: AsyncGenerator<Cell[]>, columns: readonly ExportColumn[], out: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.apiName,
    width: Math.min(Math.max(column.label.length + 4, 12), 48),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams the list question's rows as CSV or XLSX: the columns the user sees,
 * in their order, in the list's sort, through the same access and filters as
 * the table (hidden fields never reach the file). When the stream ends, or
 * breaks, the export goes to the access audit log with its row count.
 */
export async function streamListExport(
  context: ModuleContext,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  question: ListQuestion,
  request: ExportRequest,
): Promise<ListExport> {
  const readPage: PageReader = (cursor) =>
    readListPage(context, user, snapshot, question, {
      sort: request.sort,
      pageSize: EXPORT_CHUNK,
      cursor,
      columns: request.columns.map((column) => column.apiName),
    });
  // The first page is read before anything is sent, so a bad question is a clear error, not a broken file.
  const first = await readPage(undefined);
  const keywordBound = first.keywordCandidates?.reached ? first.keywordCandidates.limit : null;
  const tally = { rows: 0, truncated: false };
  const rows = exportRows(readPage, first, request.columns, tally);
  const audit = (failed: boolean) =>
    recordAuditEvent(context.database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'export',
      target: `${request.fileStem}.${request.format}`,
      detail: {
        object: question.object.apiName,
        format: request.format,
        rows: tally.rows,
        columns: request.columns.map((column) => column.apiName),
        ...request.detail,
        ...(tally.truncated ? { truncatedAt: EXPORT_ROW_LIMIT } : {}),
        ...(keywordBound !== null ? { keywordBound } : {}),
        ...(failed ? { failed: true } : {}),
      },
    });
  if (request.format === 'csv') {
    const source = csvChunks(rows, request.columns);
    const stream = Readable.from(
      (async function* audited() {
        let failed = true;
        try {
          yield* source;
          failed = false;
        } finally {
          await audit(failed);
        }
      })(),
      { objectMode: false },
    );
    return { stream, keywordBound };
  }
  // The workbook writes into its own stream; the answer ends only once the export is in the audit log.
  const out = new PassThrough();
  const book = new PassThrough();
  book.pipe(out, { end: false });
  const written = new Promise<void>((resolve, reject) => {
    book.on('end', resolve);
    book.on('error', reject);
  });
  writeXlsx(rows, request.columns, book)
    .then(() => written)
    .then(
      async () => {
        await audit(false);
        out.end();
      },
      async (error: unknown) => {
        await audit(true).catch(() => undefined);
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  return { stream: out, keywordBound };
}
