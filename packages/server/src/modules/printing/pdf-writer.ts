import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type PrintDocument,
  type PrintLocale,
  type PrintTable,
  printDateTime,
  safeLanguage,
  type TotalWords,
} from '@vela/core';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Noto Sans (SIL OFL): Latin with its extensions, Greek and Cyrillic. Embedded as a subset of the glyphs used. */
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');
/**
 * Chinese, Japanese and Korean need a font of their own (Noto Sans CJK or
 * Source Han Sans, 10–20 MB each, too big to ship by default): point
 * VELA_PDF_CJK_FONT at a .ttf/.otf file and every text with CJK characters uses it.
 */
const CJK_TEXT = /[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

const PAGE_MARGIN = 48;
const INK = '#1f2329';
const MUTED = '#646a73';
const RULE = '#d0d3d6';
const HEAD_FILL = '#f2f3f5';

type Pdf = PDFKit.PDFDocument;

function cjkFontPath(): string | null {
  const path = process.env.VELA_PDF_CJK_FONT;
  return path && existsSync(path) ? path : null;
}

/** Sets the font a text needs: the CJK one for CJK text when configured, else Noto Sans. */
function useFont(pdf: Pdf, text: string, bold = false): Pdf {
  if (CJK_TEXT.test(text) && cjkFontPath()) return pdf.font('cjk');
  return pdf.font(bold ? 'bold' : 'regular');
}

function write(
  pdf: Pdf,
  text: string,
  options: PDFKit.Mixins.TextOptions & {
    bold?: boolean;
    x?: number;
    y?: number;
    size?: number;
    color?: string;
  } = {},
) {
  const { bold, x, y, size = 10, color = INK, ...rest } = options;
  useFont(pdf, text, bold).fontSize(size).fillColor(color);
  if (x !== undefined && y !== undefined) pdf.text(text, x, y, rest);
  else pdf.text(text, rest);
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - PAGE_MARGIN * 2;
}

function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= pdf.page.height - PAGE_MARGIN) return false;
  pdf.addPage();
  return true;
}

function drawHeader(pdf: Pdf, document: PrintDocument, locale: PrintLocale, words: TotalWords) {
  write(pdf, document.heading.toUpperCase(), { size: 9, color: MUTED, characterSpacing: 0.6 });
  write(pdf, document.title, { size: 18, bold: true });
  write(pdf, `${document.reference} · ${words.printed} ${printDateTime(document.printedAt, locale)}`, {
    size: 8,
    color: MUTED,
  });
  pdf.moveDown(0.6);
  const y = pdf.y;
  pdf
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + contentWidth(pdf), y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  pdf.moveDown(0.8);
}

function drawSections(pdf: Pdf, document: PrintDocument) {
  const gap = 24;
  const half = (contentWidth(pdf) - gap) / 2;
  for (const section of document.sections) {
    ensureRoom(pdf, 60);
    write(pdf, section.title, { size: 11, bold: true, x: PAGE_MARGIN, y: pdf.y });
    pdf.moveDown(0.3);
    for (let index = 0; index < section.fields.length; index += 2) {
      const pair = section.fields.slice(index, index + 2);
      const heights = pair.map((field) => {
        useFont(pdf, field.text || '—').fontSize(10);
        return 12 + pdf.heightOfString(field.text || '—', { width: half });
      });
      const rowHeight = Math.max(...heights) + 6;
      ensureRoom(pdf, rowHeight);
      const top = pdf.y;
      pair.forEach((field, column) => {
        const x = PAGE_MARGIN + column * (half + gap);
        write(pdf, field.label, { size: 8, color: MUTED, x, y: top, width: half });
        write(pdf, field.text || '—', {
          size: 10,
          x,
          y: top + 11,
          width: half,
          color: field.text ? INK : MUTED,
        });
      });
      pdf.y = top + rowHeight;
    }
    pdf.moveDown(0.6);
  }
}

/** Column widths: text columns share what the number columns leave, the first (name, product) gets more. */
function columnWidths(table: PrintTable, width: number): number[] {
  const count = table.columns.length;
  if (count === 0) return [];
  const weights = table.columns.map((column, index) =>
    index === 0 ? 2.2 : column.align === 'end' ? 1 : 1.4,
  );
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => (weight / sum) * width);
}

function drawTable(pdf: Pdf, table: PrintTable) {
  const widths = columnWidths(table, contentWidth(pdf));
  const pad = 4;
  const cellHeight = (texts: string[], bold: boolean) =>
    Math.max(
      ...texts.map((text, index) => {
        useFont(pdf, text, bold).fontSize(9);
        return pdf.heightOfString(text || ' ', { width: (widths[index] ?? 40) - pad * 2 });
      }),
    ) +
    pad * 2;
  const drawRow = (texts: string[], bold: boolean) => {
    const height = cellHeight(texts, bold);
    if (ensureRoom(pdf, height) && !bold)
      drawRow(
        table.columns.map((column) => column.label),
        true,
      );
    const top = pdf.y;
    if (bold) pdf.rect(PAGE_MARGIN, top, contentWidth(pdf), height).fill(HEAD_FILL);
    let x = PAGE_MARGIN;
    texts.forEach((text, index) => {
      const width = widths[index] ?? 40;
      write(pdf, text, {
        size: 9,
        bold,
        x: x + pad,
        y: top + pad,
        width: width - pad * 2,
        align: table.columns[index]?.align === 'end' ? 'right' : 'left',
      });
      x += width;
    });
    pdf
      .moveTo(PAGE_MARGIN, top + height)
      .lineTo(PAGE_MARGIN + contentWidth(pdf), top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    pdf.y = top + height;
  };
  drawRow(
    table.columns.map((column) => column.label),
    true,
  );
  for (const row of table.rows) drawRow(row, false);
  pdf.moveDown(0.8);
}

function drawTotals(pdf: Pdf, document: PrintDocument) {
  const width = 220;
  const x = PAGE_MARGIN + contentWidth(pdf) - width;
  for (const total of document.totals) {
    const strong = total.key === 'total';
    ensureRoom(pdf, 20);
    const top = pdf.y;
    write(pdf, total.label, { size: strong ? 11 : 10, bold: strong, x, y: top, width: width / 2 });
    write(pdf, total.text, {
      size: strong ? 11 : 10,
      bold: strong,
      x: x + width / 2,
      y: top,
      width: width / 2,
      align: 'right',
    });
    pdf.y = top + (strong ? 18 : 15);
  }
}

/** The print document as PDF bytes (A4), with Noto Sans embedded. */
export function renderPrintPdf(
  document: PrintDocument,
  locale: PrintLocale,
  words: TotalWords,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: `${document.heading} ${document.title}`, Creator: 'Vela', Producer: 'Vela' },
    lang: safeLanguage(locale.language),
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  const cjk = cjkFontPath();
  if (cjk) pdf.registerFont('cjk', cjk);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  drawHeader(pdf, document, locale, words);
  drawSections(pdf, document);
  if (document.page) {
    const { number, first, last } = document.page;
    write(pdf, `${words.page} ${number} · ${words.rows} ${last >= first ? `${first}–${last}` : '0'}`, {
      size: 9,
      color: MUTED,
    });
    pdf.moveDown(0.4);
  }
  if (document.table) drawTable(pdf, document.table);
  drawTotals(pdf, document);
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const label = `${index + 1} / ${range.count}`;
    // Writing in the bottom margin must not start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    write(pdf, label, {
      size: 8,
      color: MUTED,
      x: PAGE_MARGIN,
      y: pdf.page.height - PAGE_MARGIN / 2 - 6,
      width: contentWidth(pdf),
      align: 'right',
    });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
