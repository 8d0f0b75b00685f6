/** List views' public face: the module, and the keyword index other searches (global search) share. */

export { escapeLike } from './filter-sql.js';
export {
  correctionsInIndexes,
  ensureKeywordIndex,
  isWordInIndexes,
  type KeywordPlan,
  keywordCondition,
  keywordPlanCondition,
  keywordTerms,
  planKeyword,
  searchedColumns,
  sqliteKeywordMatch,
} from './keyword-index.js';
export { viewPage } from './list-view-service.js';
export { listViewsModule } from './routes.js';
export { pageSchema } from './view-schemas.js';
