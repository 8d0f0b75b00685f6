/**
 * Bucket fields of a report (issue 19): ranges of a number ("under 10k", "10k–100k", "100k and up") or
 * groups of picklist values ("Open": Prospecting, Qualification), defined in the builder and grouped on
 * like a field. The server turns a bucket into one CASE expression; the builder checks it with the same
 * rule before it asks.
 */
export const BUCKET_API_PREFIX = 'bucket_';
export const MAX_REPORT_BUCKET_FIELDS = 5;
export const MAX_BUCKETS_PER_FIELD = 20;

export interface ReportBucketDefinition {
  apiName: string;
  label: string;
  /** The number or picklist field the rows are sorted into buckets by. */
  field: string;
  /**
   * In order. A number's bucket holds the values below `below` not held by an earlier one; the last
   * has no `below` and holds the rest. A picklist's bucket holds its `values`.
   */
  buckets: ReadonlyArray<{
    label: string;
    below?: number | undefined;
    values?: readonly string[] | undefined;
  }>;
}

export function isBucketApiName(apiName: string): boolean {
  return apiName.startsWith(BUCKET_API_PREFIX);
}

/**
 * What is wrong with a bucket field over a field of `kind` (null: nothing): the bounds of number
 * buckets must rise and only the last may be open; a picklist value may sit in one bucket only.
 */
export function bucketProblem(bucket: ReportBucketDefinition, kind: 'number' | 'picklist'): string | null {
  const named = `Bucket field "${bucket.label}"`;
  if (bucket.buckets.length === 0) return `${named}: add at least one bucket`;
  if (kind === 'number') {
    let previous = Number.NEGATIVE_INFINITY;
    for (const [index, entry] of bucket.buckets.entries()) {
      const last = index === bucket.buckets.length - 1;
      if (entry.below === undefined) {
        if (!last) return `${named}: bucket "${entry.label}" needs an upper bound (only the last is open)`;
        continue;
      }
      if (!Number.isFinite(entry.below) || entry.below <= previous)
        return `${named}: the bound of bucket "${entry.label}" must be above the one before`;
      previous = entry.below;
    }
    return null;
  }
  const seen = new Set<string>();
  for (const entry of bucket.buckets) {
    if (!entry.values || entry.values.length === 0)
      return `${named}: bucket "${entry.label}" holds no values`;
    for (const value of entry.values) {
      if (seen.has(value)) return `${named}: the value "${value}" is in more than one bucket`;
      seen.add(value);
    }
  }
  return null;
}
