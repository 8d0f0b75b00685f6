import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type TableCell, type TableColumn, writeTable, xlsxRowXml, xmlText } from './table-writer.js';

async function* rowsOf(rows: readonly TableCell[][]) {
  for (const row of rows) yield row;
}

async function xlsxOf(columns: readonly TableColumn[], rows: readonly TableCell[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await writeTable('xlsx', columns, rowsOf(rows), out, { sheetName: 'Deals' });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { count, sheet };
}

/**
 * The XLSX rows are written as XML by the table writer itself (issue 19: ExcelJS's row objects made a
 * million-row export pass 300 MB): what a spreadsheet reads back must be what ExcelJS's rows gave.
 */
describe('XLSX table writer', () => {
  it('[S1-C-013] reads back text, numbers, dates, yes/no and empty cells, with the column formats', async () => {
    const columns: TableColumn[] = [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'amount', label: 'Amount', kind: 'currency' },
      { key: 'closedate', label: 'Close date', kind: 'date' },
      { key: 'won', label: 'Won', kind: 'boolean' },
      { key: 'seen', label: 'Seen', kind: 'datetime' },
      { key: 'score', label: 'Score', kind: 'number' },
    ];
    const { count, sheet } = await xlsxOf(columns, [
      ['Big <deal> & "more"\u0007 ', 1234.5, '2026-09-30', true, '2026-09-30 10:15:00', 7],
      ['=cmd|calc', -20, null, false, null, Number.NaN],
      [null, 0, 'not a date', null, '2026-09-30T10:15:00+02:00', 3.25],
    ]);
    expect(count).toBe(3);
    expect(sheet.name).toBe('Deals');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Amount',
      'Close date',
      'Won',
      'Seen',
      'Score',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Big <deal> & "more" ',
      1234.5,
      new Date(Date.UTC(2026, 8, 30)),
      true,
      new Date(Date.UTC(2026, 8, 30, 10, 15)),
      7,
    ]);
    // A formula is made inert; a number that is not one is left empty.
    expect(sheet.getRow(3).values).toEqual([undefined, "'=cmd|calc", -20, undefined, false]);
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      undefined,
      0,
      'not a date',
      undefined,
      new Date(Date.UTC(2026, 8, 30, 8, 15)),
      3.25,
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('[S1-C-013] names columns past Z as a spreadsheet does (AA, AB, …)', async () => {
    const columns: TableColumn[] = Array.from({ length: 30 }, (_, index) => ({
      key: `c${index}`,
      label: `Column ${index + 1}`,
      kind: 'number' as const,
    }));
    const { sheet } = await xlsxOf(columns, [columns.map((_, index) => index + 1)]);
    expect(sheet.getCell('Z2').value).toBe(26);
    expect(sheet.getCell('AA2').value).toBe(27);
    expect(sheet.getCell('AD2').value).toBe(30);
    expect(xlsxRowXml(5, [1, null, 'x'], ['A', 'B', 'C'], [undefined, undefined, 3])).toBe(
      '<row r="5"><c r="A5"><v>1</v></c><c r="C5" s="3" t="str"><v>x</v></c></row>',
    );
    expect(xmlText('a\u0000b<&>"')).toBe('ab&lt;&amp;&gt;&quot;');
  });
});
