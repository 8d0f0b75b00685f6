import centerPl from './center/pl.js';
import type approvalsEn from './en.js';
import noticesPl from './notices/pl.js';
import runsPl from './runs/pl.js';

/** The approvals flow's messages in pl. */
const approvalsPl: Record<keyof typeof approvalsEn, string> = {
  ...centerPl,
  ...runsPl,
  ...noticesPl,
  'approvals.submitForApproval': 'Prześlij do zatwierdzenia',
  'approvals.submitted': 'Przesłano do zatwierdzenia: {{approver}}.',
  'approvals.commentsTitle': 'Komentarz do zatwierdzenia',
  'approvals.commentsLabel': 'Komentarz dla zatwierdzającego',
  'approvals.submit': 'Prześlij',
  'approvals.nextApproverTitle': 'Wybierz następnego zatwierdzającego',
  'approvals.nextApproverIntro': '„{{process}}” wymaga wybrania osoby zatwierdzającej ten rekord.',
  'approvals.approver': 'Zatwierdzający',
  'approvals.approverSearch': 'Szukaj osób po nazwisku',
  'approvals.cannotSubmit': 'Nie można przesłać do zatwierdzenia',
  'approvals.failedFallback': 'Nie udało się przesłać rekordu do zatwierdzenia.',
  'approvals.showDetails': 'Pokaż szczegóły ({{count}})',
  'approvals.hideDetails': 'Ukryj szczegóły',
  'approvals.locked':
    'Ten rekord jest zablokowany, dopóki czeka na zatwierdzenie przez: {{approver}}. Zmienić go może tylko zatwierdzający lub administrator.',
  'approvals.deleteLocked':
    'Nie można usunąć: {{object}} „{{name}}” czeka na zatwierdzenie przez {{approver}}. Najpierw trzeba zatwierdzić lub odrzucić wniosek o zatwierdzenie.',
};

export default approvalsPl;
