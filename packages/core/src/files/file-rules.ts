/**
 * The file centre's rules (issue 24), once for server and web: the name a
 * stored file may have, the organisation's size limit (spec 1 §9, S1-K-016)
 * and the batch limit, and the content types the server sniffs from the bytes.
 */
import { FILE_BATCH_DEFAULT_LIMIT, MAX_FILE_BYTES } from '../fields/file-limits.js';

/** The organisation's default largest file (S1-K-016); `settings_json.fileSizeLimit` may change it. */
export const DEFAULT_ORG_FILE_BYTES = MAX_FILE_BYTES;
/** How many files one drop or pick may add at once (spec 1 §9). */
export const FILE_CENTRE_BATCH_LIMIT = FILE_BATCH_DEFAULT_LIMIT;
export const FILE_NAME_MAX_LENGTH = 255;

export type FileNameProblem = 'empty' | 'tooLong' | 'separator' | 'control' | 'dots';

/** Why a file name is refused, or null: no path separators, no control characters, not "." or "..". */
export function fileNameProblem(name: string): FileNameProblem | null {
  if (name.trim() === '') return 'empty';
  if (name.length > FILE_NAME_MAX_LENGTH) return 'tooLong';
  if (/[/\\]/.test(name)) return 'separator';
  // C0 and C1 control characters, and DEL.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: naming control characters is the point here.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return 'control';
  if (name === '.' || name === '..') return 'dots';
  return null;
}

export const FILE_NAME_PROBLEM_TEXT: Record<FileNameProblem, string> = {
  empty: 'the file needs a name',
  tooLong: `the file name is longer than ${FILE_NAME_MAX_LENGTH} characters`,
  separator: 'the file name may not contain "/" or "\\"',
  control: 'the file name may not contain control characters',
  dots: 'the file name may not be "." or ".."',
};

export type FileAddRefusal =
  | { kind: 'batch'; limit: number }
  | { kind: 'empty'; name: string }
  | { kind: 'size'; name: string; limit: number }
  | { kind: 'name'; name: string; problem: FileNameProblem };

/** The first reason a batch of files may not be added to the file centre, or null. */
export function checkFileBatch(
  files: ReadonlyArray<{ name: string; size: number }>,
  limitBytes: number,
): FileAddRefusal | null {
  if (files.length > FILE_CENTRE_BATCH_LIMIT) return { kind: 'batch', limit: FILE_CENTRE_BATCH_LIMIT };
  for (const file of files) {
    const problem = fileNameProblem(file.name);
    if (problem) return { kind: 'name', name: file.name, problem };
    if (file.size === 0) return { kind: 'empty', name: file.name };
    if (file.size > limitBytes) return { kind: 'size', name: file.name, limit: limitBytes };
  }
  return null;
}

/** The organisation's file size limit from its settings (a positive whole number of bytes, else the default). */
export function orgFileLimitOf(settings: Record<string, unknown>): number {
  const value = settings.fileSizeLimit;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_ORG_FILE_BYTES;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

/**
 * The content type the first bytes show (magic numbers), or null when they
 * show none we know. Zip-based office files answer 'application/zip'.
 */
export function sniffContentType(head: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (startsWith(head, [0x1f, 0x8b])) return 'application/gzip';
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.slice(0, 512))
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || text.startsWith('<script'))
    return 'text/html';
  return null;
}

const ZIP_BASED = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/java-archive',
]);

/**
 * Whether a declared content type agrees with the sniffed one. A type whose
 * bytes we recognise must match them (a "PNG" that is not one is forged); a
 * declared type we cannot recognise is accepted only when the bytes do not
 * show a known, different kind (an HTML page sent as text/plain is forged).
 */
export function declaredTypeAgrees(declared: string, sniffed: string | null): boolean {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return true;
  if (sniffed === null) {
    const recognisable = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];
    return !recognisable.includes(type);
  }
  if (sniffed === 'application/zip') return ZIP_BASED.has(type) || type === 'application/x-zip-compressed';
  if (sniffed === 'text/html') return type === 'text/html';
  if (sniffed === 'image/svg+xml') return type === 'image/svg+xml';
  return type === sniffed || (sniffed === 'application/gzip' && type === 'application/x-gzip');
}

/** How the web may preview a type: drawn image, PDF pages, text, or text extracted by the server. */
export type FilePreviewKind = 'image' | 'pdf' | 'text' | 'office' | 'none';

const OFFICE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export function previewKindOf(type: string): FilePreviewKind {
  if (['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (OFFICE_TYPES.has(type)) return 'office';
  if (type.startsWith('text/') && type !== 'text/html') return 'text';
  if (type === 'application/json' || type === 'text/csv') return 'text';
  return 'none';
}
