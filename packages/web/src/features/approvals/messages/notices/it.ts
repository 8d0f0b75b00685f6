import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in it. */
const noticesIt: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Notifiche di approvazione',
  'approvals.notices.bell': 'Notifiche di approvazione, {{count}} non lette',
  'approvals.notices.empty': 'Ancora nessuna notifica di approvazione',
  'approvals.notices.openCenter': 'Apri il centro approvazioni',
  'approvals.notices.fromFlow': 'Flusso «{{flow}}»',
  'approvals.notices.markRead': 'Segna come letta',
  'approvals.notices.markUnread': 'Segna come non letta',
  'approvals.notices.markAllRead': 'Segna tutte come lette',
  'approvals.away.button': 'Assenza e notifiche',
  'approvals.away.title': 'Mentre sei assente',
  'approvals.away.intro':
    'Le richieste che ti arrivano tra queste date vanno al tuo delegato; la cronologia delle approvazioni indica che ha agito per tuo conto.',
  'approvals.away.none': 'Nessun delegato: le richieste arrivano a te.',
  'approvals.away.active': 'Attivo oggi: {{name}} approva per te fino al {{to}}.',
  'approvals.away.scheduled': '{{name}} approverà per te dal {{from}} al {{to}}.',
  'approvals.away.delegate': 'Delegato',
  'approvals.away.delegatePlaceholder': 'Scegli chi approva per te',
  'approvals.away.dates': 'Assente dal – al',
  'approvals.away.datesHint':
    "Entrambi i giorni inclusi; lascia aperta la fine per un'assenza senza data di fine.",
  'approvals.away.email': 'Inviami le notifiche di approvazione anche via e-mail',
  'approvals.away.emailHint': "Inviate tramite il server di posta in uscita dell'organizzazione.",
  'approvals.away.save': 'Salva',
  'approvals.away.cancel': 'Annulla',
  'approvals.away.end': 'Termina la delega',
  'approvals.away.saved': 'Salvato',
};

export default noticesIt;
