import { z } from 'zod';
import { globalSearchAnswerSchema } from '../search/global-search-wire.js';
import { defineCall } from './call-contract.js';

/** Global search (spec 1 §7; server module search, web feature global-search). */

export const globalSearchQuestionSchema = z.strictObject({
  keyword: z.string().trim().min(1, 'type at least one letter or digit').max(200),
  searchObjId: z.string().min(1).max(64).default('all'),
});

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
