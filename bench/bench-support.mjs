// Small helpers the benchmarks share: percentiles and the row the bare-SQL insert writes.
import { randomBytes } from 'node:crypto';

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export function summarise(times) {
  const round = (value) => Math.round(value * 1000) / 1000;
  return {
    count: times.length,
    median: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    mean: round(times.reduce((sum, time) => sum + time, 0) / times.length),
  };
}

/** A row in the account table's platform columns plus two fields: what a bare INSERT writes. */
export function bareInsertRow(i, ownerId) {
  const now = new Date().toISOString();
  const id = `001zz${randomBytes(10).toString('base64url').slice(0, 13)}`;
  return [id, `Bare insert ${i} ${id}`, ownerId, ownerId, now, ownerId, now, 'Retail', '+1 555 0100'];
}
