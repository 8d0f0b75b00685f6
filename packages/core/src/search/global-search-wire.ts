import { z } from 'zod';

/** businessEnquiry/searchList's answer (spec 1 §7), shared by the server that builds it and the web that shows it. */
const foundRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The field the words were found in when it is not the name: an e-mail, a phone. */
  matched: z.object({ field: z.string(), label: z.string(), value: z.string() }).nullable(),
});
export type FoundRecord = z.infer<typeof foundRecordSchema>;

const searchGroupSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  label: z.string(),
  pluralLabel: z.string(),
  icon: z.string(),
  records: z.array(foundRecordSchema),
  /** More records of this object match than are shown. */
  hasMore: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const globalSearchAnswerSchema = z.object({
  keyword: z.string(),
  searchObjId: z.string(),
  groups: z.array(searchGroupSchema),
  /** Typed words that were corrected, and the stored words searched for instead. */
  corrections: z.array(z.object({ typed: z.string(), meant: z.array(z.string()) })),
  /**
   * Objects (their ids) whose keyword index is still being built after their data arrived: they
   * were searched by the beginning of their names only. Absent when every index was ready.
   */
  keywordIndexPreparing: z.array(z.string()).optional(),
});
export type GlobalSearchAnswer = z.infer<typeof globalSearchAnswerSchema>;
