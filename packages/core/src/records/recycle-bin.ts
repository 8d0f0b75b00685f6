import { z } from 'zod';

/**
 * The recycle bin (spec 1 §2.3 `recycle`): deleted records stay restorable
 * for a fixed number of days, then a background job deletes them for good.
 */
export const RECYCLE_BIN_RETENTION_DAYS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records deleted before this instant are past their retention and are purged. */
export function recycleBinPurgeCutoff(now: Date): Date {
  return new Date(now.getTime() - RECYCLE_BIN_RETENTION_DAYS * DAY_MS);
}

/** Whole days a record deleted at `deletedAt` stays in the bin from `now` (0 once due, never negative). */
export function daysLeftInRecycleBin(deletedAt: string | Date, now: Date): number {
  const deleted = typeof deletedAt === 'string' ? new Date(deletedAt) : deletedAt;
  if (Number.isNaN(deleted.getTime())) return 0;
  const left = deleted.getTime() + RECYCLE_BIN_RETENTION_DAYS * DAY_MS - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** One deleted record as the recycle bin lists it (server and web: record-cleanup). */
export const recycleBinEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  objectApi: z.string(),
  objId: z.string(),
  objectLabel: z.string(),
  deletedAt: z.string().nullable(),
  deletedById: z.string().nullable(),
  deletedByName: z.string(),
  daysLeft: z.number(),
  canRestore: z.boolean(),
});
export type RecycleBinEntry = z.infer<typeof recycleBinEntrySchema>;
