import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in de. */
const noticesDe: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Genehmigungsbenachrichtigungen',
  'approvals.notices.bell': 'Genehmigungsbenachrichtigungen, {{count}} ungelesen',
  'approvals.notices.empty': 'Noch keine Genehmigungsbenachrichtigungen',
  'approvals.notices.openCenter': 'Genehmigungscenter öffnen',
  'approvals.notices.fromFlow': 'Flow „{{flow}}“',
  'approvals.notices.markRead': 'Als gelesen markieren',
  'approvals.notices.markUnread': 'Als ungelesen markieren',
  'approvals.notices.markAllRead': 'Alle als gelesen markieren',
  'approvals.away.button': 'Abwesenheit und Benachrichtigungen',
  'approvals.away.title': 'Während Ihrer Abwesenheit',
  'approvals.away.intro':
    'Anfragen, die zwischen diesen Daten an Sie gehen, erhält stattdessen Ihre Vertretung; der Genehmigungsverlauf zeigt, dass sie in Ihrer Vertretung gehandelt hat.',
  'approvals.away.none': 'Keine Vertretung: Anfragen kommen zu Ihnen.',
  'approvals.away.active': 'Heute aktiv: {{name}} genehmigt bis {{to}} für Sie.',
  'approvals.away.scheduled': '{{name}} genehmigt vom {{from}} bis {{to}} für Sie.',
  'approvals.away.delegate': 'Vertretung',
  'approvals.away.delegatePlaceholder': 'Wählen Sie, wer für Sie genehmigt',
  'approvals.away.dates': 'Abwesend von – bis',
  'approvals.away.datesHint':
    'Beide Tage eingeschlossen; lassen Sie das Ende offen für eine Abwesenheit ohne festes Ende.',
  'approvals.away.email': 'Genehmigungsbenachrichtigungen auch per E-Mail senden',
  'approvals.away.emailHint': 'Versand über den Postausgangsserver der Organisation.',
  'approvals.away.save': 'Speichern',
  'approvals.away.cancel': 'Abbrechen',
  'approvals.away.end': 'Vertretung beenden',
  'approvals.away.saved': 'Gespeichert',
};

export default noticesDe;
