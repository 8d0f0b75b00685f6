/** Dispatch (issue 22): the dispatch desk and the resource usage view. */
export { default as DispatchDeskPage } from './DispatchDeskPage.js';
export { default as ResourceUsagePage } from './ResourceUsagePage.js';
