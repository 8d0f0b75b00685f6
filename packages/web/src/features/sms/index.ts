/** Text messages (issue 23): the list page is loaded by the route table; the record page shows a record's texts through this. */

/** A list's selection is texted through this. */
export { MassTextButton } from './MassTextButton.js';
export { RecordTextMessages } from './RecordTextMessages.js';
