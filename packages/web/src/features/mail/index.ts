/** E-mail (issue 23): its screens are loaded by the route table; the record page shows a record's mail through this. */
export { RecordMailTimeline } from './RecordMailTimeline.js';
/** Text messages fill the same templates (kind 'sms'). */
export { fetchTemplates, renderTemplate, TEMPLATES_QUERY_KEY } from './templates/templates-api.js';
