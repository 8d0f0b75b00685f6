import type { TagsMessages } from './en.js';

const tagsNl: TagsMessages = {
  'tags.title': 'Tags',
  'tags.add': 'Tag toevoegen',
  'tags.name': 'Tagnaam',
  'tags.remove': 'Tag {{name}} verwijderen',
  'tags.none': 'Geen tags',
  'tags.pick': 'Kies een tag om de records te zien die hem dragen.',
  'tags.emptyOrg': 'Nog geen tags. Open een record en voeg op de pagina een tag toe.',
  'tags.noRecords': 'Geen record dat u mag openen draagt deze tag.',
  'tags.recordsOf': 'Records met tag ‘{{name}}’',
  'tags.addFailed': 'De tag kon niet worden toegevoegd.',
  'tags.removeFailed': 'De tag kon niet worden verwijderd.',
  'tags.allTags': 'Alle tags',
};

export default tagsNl;
