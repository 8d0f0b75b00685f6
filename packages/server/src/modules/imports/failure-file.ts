import { PassThrough, type Readable } from 'node:stream';
import Papa from 'papaparse';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { neutraliseFormula, type TableColumn, writeTable } from '../exports/index.js';
import { failedRows, type ImportPhase, type ImportRun, runColumns } from './import-store.js';
import { importRows } from './row-source.js';

/** The failure file's added column. */
export const REASON_COLUMN = 'Import error';

/** The failure file makes formulas inert the way every export does (CSV injection). */
export { neutraliseFormula };

/** Where an import's rows and outcomes are read from. */
export interface FailureSource {
  database: DatabaseHandle;
  dataDir: string;
}

/** The failed rows as uploaded, each as wide as the header, and the reason last. */
async function failedTable(
  { database, dataDir }: FailureSource,
  run: ImportRun,
  phase: ImportPhase,
  language: string,
): Promise<{ columns: string[]; rows: string[][] }> {
  if (run.files_purged_at !== '') {
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `The rows of ${run.file_name} are no longer kept (cleared ${run.files_purged_at.slice(0, 10)}): its failure file cannot be written`,
    );
  }
  const columns = runColumns(run);
  const failures = await failedRows(database, run.id, phase, language);
  const reasons = new Map(failures.map(({ row, reason }) => [row, reason]));
  const rows: string[][] = [];
  // The file is read once, streamed; only the failed rows are kept.
  if (reasons.size > 0)
    for await (const { cells, row } of importRows({ dataDir, database }, run)) {
      const reason = reasons.get(row);
      if (reason === undefined) continue;
      const values = [...cells];
      while (values.length < columns.length) values.push('');
      rows.push([...values, reason]);
      if (rows.length === reasons.size) break;
    }
  return { columns: [...columns, REASON_COLUMN], rows };
}

/**
 * /importFile/downloadFailFile as CSV: the failed rows as they were uploaded, with a last column saying
 * why (in the reader's language), as UTF-8 CSV with a byte-order mark (so Excel reads it as UTF-8) and the upload's delimiter. Fixed
 * and uploaded again as an upsert, it imports.
 */
export async function failureFile(
  source: FailureSource,
  run: ImportRun,
  phase: ImportPhase,
  language: string,
): Promise<string> {
  const { columns, rows } = await failedTable(source, run, phase, language);
  const delimiter = run.delimiter && run.delimiter !== '' ? run.delimiter : ',';
  const table = [columns, ...rows].map((cells) => cells.map(neutraliseFormula));
  return `\uFEFF${Papa.unparse(table, { delimiter, newline: '\r\n' })}`;
}

/** The same rows as an Excel workbook, through the exports' streaming table writer (formulas made inert there). */
export async function failureWorkbook(
  source: FailureSource,
  run: ImportRun,
  phase: ImportPhase,
  language: string,
): Promise<Readable> {
  const table = await failedTable(source, run, phase, language);
  // A row with more values than the header gets unnamed columns, so every reason stays under its own heading.
  const width = Math.max(table.columns.length, ...table.rows.map((cells) => cells.length));
  const reasonAt = width - 1;
  const columns = [
    ...table.columns.slice(0, -1),
    ...Array<string>(width - table.columns.length).fill(''),
    REASON_COLUMN,
  ];
  const rows = table.rows.map((cells) => {
    const values = cells.slice(0, -1);
    while (values.length < reasonAt) values.push('');
    return [...values, cells[cells.length - 1] ?? ''];
  });
  const tableColumns: TableColumn[] = columns.map((label, index) => ({
    key: `c${index}`,
    label,
    kind: 'text',
  }));
  const out = new PassThrough();
  async function* cells() {
    yield* rows;
  }
  writeTable('xlsx', tableColumns, cells(), out, { sheetName: 'Failed rows' }).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
