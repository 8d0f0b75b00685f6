import { createReadStream } from 'node:fs';

/** One data row read from a stored CSV file: its cells and the byte just after it (where the next starts). */
export interface CsvRow {
  cells: string[];
  end: number;
}

/** A quoted value never closed: the row it started in (counted as the reader counts, see `rowNumber`). */
export class UnclosedQuote extends Error {
  constructor(readonly startOffset: number) {
    super('a quoted value is not closed');
  }
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where the scanner is inside the record under way. */
enum At {
  FieldStart = 0,
  Unquoted = 1,
  Quoted = 2,
  QuoteInQuoted = 3,
}

/** A record longer than this is refused: a quoted value left open, or not a CSV file at all. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** A record (a row) longer than `MAX_RECORD_BYTES`; `quoted`: it ran on inside a quoted value. */
export class RecordTooLong extends Error {
  constructor(readonly quoted: boolean) {
    super('a row is too long');
  }
}

/**
 * A stored CSV file (UTF-8, as the upload left it) read row by row from byte `from`, in chunks, at constant
 * memory whatever the file's size: a byte scanner finds each record's fields (a quote opens a quoted value
 * only at a field's start, `""` inside one is a quote, a delimiter or newline inside one is text, as
 * papaparse and spreadsheets read them) and answers each record with the byte after it, which is what a
 * resumed import opens the file at. Records whose every cell is blank are skipped (papaparse's 'greedy').
 * The delimiter and newline are single ASCII bytes, which no byte of a multi-byte UTF-8 character is.
 */
export async function* csvRows(
  filePath: string,
  options: { from: number; delimiter: string; newline?: number; chunkBytes?: number },
): AsyncGenerator<CsvRow> {
  const delimiter = options.delimiter.charCodeAt(0);
  const newline = options.newline ?? LF;
  const stream = createReadStream(filePath, {
    start: options.from,
    highWaterMark: options.chunkBytes ?? 1024 * 1024,
  });
  // The unfinished record carried into the next chunk (scanned again from its start), and where it starts.
  let carry: Buffer = Buffer.alloc(0);
  let carryStart = options.from;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buffer = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
    const scanned = scan(buffer, carryStart, delimiter, newline);
    carry = buffer.subarray(scanned.rest);
    carryStart += scanned.rest;
    if (carry.length > MAX_RECORD_BYTES) throw new RecordTooLong(scanned.quoted);
    yield* scanned.rows;
  }
  if (carry.length === 0) return;
  // The last record, without a newline after it: scanned with one.
  const scanned = scan(Buffer.concat([carry, Buffer.from([newline])]), carryStart, delimiter, newline);
  if (scanned.quoted) throw new UnclosedQuote(carryStart);
  for (const row of scanned.rows) yield { ...row, end: Math.min(row.end, carryStart + carry.length) };
}

/** The whole records in `buffer` (which starts at a record's start, at byte `base` of the file). */
function scan(
  buffer: Buffer,
  base: number,
  delimiter: number,
  newline: number,
): { rows: CsvRow[]; rest: number; quoted: boolean } {
  const rows: CsvRow[] = [];
  let recordStart = 0;
  let state = At.FieldStart;
  let fieldStart = 0;
  let quoted = false;
  let fields: Array<[number, number, boolean]> = [];
  for (let index = 0; index < buffer.length; index += 1) {
    const byte = buffer[index] as number;
    if (state === At.Quoted) {
      if (byte === QUOTE) state = At.QuoteInQuoted;
      continue;
    }
    if (state === At.QuoteInQuoted) {
      if (byte === QUOTE) {
        state = At.Quoted;
        continue;
      }
      state = At.Unquoted;
    }
    if (byte === delimiter) {
      fields.push([fieldStart, index, quoted]);
      fieldStart = index + 1;
      quoted = false;
      state = At.FieldStart;
      continue;
    }
    if (byte === newline) {
      let end = index;
      if (newline === LF && end > fieldStart && buffer[end - 1] === CR) end -= 1;
      fields.push([fieldStart, end, quoted]);
      const cells = fields.map(([start, stop, isQuoted]) => cellOf(buffer, start, stop, isQuoted));
      if (!blank(cells)) rows.push({ cells, end: base + index + 1 });
      fields = [];
      recordStart = index + 1;
      fieldStart = index + 1;
      quoted = false;
      state = At.FieldStart;
      continue;
    }
    if (state === At.FieldStart) {
      if (byte === QUOTE) {
        state = At.Quoted;
        quoted = true;
        continue;
      }
      state = At.Unquoted;
    }
  }
  return { rows, rest: recordStart, quoted: state === At.Quoted };
}

function cellOf(buffer: Buffer, start: number, end: number, quoted: boolean): string {
  if (!quoted) return buffer.toString('utf8', start, end);
  // `"text""more"` → text"more; anything after the closing quote is kept as written (papaparse does too).
  const raw = buffer.toString('utf8', start + 1, end);
  const close = raw.lastIndexOf('"');
  const inner = close >= 0 ? raw.slice(0, close) + raw.slice(close + 1) : raw;
  return inner.includes('""') ? inner.replaceAll('""', '"') : inner;
}

function blank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}
