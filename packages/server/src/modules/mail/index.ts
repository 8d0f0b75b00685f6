/** E-mail (issue 23): its routes and jobs, and its part of the demo org. */
export { mailDemoSeeder } from './demo-seed.js';
/** Plain text of a filled HTML template, for the text part of an automated e-mail. */
export { htmlToText } from './ingest.js';
export { mailModule } from './routes.js';
/** The server key's sealing of stored secrets, reused by third-party sign-in for client secrets. */
export { seal, serverSecretKey, unseal } from './secret-box.js';
export { sendMessage } from './send-message.js';
/** Notices the application sends itself (approval notices) through the organisation's outgoing server. */
export { SystemMailError, type SystemNotice, sendSystemNotice } from './system-mail.js';
/** Text messages fill the same templates (kind 'sms') from a record. */
/** Approval e-mail alerts and flows' e-mails (issue 20) fill e-mail templates as the application. */
export {
  automationTemplateProblem,
  getTemplate,
  type MergeUser,
  renderTemplate,
  renderTemplateForAutomation,
  TemplateGoneError,
} from './templates.js';
