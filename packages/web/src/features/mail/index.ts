/** E-mail (issue 23): its screens are loaded by the route table; the record page shows a record's mail through this. */
/** A list of contacts or leads offers a mass e-mail through this. */

/** The test providers' outbox page shows the e-mail test provider's part through this. */
export { MailTestOutbox } from './MailTestOutbox.js';
export { MassMailButton } from './mass/MassMailButton.js';
export { RecordMailTimeline } from './RecordMailTimeline.js';
/** Text messages fill the same templates (kind 'sms'). */
export {
  fetchObjectEmailTemplates,
  fetchTemplates,
  renderTemplate,
  TEMPLATES_QUERY_KEY,
} from './templates/templates-api.js';
