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
  'tags.rename': 'Naam wijzigen',
  'tags.renameTitle': 'Tag ‘{{name}}’ hernoemen',
  'tags.renamed': 'Tag hernoemd naar ‘{{name}}’.',
  'tags.renameFailed': 'De tag kon niet worden hernoemd.',
  'tags.delete': 'Verwijderen',
  'tags.deleteTitle': 'Tag ‘{{name}}’ verwijderen?',
  'tags.deleteConfirm':
    'De tag wordt van alle records gehaald die hem dragen. Dit kan niet ongedaan worden gemaakt.',
  'tags.deleted': 'Tag ‘{{name}}’ verwijderd.',
  'tags.nameRequired': 'Voer een naam voor de tag in.',
};

export default tagsNl;
