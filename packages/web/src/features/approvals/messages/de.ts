import centerDe from './center/de.js';
import type approvalsEn from './en.js';
import noticesDe from './notices/de.js';
import runsDe from './runs/de.js';

/** The approvals flow's messages in de. */
const approvalsDe: Record<keyof typeof approvalsEn, string> = {
  ...centerDe,
  ...runsDe,
  ...noticesDe,
  'approvals.submitForApproval': 'Zur Genehmigung einreichen',
  'approvals.submitted': 'Zur Genehmigung an {{approver}} eingereicht.',
  'approvals.commentsTitle': 'Kommentar zur Genehmigung',
  'approvals.commentsLabel': 'Kommentar für die genehmigende Person',
  'approvals.submit': 'Einreichen',
  'approvals.nextApproverTitle': 'Nächste genehmigende Person wählen',
  'approvals.nextApproverIntro': '„{{process}}“ lässt Sie wählen, wer diesen Datensatz genehmigt.',
  'approvals.approver': 'Genehmigende Person',
  'approvals.approverSearch': 'Personen nach Namen suchen',
  'approvals.cannotSubmit': 'Einreichen zur Genehmigung nicht möglich',
  'approvals.failedFallback': 'Der Datensatz konnte nicht zur Genehmigung eingereicht werden.',
  'approvals.showDetails': 'Details anzeigen ({{count}})',
  'approvals.hideDetails': 'Details ausblenden',
  'approvals.locked':
    'Dieser Datensatz ist gesperrt, solange er auf die Genehmigung durch {{approver}} wartet: Nur die genehmigende Person oder ein Administrator kann ihn ändern.',
  'approvals.deleteLocked':
    '{{object}} „{{name}}“ kann nicht gelöscht werden, solange die Genehmigung durch {{approver}} aussteht: Die Genehmigungsanfrage muss zuerst genehmigt oder abgelehnt werden.',
};

export default approvalsDe;
