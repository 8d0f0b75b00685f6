import type { GlobalSearchMessages } from './en.js';

const globalSearchDe: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Ergebnisse für „{{keyword}}“',
  'globalSearch.scope': 'Suchen in',
  'globalSearch.allObjects': 'Alle Objekte',
  'globalSearch.nothing': 'Nichts gefunden für „{{keyword}}“',
  'globalSearch.nothingHint':
    'Prüfen Sie die Schreibweise, geben Sie weniger Wörter ein oder durchsuchen Sie alle Objekte.',
  'globalSearch.typeSomething':
    'Geben Sie oben im Suchfeld einen Namen, eine E-Mail-Adresse oder eine Telefonnummer ein.',
  'globalSearch.corrected': 'Auch gesucht nach: {{words}}',
  'globalSearch.showMore': 'Weitere {{objects}}: nur hier suchen',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} angezeigt',
  'globalSearch.failed': 'Die Suche konnte nicht ausgeführt werden.',
  'globalSearch.seeAll': 'Alle Ergebnisse für „{{keyword}}“',
  'globalSearch.preparing':
    'Die Stichwortsuche wird noch vorbereitet; die Ergebnisse passen nur zum Anfang des Namens',
};

export default globalSearchDe;
