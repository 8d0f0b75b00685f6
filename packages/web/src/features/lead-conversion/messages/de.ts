import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in de. */
const leadConversionDe: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Konvertieren',
  'leadConversion.title': 'Lead konvertieren',
  'leadConversion.account': 'Account',
  'leadConversion.accountNew': 'Neuen Account anlegen',
  'leadConversion.accountExisting': 'Vorhandenen Account wählen',
  'leadConversion.accountName': 'Accountname',
  'leadConversion.accountPick': 'Accounts suchen',
  'leadConversion.contact': 'Kontakt',
  'leadConversion.contactNew': 'Neuen Kontakt anlegen: {{name}}',
  'leadConversion.contactExisting': 'Vorhandenen Kontakt wählen',
  'leadConversion.contactPick': 'Kontakte suchen',
  'leadConversion.opportunity': 'Opportunity',
  'leadConversion.opportunityNew': 'Neue Opportunity anlegen',
  'leadConversion.opportunityNone': 'Keine Opportunity anlegen',
  'leadConversion.opportunityName': 'Name der Opportunity',
  'leadConversion.owner': 'Datensatzinhaber',
  'leadConversion.matches':
    'Bereits in Vela mit gleichem Namen oder gleicher E-Mail; wählen Sie ihn, um ein Duplikat zu vermeiden.',
  'leadConversion.submit': 'Konvertieren',
  'leadConversion.convertedTitle': 'Ihr Lead wurde konvertiert',
  'leadConversion.convertedTag': 'Konvertiert',
  'leadConversion.failed': 'Der Lead konnte nicht konvertiert werden.',
  'leadConversion.pickRecord': 'Wählen Sie zuerst einen Datensatz.',
  'leadConversion.close': 'Schließen',
  'leadConversion.newQuote': 'Neues Angebot',
  'leadConversion.quoteCreated': 'Angebot „{{name}}“ angelegt.',
  'leadConversion.sync': 'Mit Opportunity synchronisieren',
  'leadConversion.synced':
    'Die Opportunity zeigt jetzt die Positionen und die Summe dieses Angebots ({{amount}}).',
  'leadConversion.syncing': 'Synchronisiert',
  'leadConversion.createOrder': 'Auftrag anlegen',
  'leadConversion.orderCreated': 'Auftrag {{number}} angelegt.',
  'leadConversion.actionFailed': 'Das hat nicht funktioniert.',
};

export default leadConversionDe;
