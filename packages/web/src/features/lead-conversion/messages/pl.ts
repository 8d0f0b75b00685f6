import type leadConversionEn from './en.js';

/** Lead conversion and quote actions' messages in pl. */
const leadConversionPl: Record<keyof typeof leadConversionEn, string> = {
  'leadConversion.convert': 'Konwertuj',
  'leadConversion.title': 'Konwertuj potencjalnego klienta',
  'leadConversion.account': 'Konto',
  'leadConversion.accountNew': 'Utwórz nowe konto',
  'leadConversion.accountExisting': 'Wybierz istniejące konto',
  'leadConversion.accountName': 'Nazwa konta',
  'leadConversion.accountPick': 'Szukaj kont',
  'leadConversion.contact': 'Kontakt',
  'leadConversion.contactNew': 'Utwórz nowy kontakt: {{name}}',
  'leadConversion.contactExisting': 'Wybierz istniejący kontakt',
  'leadConversion.contactPick': 'Szukaj kontaktów',
  'leadConversion.opportunity': 'Szansa sprzedaży',
  'leadConversion.opportunityNew': 'Utwórz nową szansę sprzedaży',
  'leadConversion.opportunityNone': 'Nie twórz szansy sprzedaży',
  'leadConversion.opportunityName': 'Nazwa szansy sprzedaży',
  'leadConversion.owner': 'Właściciel rekordu',
  'leadConversion.matches':
    'Już jest w Vela z tą samą nazwą lub e-mailem; wybierz go, aby uniknąć duplikatu.',
  'leadConversion.submit': 'Konwertuj',
  'leadConversion.convertedTitle': 'Potencjalny klient został przekonwertowany',
  'leadConversion.convertedTag': 'Przekonwertowany',
  'leadConversion.failed': 'Nie udało się przekonwertować potencjalnego klienta.',
  'leadConversion.pickRecord': 'Najpierw wybierz rekord.',
  'leadConversion.close': 'Zamknij',
  'leadConversion.newQuote': 'Nowa oferta',
  'leadConversion.quoteCreated': 'Utworzono ofertę „{{name}}”.',
  'leadConversion.sync': 'Synchronizuj z szansą sprzedaży',
  'leadConversion.synced': 'Szansa sprzedaży pokazuje teraz pozycje i sumę tej oferty ({{amount}}).',
  'leadConversion.syncing': 'Synchronizowana',
  'leadConversion.createOrder': 'Utwórz zamówienie',
  'leadConversion.orderCreated': 'Utworzono zamówienie {{number}}.',
  'leadConversion.actionFailed': 'To się nie udało.',
};

export default leadConversionPl;
