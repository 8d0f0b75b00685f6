/** businessEnquiry/searchList's answer (spec 1 §7), shared by the server that builds it and the web that shows it. */
export interface FoundRecord {
  id: string;
  name: string;
  /** The field the words were found in when it is not the name: an e-mail, a phone. */
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
  /** More records of this object match than are shown. */
  hasMore: boolean;
}

export interface GlobalSearchAnswer {
  keyword: string;
  searchObjId: string;
  groups: SearchGroup[];
  /** Typed words that were corrected, and the stored words searched for instead. */
  corrections: Array<{ typed: string; meant: string[] }>;
  /**
   * Objects (their ids) whose keyword index is still being built after their data arrived: they
   * were searched by the beginning of their names only. Absent when every index was ready.
   */
  keywordIndexPreparing?: string[];
}
