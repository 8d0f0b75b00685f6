import { api } from '../../api/index.js';

/** businessEnquiry/searchList (spec 1 §7: the request client seals its body). */
export interface FoundRecord {
  id: string;
  name: string;
  matched: { field: string; label: string; value: string } | null;
}

export interface SearchGroup {
  objId: string;
  objectApi: string;
  prefix: string;
  label: string;
  pluralLabel: string;
  icon: string;
  records: FoundRecord[];
  hasMore: boolean;
}

export interface GlobalSearchAnswer {
  keyword: string;
  searchObjId: string;
  groups: SearchGroup[];
  corrections: Array<{ typed: string; meant: string[] }>;
}

export const GLOBAL_SEARCH_QUERY_KEY = 'globalSearch';

export const searchEverywhere = async (keyword: string, searchObjId: string) =>
  (await api.postFormat<GlobalSearchAnswer>('businessEnquiry/searchList', { keyword, searchObjId })).data;

/** The results page of a search: spec 1 §2.3 globalsearch/{searchObjId}/{userInput?}. */
export function searchPath(keyword: string, searchObjId = 'all'): string {
  return `/globalsearch/${encodeURIComponent(searchObjId)}/${encodeURIComponent(keyword)}`;
}
