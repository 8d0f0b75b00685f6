import type { SetupAuditEntry } from '@vela/core';

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The audit entries as CSV (RFC 4180, a BOM so spreadsheet programs read UTF-8): one line per change. */
export function auditCsv(headers: readonly string[], rows: readonly SetupAuditEntry[]): string {
  const lines = [
    headers.map(cell).join(','),
    ...rows.map((row) =>
      [row.at, row.userName, row.area, row.action, row.target, row.before, row.after].map(cell).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
