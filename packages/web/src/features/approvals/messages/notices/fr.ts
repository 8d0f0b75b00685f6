import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in fr. */
const noticesFr: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': "Notifications d'approbation",
  'approvals.notices.bell': "Notifications d'approbation, {{count}} non lues",
  'approvals.notices.empty': "Aucune notification d'approbation pour l'instant",
  'approvals.notices.openCenter': "Ouvrir le centre d'approbation",
  'approvals.notices.fromFlow': 'Flux « {{flow}} »',
  'approvals.notices.markRead': 'Marquer comme lue',
  'approvals.notices.markUnread': 'Marquer comme non lue',
  'approvals.notices.markAllRead': 'Tout marquer comme lu',
  'approvals.away.button': 'Absence et notifications',
  'approvals.away.title': 'Pendant votre absence',
  'approvals.away.intro':
    "Les demandes qui vous arrivent entre ces dates vont à votre délégué ; l'historique d'approbation indique qu'il a agi en votre nom.",
  'approvals.away.none': 'Aucun délégué : les demandes vous parviennent.',
  'approvals.away.active': "En vigueur aujourd'hui : {{name}} approuve pour vous jusqu'au {{to}}.",
  'approvals.away.scheduled': '{{name}} approuvera pour vous du {{from}} au {{to}}.',
  'approvals.away.delegate': 'Délégué',
  'approvals.away.delegatePlaceholder': 'Choisissez qui approuve pour vous',
  'approvals.away.dates': 'Absent du – au',
  'approvals.away.datesHint':
    'Les deux jours sont inclus ; laissez la fin ouverte pour une absence sans fin fixée.',
  'approvals.away.email': "M'envoyer aussi les notifications d'approbation par e-mail",
  'approvals.away.emailHint': "Envoyées par le serveur de messagerie sortant de l'organisation.",
  'approvals.away.save': 'Enregistrer',
  'approvals.away.cancel': 'Annuler',
  'approvals.away.end': 'Mettre fin à la délégation',
  'approvals.away.saved': 'Enregistré',
};

export default noticesFr;
