/** List views' public face: the module, and the keyword index other searches (global search) share. */

export { type FilterKind, filterKindOf, OPERATORS_BY_KIND } from './filter-operators.js';
export { criteriaCondition, escapeLike, type FilterCriterion } from './filter-sql.js';
export {
  correctionsInIndexes,
  forgetSearchWords,
  isWordInIndexes,
  type KeywordIndexState,
  type KeywordPlan,
  keywordCondition,
  keywordIndexState,
  keywordPlanCondition,
  keywordTerms,
  nameBeginsCondition,
  planKeyword,
  searchedColumns,
  sqliteKeywordMatch,
} from './keyword-index.js';
export {
  askForKeywordIndex,
  BUILD_KEYWORD_INDEX_JOB,
  CHECK_KEYWORD_INDEXES_JOB,
  queueKeywordIndex,
  queueMissingKeywordIndexes,
} from './keyword-index-jobs.js';
export { accessCondition, visibleFields } from './list-access.js';
/** A whole list's records, for actions on every record of it (a mass e-mail). */
export { listedRecords, viewPage } from './list-view-service.js';
export { listViewsModule } from './routes.js';
export { pageSchema } from './view-schemas.js';
