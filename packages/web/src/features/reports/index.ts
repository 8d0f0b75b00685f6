/** Reports (issue 19): the list and builder screens are loaded by the route table; others link here. */
export { newReportPath, reportListPath, reportPath } from './reports-api.js';
