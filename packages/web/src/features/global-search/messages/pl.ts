import type { GlobalSearchMessages } from './en.js';

const globalSearchPl: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Wyniki dla „{{keyword}}”',
  'globalSearch.scope': 'Szukaj w',
  'globalSearch.allObjects': 'Wszystkie obiekty',
  'globalSearch.nothing': 'Nic nie znaleziono dla „{{keyword}}”',
  'globalSearch.nothingHint': 'Sprawdź pisownię, wpisz mniej słów lub przeszukaj wszystkie obiekty.',
  'globalSearch.typeSomething': 'Wpisz nazwę, e-mail lub numer telefonu w polu wyszukiwania u góry.',
  'globalSearch.corrected': 'Szukano także: {{words}}',
  'globalSearch.showMore': 'Więcej: {{objects}} – szukaj tylko tutaj',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': 'Pokazano: {{count}}',
  'globalSearch.failed': 'Nie udało się wykonać wyszukiwania.',
  'globalSearch.seeAll': 'Wszystkie wyniki dla „{{keyword}}”',
  'globalSearch.preparing':
    'Wyszukiwanie słów kluczowych jest jeszcze przygotowywane; wyniki pasują tylko do początku nazwy',
};

export default globalSearchPl;
