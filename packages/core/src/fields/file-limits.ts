/**
 * File and image field limits (spec 2 §5, §9): both the widget and the upload
 * call check them, so they live here once.
 */

/** Largest file one upload may carry: 10485760 bytes (10 MB). */
export const MAX_FILE_BYTES = 10_485_760;

/** How many files one batch add may pick when the field names no limit of its own. */
export const FILE_BATCH_DEFAULT_LIMIT = 10;

/** How many files a file field may hold: its length when it has one, else the batch default. */
export function fileCountLimit(field: { type: string; length?: number | null }): number {
  if (field.type === 'IMG') return 1;
  return field.length && field.length > 0 ? field.length : FILE_BATCH_DEFAULT_LIMIT;
}

export type FileAddProblem =
  | { kind: 'count'; limit: number }
  | { kind: 'batch'; limit: number }
  | { kind: 'size'; name: string; limit: number };

/**
 * Whether files may be added to a field that already holds `held` files:
 * the total within the count limit ('file number limit'), the batch within the
 * batch default, each file within MAX_FILE_BYTES. The first problem found, or null.
 */
export function checkFileAdd(
  field: { type: string; length?: number | null },
  held: number,
  files: ReadonlyArray<{ name: string; size: number }>,
): FileAddProblem | null {
  const limit = fileCountLimit(field);
  if (held + files.length > limit) return { kind: 'count', limit };
  if (files.length > FILE_BATCH_DEFAULT_LIMIT) return { kind: 'batch', limit: FILE_BATCH_DEFAULT_LIMIT };
  const large = files.find((file) => file.size > MAX_FILE_BYTES);
  if (large) return { kind: 'size', name: large.name, limit: MAX_FILE_BYTES };
  return null;
}
