import type { InviteesMessages } from './en.js';

const inviteesPl: InviteesMessages = {
  'invitees.title': 'Zaproszeni',
  'invitees.organiser': 'Organizator: {{name}}',
  'invitees.none': 'Nikt nie został jeszcze zaproszony.',
  'invitees.add': 'Zaproś osoby, kontakty lub leady',
  'invitees.noMatch': 'Nikogo nie znaleziono',
  'invitees.remove': 'Usuń: {{name}}',
  'invitees.kind.user': 'Użytkownik',
  'invitees.kind.contact': 'Kontakt',
  'invitees.kind.lead': 'Lead',
  'invitees.response.none': 'Brak odpowiedzi',
  'invitees.response.accepted': 'Zaakceptowano',
  'invitees.response.declined': 'Odrzucono',
  'invitees.response.tentative': 'Wstępnie',
  'invitees.busy': 'Zajęty w tym czasie',
  'invitees.busyWarning': 'Już zajęci w tym czasie: {{names}}. Zaproszenie i tak wysłano.',
  'invitees.yourAnswer': 'Twoja odpowiedź',
  'invitees.answer.accepted': 'Akceptuj',
  'invitees.answer.tentative': 'Może',
  'invitees.answer.declined': 'Odrzuć',
  'invitees.failed': 'Nie zapisano: {{reason}}',
};

export default inviteesPl;
