import type { LoginHistoryRow } from '@vela/core';

const COLUMNS: ReadonlyArray<readonly [string, keyof LoginHistoryRow]> = [
  ['Time (UTC)', 'at'],
  ['Address', 'ip'],
  ['Browser', 'userAgent'],
  ['Result', 'result'],
  ['Reason', 'reason'],
];

/**
 * One CSV cell. The browser string is whatever the client sent, so a leading
 * = + - @ is defused: a spreadsheet must not run it as a formula.
 */
function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export function loginHistoryCsv(rows: readonly LoginHistoryRow[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, key]) => csvCell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
