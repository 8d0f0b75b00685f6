import {
  ErrorCode,
  type PrintDocument,
  type PrintLocale,
  type PrintTable,
  type PrintTemplatePart,
  printDateTime,
  printNumber,
  safeLanguage,
  type TotalWords,
} from '@vela/core';
import PDFDocument from 'pdfkit';
import { AppError } from '../../http/envelope.js';
import {
  type ExtraScript,
  findPdfFonts,
  missingFontProblem,
  type PdfFonts,
  scriptRuns,
  scriptsOf,
} from './pdf-fonts.js';

const PAGE_MARGIN = 48;
const INK = '#1f2329';
const MUTED = '#646a73';
const RULE = '#d0d3d6';
const HEAD_FILL = '#f2f3f5';

type Pdf = PDFKit.PDFDocument;

/** The fonts each document being drawn was given (the drawing helpers receive only the document). */
const FONTS_OF = new WeakMap<Pdf, PdfFonts>();

/** pdfkit's registered name of a script's font. */
const scriptFontName = (script: ExtraScript, bold: boolean) => `${script}-${bold ? 'bold' : 'regular'}`;

/**
 * Sets the font a text needs: the first extra script it uses picks that
 * script's font (each also draws Latin digits and punctuation), else Noto Sans.
 * A text mixing CJK and Thai in one string draws with the first.
 */
function useFont(pdf: Pdf, text: string, bold = false): Pdf {
  const fonts = FONTS_OF.get(pdf);
  const script = scriptsOf(text).find((candidate) => fonts?.scripts[candidate]);
  if (script) return pdf.font(scriptFontName(script, bold));
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
  const runs = scriptRuns(text);
  runs.forEach((run, index) => {
    const more = index < runs.length - 1 ? { continued: true } : {};
    useFont(pdf, run.text, bold).fontSize(size).fillColor(color);
    if (index === 0 && x !== undefined && y !== undefined) pdf.text(run.text, x, y, { ...rest, ...more });
    else pdf.text(run.text, { ...rest, ...more });
  });
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - PAGE_MARGIN * 2;
}

function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= pdf.page.height - PAGE_MARGIN) return false;
  pdf.addPage();
  return true;
}

const LOGO_BOX: [number, number] = [140, 56];

/** Lines of text one under another in a column; returns where the column ends. */
function drawColumn(
  pdf: Pdf,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right',
  boldFirst: boolean,
): number {
  let bottom = y;
  lines.forEach((line, index) => {
    write(pdf, line, { size: 9, bold: boldFirst && index === 0, x, y: bottom, width, align });
    bottom = pdf.y;
  });
  return bottom;
}

function drawHeader(pdf: Pdf, document: PrintDocument, locale: PrintLocale, words: TotalWords) {
  const logo = document.template?.logo || document.parties?.logo;
  const seller = document.parties?.seller;
  const width = contentWidth(pdf);
  let letterheadBottom = PAGE_MARGIN;
  if (logo) {
    const bytes = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
    // With a seller the logo sits on the left and the seller's address on the right, as a letterhead.
    pdf.image(bytes, seller ? PAGE_MARGIN : PAGE_MARGIN + width - LOGO_BOX[0], PAGE_MARGIN, {
      fit: LOGO_BOX,
      ...(seller ? {} : { align: 'right' as const }),
    });
    letterheadBottom = PAGE_MARGIN + LOGO_BOX[1];
  }
  if (seller) {
    const end = drawColumn(
      pdf,
      [seller.label, ...seller.lines],
      PAGE_MARGIN + width / 2,
      PAGE_MARGIN,
      width / 2,
      'right',
      true,
    );
    letterheadBottom = Math.max(letterheadBottom, end) + 12;
  }
  pdf.x = PAGE_MARGIN;
  pdf.y = seller ? letterheadBottom : PAGE_MARGIN;
  write(pdf, document.heading.toUpperCase(), {
    size: 9,
    color: MUTED,
    characterSpacing: 0.6,
    x: PAGE_MARGIN,
    y: pdf.y,
  });
  write(pdf, document.title, { size: 18, bold: true });
  const printed = `${words.printed} ${printDateTime(document.printedAt, locale)}`;
  write(pdf, document.reference ? `${document.reference} · ${printed}` : printed, {
    size: 8,
    color: MUTED,
  });
  if (document.template?.headerText) {
    pdf.moveDown(0.4);
    write(pdf, document.template.headerText, {
      size: 9,
      width: width - (logo && !seller ? LOGO_BOX[0] + 12 : 0),
    });
  }
  if (logo && !seller) pdf.y = Math.max(pdf.y, PAGE_MARGIN + LOGO_BOX[1]);
  const parties = document.parties;
  if (parties) {
    pdf.moveDown(0.8);
    const top = pdf.y;
    const half = (width - 24) / 2;
    const left = drawColumn(
      pdf,
      [parties.billTo.label.toUpperCase(), ...parties.billTo.lines],
      PAGE_MARGIN,
      top,
      half,
      'left',
      false,
    );
    const right = drawColumn(
      pdf,
      [parties.shipTo.label.toUpperCase(), ...parties.shipTo.lines],
      PAGE_MARGIN + half + 24,
      top,
      half,
      'left',
      false,
    );
    pdf.x = PAGE_MARGIN;
    pdf.y = Math.max(left, right);
  }
  pdf.moveDown(0.6);
  const y = pdf.y;
  pdf
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width, y)
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

function drawTerms(pdf: Pdf, terms: string, heading: string) {
  if (!terms) return;
  pdf.moveDown(1);
  ensureRoom(pdf, 40);
  write(pdf, heading, { size: 9, bold: true, x: PAGE_MARGIN, y: pdf.y });
  write(pdf, terms, { size: 8.5, color: MUTED, x: PAGE_MARGIN, y: pdf.y, width: contentWidth(pdf) });
}

/** A mail merge's letters: each on a page of its own, its title over its text. */
function drawLetters(pdf: Pdf, letters: NonNullable<PrintDocument['letters']>) {
  letters.forEach((letter, index) => {
    if (index > 0) pdf.addPage();
    if (letter.title) {
      write(pdf, letter.title, { size: 14, bold: true, x: PAGE_MARGIN, y: pdf.y, width: contentWidth(pdf) });
      pdf.moveDown(0.8);
    }
    write(pdf, letter.text, { size: 10.5, lineGap: 2, x: PAGE_MARGIN, y: pdf.y, width: contentWidth(pdf) });
  });
}

/** The parts of a document in the order they print: the template's, or the built-in order. */
const BUILT_IN_PARTS: PrintTemplatePart[] = ['header', 'fields', 'lines', 'totals', 'terms'];

/** A record's, a quotation's or a list's print: the header, then its parts in their order. */
function drawParts(pdf: Pdf, document: PrintDocument, locale: PrintLocale, words: TotalWords) {
  drawHeader(pdf, document, locale, words);
  for (const part of document.template?.parts ?? BUILT_IN_PARTS) {
    if (part === 'fields') drawSections(pdf, document);
    if (part === 'lines') {
      if (document.page) {
        const { number, first, last } = document.page;
        write(pdf, `${words.page} ${number} · ${words.rows} ${last >= first ? `${first}–${last}` : '0'}`, {
          size: 9,
          color: MUTED,
        });
        pdf.moveDown(0.4);
      }
      if (document.searchBound !== undefined) {
        const limit = printNumber(document.searchBound, 0, locale);
        write(pdf, words.searchBounded.replaceAll('{limit}', limit), { size: 9, color: MUTED });
        pdf.moveDown(0.4);
      }
      if (document.table) drawTable(pdf, document.table);
    }
    if (part === 'totals') drawTotals(pdf, document);
    if (part === 'terms') drawTerms(pdf, document.terms ?? document.template?.terms ?? '', words.terms);
  }
}

/**
 * The print document as PDF bytes (A4). Fonts are embedded as subsets of the
 * glyphs used (pdfkit), so a CJK font of 16 MB adds tens of kilobytes. A
 * document with text no font here can draw is refused with the font to install.
 */
export function renderPrintPdf(
  document: PrintDocument,
  locale: PrintLocale,
  words: TotalWords,
  fonts: PdfFonts = findPdfFonts(locale.language),
): Promise<Buffer> {
  const problem = missingFontProblem(JSON.stringify({ document, words }), fonts);
  if (problem) return Promise.reject(new AppError(ErrorCode.TOAST_MESSAGE, problem));
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: `${document.heading} ${document.title}`, Creator: 'Vela', Producer: 'Vela' },
    lang: safeLanguage(locale.language),
  });
  pdf.registerFont('regular', fonts.regular.path, fonts.regular.face);
  pdf.registerFont('bold', fonts.bold.path, fonts.bold.face);
  for (const [script, font] of Object.entries(fonts.scripts) as Array<
    [ExtraScript, PdfFonts['scripts'][ExtraScript]]
  >) {
    if (!font) continue;
    pdf.registerFont(scriptFontName(script, false), font.regular.path, font.regular.face);
    pdf.registerFont(scriptFontName(script, true), font.bold.path, font.bold.face);
  }
  FONTS_OF.set(pdf, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  if (document.letters) drawLetters(pdf, document.letters);
  else drawParts(pdf, document, locale, words);
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
