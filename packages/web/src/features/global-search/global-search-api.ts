import type { globalSearchContract } from '@vela/core';
import { api } from '../../api/index.js';

export type { FoundRecord, GlobalSearchAnswer, SearchGroup } from '@vela/core';

/** businessEnquiry/searchList (spec 1 §7: the request client seals its body). */
export const GLOBAL_SEARCH_QUERY_KEY = 'globalSearch';

export const searchEverywhere = async (keyword: string, searchObjId: string) =>
  (await api.call<typeof globalSearchContract>('/businessEnquiry/searchList', { keyword, searchObjId })).data;

/** The results page of a search: spec 1 §2.3 globalsearch/{searchObjId}/{userInput?}. */
export function searchPath(keyword: string, searchObjId = 'all'): string {
  return `/globalsearch/${encodeURIComponent(searchObjId)}/${encodeURIComponent(keyword)}`;
}
