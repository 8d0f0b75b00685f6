import type noticesEn from './en.js';

/** The approval bell's and the away settings' messages in nl. */
const noticesNl: Record<keyof typeof noticesEn, string> = {
  'approvals.notices.title': 'Goedkeuringsmeldingen',
  'approvals.notices.bell': 'Goedkeuringsmeldingen, {{count}} ongelezen',
  'approvals.notices.empty': 'Nog geen goedkeuringsmeldingen',
  'approvals.notices.openCenter': 'Goedkeuringscentrum openen',
  'approvals.notices.fromFlow': 'Flow ‘{{flow}}’',
  'approvals.notices.markRead': 'Markeren als gelezen',
  'approvals.notices.markUnread': 'Markeren als ongelezen',
  'approvals.notices.markAllRead': 'Alles als gelezen markeren',
  'approvals.away.button': 'Afwezigheid en meldingen',
  'approvals.away.title': 'Terwijl u afwezig bent',
  'approvals.away.intro':
    'Verzoeken die tussen deze data bij u komen, gaan naar uw vervanger; de goedkeuringsgeschiedenis vermeldt dat die namens u handelde.',
  'approvals.away.none': 'Geen vervanger: verzoeken komen bij u.',
  'approvals.away.active': 'Vandaag van kracht: {{name}} keurt tot {{to}} voor u goed.',
  'approvals.away.scheduled': '{{name}} keurt van {{from}} tot {{to}} voor u goed.',
  'approvals.away.delegate': 'Vervanger',
  'approvals.away.delegatePlaceholder': 'Kies wie voor u goedkeurt',
  'approvals.away.dates': 'Afwezig van – tot',
  'approvals.away.datesHint':
    'Beide dagen inbegrepen; laat het einde open voor een afwezigheid zonder vaste einddatum.',
  'approvals.away.email': 'Stuur mijn goedkeuringsmeldingen ook per e-mail',
  'approvals.away.emailHint': 'Verzonden via de uitgaande mailserver van de organisatie.',
  'approvals.away.save': 'Opslaan',
  'approvals.away.cancel': 'Annuleren',
  'approvals.away.end': 'Vervanging beëindigen',
  'approvals.away.saved': 'Opgeslagen',
};

export default noticesNl;
