import ExcelJS from 'exceljs';
import JSZip from 'jszip';

export const PREVIEW_TEXT_LIMIT = 100_000;

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of a Word document: its paragraphs, one a line (word/document.xml's w:t runs). */
async function docxText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const document = zip.file('word/document.xml');
  if (!document) throw new Error('not a Word document');
  const xml = await document.async('string');
  const lines: string[] = [];
  for (const paragraph of xml.split(/<\/w:p>/)) {
    const runs = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1] ?? '');
    const tabbed = paragraph.includes('<w:tab/>') && runs.length > 1 ? runs.join('\t') : runs.join('');
    if (runs.length > 0) lines.push(decodeXml(tabbed));
  }
  return lines.join('\n');
}

/** The text of a workbook: each sheet's name, then its rows, cells joined by tabs. */
async function xlsxText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    parts.push(`# ${sheet.name}`);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push(cell.text ?? '');
      });
      parts.push(cells.join('\t'));
    });
  });
  return parts.join('\n');
}

/** The text of a docx or xlsx file for preview, cut at PREVIEW_TEXT_LIMIT characters. */
export async function officeText(type: string, bytes: Buffer): Promise<{ text: string; truncated: boolean }> {
  const text = type.includes('spreadsheetml') ? await xlsxText(bytes) : await docxText(bytes);
  return text.length > PREVIEW_TEXT_LIMIT
    ? { text: text.slice(0, PREVIEW_TEXT_LIMIT), truncated: true }
    : { text, truncated: false };
}
