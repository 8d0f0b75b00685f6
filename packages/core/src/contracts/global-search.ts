import { z } from 'zod';
import type { GlobalSearchAnswer } from '../search/global-search-wire.js';
import { defineCall } from './call-contract.js';

/** Global search (spec 1 §7; server module search, web feature global-search). */

export const globalSearchQuestionSchema = z.strictObject({
  keyword: z.string().trim().min(1, 'type at least one letter or digit').max(200),
  searchObjId: z.string().min(1).max(64).default('all'),
});

const foundRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  matched: z.object({ field: z.string(), label: z.string(), value: z.string() }).nullable(),
});

export const globalSearchAnswerSchema = z.object({
  keyword: z.string(),
  searchObjId: z.string(),
  groups: z.array(
    z.object({
      objId: z.string(),
      objectApi: z.string(),
      prefix: z.string(),
      label: z.string(),
      pluralLabel: z.string(),
      icon: z.string(),
      records: z.array(foundRecordSchema),
      hasMore: z.boolean(),
    }),
  ),
  corrections: z.array(z.object({ typed: z.string(), meant: z.array(z.string()) })),
  keywordIndexPreparing: z.array(z.string()).optional(),
}) satisfies z.ZodType<GlobalSearchAnswer>;

/**
 * Its request travels sealed with the session channel (spec 1 §7): the route
 * takes the sealed envelope and opens it into this question.
 */
export const globalSearchContract = defineCall({
  path: '/businessEnquiry/searchList',
  summary:
    'Global search: names, e-mails and phones of every object the caller may read, typo-tolerant, grouped by object (body sealed with the session channel)',
  request: globalSearchQuestionSchema,
  response: globalSearchAnswerSchema,
});
