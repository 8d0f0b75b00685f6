import centerFr from './center/fr.js';
import type approvalsEn from './en.js';
import noticesFr from './notices/fr.js';
import runsFr from './runs/fr.js';

/** The approvals flow's messages in fr. */
const approvalsFr: Record<keyof typeof approvalsEn, string> = {
  ...centerFr,
  ...runsFr,
  ...noticesFr,
  'approvals.submitForApproval': 'Soumettre pour approbation',
  'approvals.submitted': 'Soumis pour approbation à {{approver}}.',
  'approvals.commentsTitle': 'Commentaires d’approbation',
  'approvals.commentsLabel': 'Commentaires pour l’approbateur',
  'approvals.submit': 'Soumettre',
  'approvals.nextApproverTitle': 'Choisir le prochain approbateur',
  'approvals.nextApproverIntro': '« {{process}} » vous demande de choisir qui approuve cet enregistrement.',
  'approvals.approver': 'Approbateur',
  'approvals.approverSearch': 'Rechercher des personnes par nom',
  'approvals.cannotSubmit': 'Impossible de soumettre pour approbation',
  'approvals.failedFallback': 'L’enregistrement n’a pas pu être soumis pour approbation.',
  'approvals.showDetails': 'Afficher les détails ({{count}})',
  'approvals.hideDetails': 'Masquer les détails',
  'approvals.locked':
    'Cet enregistrement est verrouillé tant qu’il attend l’approbation de {{approver}} : seuls l’approbateur ou un administrateur peuvent le modifier.',
  'approvals.deleteLocked':
    '{{object}} « {{name}} » ne peut pas être supprimé tant qu’il attend l’approbation de {{approver}} : la demande d’approbation doit d’abord être approuvée ou refusée.',
};

export default approvalsFr;
