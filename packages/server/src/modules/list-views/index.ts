/** List views' public face: the module, and the keyword index other searches (global search) share. */
export {
  correctionsInIndexes,
  ensureKeywordIndex,
  isWordInIndex,
  type KeywordPlan,
  keywordCondition,
  keywordPlanCondition,
  keywordTerms,
  planKeyword,
  searchedColumns,
} from './keyword-index.js';
export { viewPage } from './list-view-service.js';
export { listViewsModule } from './routes.js';
export { pageSchema } from './view-schemas.js';
