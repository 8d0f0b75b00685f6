import type { GlobalSearchMessages } from './en.js';

const globalSearchNl: GlobalSearchMessages = {
  'globalSearch.resultsFor': 'Resultaten voor ‘{{keyword}}’',
  'globalSearch.scope': 'Zoeken in',
  'globalSearch.allObjects': 'Alle objecten',
  'globalSearch.nothing': 'Niets gevonden voor ‘{{keyword}}’',
  'globalSearch.nothingHint': 'Controleer de spelling, typ minder woorden of zoek in alle objecten.',
  'globalSearch.typeSomething': 'Typ een naam, e-mailadres of telefoonnummer in het zoekvak bovenaan.',
  'globalSearch.corrected': 'Ook gezocht naar: {{words}}',
  'globalSearch.showMore': 'Meer {{objects}}: alleen hier zoeken',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} getoond',
  'globalSearch.failed': 'De zoekopdracht kon niet worden uitgevoerd.',
  'globalSearch.seeAll': 'Alle resultaten voor ‘{{keyword}}’',
  'globalSearch.preparing':
    'Zoeken op trefwoord wordt nog voorbereid; de resultaten komen alleen overeen met het begin van de naam',
};

export default globalSearchNl;
