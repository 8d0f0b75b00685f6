/**
 * While an object's keyword index is still being built (issue 26 item 17) a keyword matched name
 * beginnings only, and the answer says so (`keywordIndex: 'preparing'`). The list asks again this
 * often until an answer no longer says it: then the rows are the whole search's, without a reload.
 * The build is a background job of seconds to a minute; nothing tells the browser when it ends.
 */
export const KEYWORD_INDEX_RECHECK_MS = 5_000;
export const recheckWhilePreparing = (query: { state: { data?: { keywordIndex?: 'preparing' | null } } }) =>
  query.state.data?.keywordIndex === 'preparing' ? KEYWORD_INDEX_RECHECK_MS : false;
