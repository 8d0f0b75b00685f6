import centerNl from './center/nl.js';
import type approvalsEn from './en.js';
import noticesNl from './notices/nl.js';
import runsNl from './runs/nl.js';

/** The approvals flow's messages in nl. */
const approvalsNl: Record<keyof typeof approvalsEn, string> = {
  ...centerNl,
  ...runsNl,
  ...noticesNl,
  'approvals.submitForApproval': 'Ter goedkeuring indienen',
  'approvals.submitted': 'Ter goedkeuring ingediend bij {{approver}}.',
  'approvals.commentsTitle': 'Opmerkingen bij goedkeuring',
  'approvals.commentsLabel': 'Opmerkingen voor de goedkeurder',
  'approvals.submit': 'Indienen',
  'approvals.nextApproverTitle': 'Volgende goedkeurder kiezen',
  'approvals.nextApproverIntro': '"{{process}}" vraagt u te kiezen wie dit record goedkeurt.',
  'approvals.approver': 'Goedkeurder',
  'approvals.approverSearch': 'Personen zoeken op naam',
  'approvals.cannotSubmit': 'Indienen ter goedkeuring niet mogelijk',
  'approvals.failedFallback': 'Het record kon niet ter goedkeuring worden ingediend.',
  'approvals.showDetails': 'Details tonen ({{count}})',
  'approvals.hideDetails': 'Details verbergen',
  'approvals.locked':
    'Dit record is vergrendeld zolang het wacht op goedkeuring door {{approver}}: alleen de goedkeurder of een beheerder kan het wijzigen.',
  'approvals.deleteLocked':
    '{{object}} "{{name}}" kan niet worden verwijderd zolang het wacht op goedkeuring door {{approver}}: de goedkeuringsaanvraag moet eerst worden goedgekeurd of afgewezen.',
};

export default approvalsNl;
