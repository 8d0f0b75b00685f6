import type { Readable } from 'node:stream';
import { EXPORT_ROW_LIMIT } from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { recordAuditEvent } from '../access/index.js';
import {
  auditedStream,
  csvField,
  type RecordColumn,
  recordCell,
  type TableCell,
  tableColumnOf,
  writeTable,
} from '../exports/index.js';
import type { MetadataSnapshot } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { type ListQuestion, readListPage } from './list-query.js';
import type { SortOrder } from './view-store.js';

/** Rows read per database round trip while a file streams out. */
const EXPORT_CHUNK = 1000;
// Past EXPORT_ROW_LIMIT rows an export stops: the audit log records where, and the list warns the person
// before the download when its count is larger (the rule lives in @vela/core).

export type ExportFormat = 'csv' | 'xlsx';

export type ExportColumn = RecordColumn;

/** The CSV field writer lives with the table writer; the list's tests name it here. */
export { csvField };

export interface ExportRequest {
  format: ExportFormat;
  fileStem: string;
  columns: readonly ExportColumn[];
  sort: { field: string; order: SortOrder };
  /** For the audit log: the view and its question as asked. */
  detail: Record<string, unknown>;
}

type Cell = TableCell;

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
      yield columns.map((column) => recordCell(column, row));
    }
    if (!page.nextCursor) return;
    page = await readPage(page.nextCursor);
  }
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
  const out = auditedStream(
    (book) => writeTable(request.format, request.columns.map(tableColumnOf), rows, book),
    audit,
  );
  return { stream: out, keywordBound };
}
