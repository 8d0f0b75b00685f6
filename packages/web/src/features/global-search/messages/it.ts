import type { GlobalSearchMessages } from './en.js';

const globalSearchIt: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Risultati per «{{keyword}}»',
  'globalSearch.scope': 'Cerca in',
  'globalSearch.allObjects': 'Tutti gli oggetti',
  'globalSearch.nothing': 'Nessun risultato per «{{keyword}}»',
  'globalSearch.nothingHint': 'Controlla l’ortografia, digita meno parole o cerca in tutti gli oggetti.',
  'globalSearch.typeSomething':
    'Digita un nome, un’e-mail o un numero di telefono nella casella di ricerca in alto.',
  'globalSearch.corrected': 'Cercato anche: {{words}}',
  'globalSearch.showMore': 'Altri {{objects}}: cerca solo qui',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} mostrati',
  'globalSearch.failed': 'Impossibile eseguire la ricerca.',
  'globalSearch.seeAll': 'Vedi tutti i risultati per «{{keyword}}»',
  'globalSearch.preparing':
    'La ricerca per parole chiave è ancora in preparazione; i risultati corrispondono solo all’inizio del nome',
};

export default globalSearchIt;
