/** Tags (issue 7): the record detail page shows RecordTags; the tags page is loaded by the route table. */
export { RecordTags } from './RecordTags.js';
export { tagListPath } from './tags-api.js';
