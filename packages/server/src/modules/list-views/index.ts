/** List views' public face: the module, and the keyword index other searches may share. */
export { ensureKeywordIndex, keywordCondition } from './keyword-index.js';
export { listViewsModule } from './routes.js';
