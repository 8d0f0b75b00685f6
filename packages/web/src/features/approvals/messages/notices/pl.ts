import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in pl. */
const noticesPl: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Powiadomienia o zatwierdzeniach',
  'approvals.notices.bell': 'Powiadomienia o zatwierdzeniach, nieprzeczytane: {{count}}',
  'approvals.notices.empty': 'Brak powiadomień o zatwierdzeniach',
  'approvals.notices.openCenter': 'Otwórz centrum zatwierdzeń',
  'approvals.notices.fromFlow': 'Przepływ „{{flow}}”',
  'approvals.notices.markRead': 'Oznacz jako przeczytane',
  'approvals.notices.markUnread': 'Oznacz jako nieprzeczytane',
  'approvals.notices.markAllRead': 'Oznacz wszystkie jako przeczytane',
  'approvals.away.button': 'Nieobecność i powiadomienia',
  'approvals.away.title': 'Podczas nieobecności',
  'approvals.away.intro':
    'Wnioski, które trafią do Ciebie w tym okresie, otrzyma Twój zastępca; historia zatwierdzeń pokaże, że działał w Twoim zastępstwie.',
  'approvals.away.none': 'Brak zastępcy: wnioski trafiają do Ciebie.',
  'approvals.away.active': 'Obowiązuje dziś: {{name}} zatwierdza za Ciebie do {{to}}.',
  'approvals.away.scheduled': '{{name}} będzie zatwierdzać za Ciebie od {{from}} do {{to}}.',
  'approvals.away.delegate': 'Zastępca',
  'approvals.away.delegatePlaceholder': 'Wybierz, kto zatwierdza za Ciebie',
  'approvals.away.dates': 'Nieobecność od – do',
  'approvals.away.datesHint':
    'Oba dni włącznie; zostaw koniec pusty, jeśli nieobecność nie ma ustalonego końca.',
  'approvals.away.email': 'Wysyłaj mi powiadomienia o zatwierdzeniach także e-mailem',
  'approvals.away.emailHint': 'Wysyłane przez serwer poczty wychodzącej organizacji.',
  'approvals.away.save': 'Zapisz',
  'approvals.away.cancel': 'Anuluj',
  'approvals.away.end': 'Zakończ zastępstwo',
  'approvals.away.saved': 'Zapisano',
};

export default noticesPl;
