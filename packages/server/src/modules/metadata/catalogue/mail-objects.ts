import type { CatalogueObject } from './catalogue-types.js';

/** The records an e-mail can be related to (core's MAIL_RELATABLE_OBJECTS). */
const MAIL_RELATED_TO = 'contact,lead,account,opportunity,velacase';

/**
 * E-mails as records (issue 23, `emailobject`): one record per sent or received message, written by the
 * mail module as it stores the message (never drafts), owned by the mailbox's owner, so list views,
 * reports and record sharing reach them as any object's records. Nobody edits them: the mail module's
 * save and delete guards refuse it (the message itself is what changes).
 */
export const EMAIL_MESSAGE: CatalogueObject = {
  api: 'EmailMessage',
  prefix: '02s',
  label: 'E-mail message',
  plural: 'E-mail messages',
  icon: 'mail',
  nameField: 'subject',
  features: { activities: false, approvals: false, files: false, history: false },
  fields: [
    { api: 'subject', type: 'S', label: 'Subject', length: 255, editable: false },
    {
      api: 'direction',
      type: 'L',
      label: 'Direction',
      editable: false,
      options: [
        ['received', 'Received', '*'],
        ['sent', 'Sent'],
      ],
    },
    { api: 'messagedate', type: 'F', label: 'Message date', editable: false },
    { api: 'fromaddress', type: 'S', label: 'From', length: 255, editable: false },
    { api: 'toaddress', type: 'S', label: 'To', length: 1000, editable: false },
    { api: 'relatedtoid', type: 'Y', label: 'Related to', lookup: MAIL_RELATED_TO, editable: false },
  ],
};
