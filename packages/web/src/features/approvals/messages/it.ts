import centerIt from './center/it.js';
import type approvalsEn from './en.js';
import noticesIt from './notices/it.js';
import runsIt from './runs/it.js';

/** The approvals flow's messages in it. */
const approvalsIt: Record<keyof typeof approvalsEn, string> = {
  ...centerIt,
  ...runsIt,
  ...noticesIt,
  'approvals.submitForApproval': 'Invia per approvazione',
  'approvals.submitted': 'Inviato per approvazione a {{approver}}.',
  'approvals.commentsTitle': 'Commenti per l’approvazione',
  'approvals.commentsLabel': 'Commenti per l’approvatore',
  'approvals.submit': 'Invia',
  'approvals.nextApproverTitle': 'Scegli il prossimo approvatore',
  'approvals.nextApproverIntro': '«{{process}}» ti chiede di scegliere chi approva questo record.',
  'approvals.approver': 'Approvatore',
  'approvals.approverSearch': 'Cerca persone per nome',
  'approvals.cannotSubmit': 'Impossibile inviare per approvazione',
  'approvals.failedFallback': 'Non è stato possibile inviare il record per approvazione.',
  'approvals.showDetails': 'Mostra dettagli ({{count}})',
  'approvals.hideDetails': 'Nascondi dettagli',
  'approvals.locked':
    'Questo record è bloccato mentre attende l’approvazione di {{approver}}: solo l’approvatore o un amministratore possono modificarlo.',
  'approvals.deleteLocked':
    '{{object}} "{{name}}" non può essere eliminato finché è in attesa dell’approvazione di {{approver}}: la richiesta di approvazione deve prima essere approvata o rifiutata.',
};

export default approvalsIt;
