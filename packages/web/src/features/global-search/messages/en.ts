/** Global search's messages in English: the source every other language follows. */
const globalSearchEn = {
  'globalSearch.resultsFor': 'Results for “{{keyword}}”',
  'globalSearch.scope': 'Search in',
  'globalSearch.allObjects': 'All objects',
  'globalSearch.nothing': 'Nothing found for “{{keyword}}”',
  'globalSearch.nothingHint': 'Check the spelling, type fewer words, or search all objects.',
  'globalSearch.typeSomething': 'Type a name, e-mail or phone number in the search box at the top.',
  'globalSearch.corrected': 'Also searched for: {{words}}',
  'globalSearch.showMore': 'More {{objects}}: search only here',
  'globalSearch.matchedIn': '{{field}}: {{value}}',
  'globalSearch.groupCount': '{{count}} shown',
  'globalSearch.failed': 'The search could not be done.',
  'globalSearch.seeAll': 'See all results for “{{keyword}}”',
  'globalSearch.preparing':
    'Keyword search is still being prepared; results match the start of the name only',
} as const;

export type GlobalSearchMessages = Record<keyof typeof globalSearchEn, string>;
export default globalSearchEn;
