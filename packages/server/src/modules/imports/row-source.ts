import type { DatabaseHandle } from '../../db/database.js';
import { csvRows } from './csv-rows.js';
import type { ImportRun } from './import-store.js';
import { importFilePath, workbookRows } from './stored-file.js';

/** A data row of an import's file: its cells, its number in the file (the header is row 1) and, for a
 * stored CSV file, the byte just after it (0 otherwise). */
export interface SourceRow {
  cells: string[];
  row: number;
  end: number;
}

/** Where to start reading: after row `row`, whose end is byte `offset` of the stored CSV file. */
export interface ReadFrom {
  row: number;
  offset: number;
}

/** An import's rows kept in its rows_json (imports made before files were stored). */
export async function readImportRows(database: DatabaseHandle, id: string): Promise<string[][]> {
  const row = await database.db
    .selectFrom('import_run')
    .select('rows_json')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.rows_json) as string[][]) : [];
}

/** The first `count` data rows (an import's preview when it kept none apart). */
export async function firstRows(
  source: { dataDir: string; database: DatabaseHandle },
  run: Pick<ImportRun, 'id' | 'file_path' | 'format' | 'delimiter' | 'data_offset'>,
  count: number,
): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const { cells } of importRows(source, run)) {
    rows.push(cells);
    if (rows.length >= count) break;
  }
  return rows;
}

/**
 * An import's data rows in file order, streamed from its stored file (CSV from a byte offset: a checkpoint's,
 * else the first data row's; XLSX from its start, the rows before `from` read and passed over), or from the
 * rows_json of an import made before files were stored.
 */
export async function* importRows(
  source: { dataDir: string; database: DatabaseHandle },
  run: Pick<ImportRun, 'id' | 'file_path' | 'format' | 'delimiter' | 'data_offset'>,
  from: ReadFrom | null = null,
): AsyncGenerator<SourceRow> {
  const after = from?.row ?? 1;
  if (run.file_path === '') {
    const rows = await readImportRows(source.database, run.id);
    for (let index = Math.max(0, after - 1); index < rows.length; index += 1)
      yield { cells: rows[index] as string[], row: index + 2, end: 0 };
    return;
  }
  const file = importFilePath(source.dataDir, run.file_path);
  if (run.format === 'xlsx') {
    let row = 0;
    for await (const cells of workbookRows(file)) {
      row += 1;
      // Row 1 is the header.
      if (row > after) yield { cells, row, end: 0 };
    }
    return;
  }
  let row = after;
  const start = from ? from.offset : Number(run.data_offset);
  for await (const { cells, end } of csvRows(file, { from: start, delimiter: run.delimiter || ',' })) {
    row += 1;
    yield { cells, row, end };
  }
}
