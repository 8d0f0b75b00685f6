/** Text messages (issue 23): the list page is loaded by the route table; the record page shows a record's texts through this. */
export { RecordTextMessages } from './RecordTextMessages.js';
