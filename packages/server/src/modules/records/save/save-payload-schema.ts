import { z } from 'zod';

/** The body of /objectInfo/save and /objectInfo/checkEventConflict (spec 2 §3 "Save payload"). */
export const savePayloadSchema = z.strictObject({
  objectApi: z.string().min(1).max(100),
  /** A JSON string of a list of record objects (spec 2 §3). */
  data: z.string().min(2).max(5_000_000),
  marketsea: z.union([z.string().max(8), z.boolean()]).optional(),
  masterdata: z.string().max(5_000_000).optional(),
  masterdeletedata: z.string().max(1_000_000).optional(),
  /** Ours: save although a 'warn' duplicate rule matched (the user confirmed the c3759 dialog). */
  skipDuplicateWarning: z.boolean().optional(),
  page: z.union([z.number().int(), z.string().max(8)]).optional(),
  pagesize: z.union([z.number().int(), z.string().max(8)]).optional(),
});
