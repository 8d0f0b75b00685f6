import Papa from 'papaparse';
import type { DatabaseHandle } from '../../db/database.js';
import { failedRows, type ImportPhase, type ImportRun, runColumns, runRows } from './import-store.js';

/** The failure file's added column. */
export const REASON_COLUMN = 'Import error';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first)
 * gets a leading apostrophe: a failure file opened in Excel never executes
 * what an uploaded file smuggled in (CSV injection). Plain numbers stay as they are.
 */
export function neutraliseFormula(cell: string): string {
  if (/^[-+]?\d+([.,]\d+)*$/.test(cell.trim())) return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * /importFile/downloadFailFile: the failed rows as they were uploaded, with a
 * last column saying why, as UTF-8 CSV with a byte-order mark (so Excel reads
 * it as UTF-8) and the upload's delimiter. Fixed and uploaded again as an upsert, it imports.
 */
export async function failureFile(
  database: DatabaseHandle,
  run: ImportRun,
  phase: ImportPhase,
): Promise<string> {
  const rows = runRows(run);
  const failures = await failedRows(database, run.id, phase);
  const table = failures.map(({ row, reason }) => [...(rows[row - 2] ?? []), reason].map(neutraliseFormula));
  const columns = runColumns(run);
  const widened = table.map((cells) => {
    const reason = cells[cells.length - 1] ?? '';
    const values = cells.slice(0, -1);
    while (values.length < columns.length) values.push('');
    return [...values.slice(0, Math.max(columns.length, values.length)), reason];
  });
  const delimiter = run.delimiter && run.delimiter !== '' ? run.delimiter : ',';
  return `\uFEFF${Papa.unparse([[...columns.map(neutraliseFormula), REASON_COLUMN], ...widened], { delimiter, newline: '\r\n' })}`;
}
