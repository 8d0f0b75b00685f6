/** List views' public face: the module, and the keyword index other searches may share. */
export { ensureKeywordIndex, keywordCondition } from './keyword-index.js';
export { viewPage } from './list-view-service.js';
export { listViewsModule } from './routes.js';
export { pageSchema } from './view-schemas.js';
