import type { TagsMessages } from './en.js';

const tagsDe: TagsMessages = {
  'tags.title': 'Tags',
  'tags.add': 'Tag hinzufügen',
  'tags.name': 'Tag-Name',
  'tags.remove': 'Tag {{name}} entfernen',
  'tags.none': 'Keine Tags',
  'tags.pick': 'Wählen Sie einen Tag, um die Datensätze damit zu sehen.',
  'tags.emptyOrg': 'Noch keine Tags. Öffnen Sie einen Datensatz und fügen Sie dort einen Tag hinzu.',
  'tags.noRecords': 'Kein Datensatz, den Sie öffnen dürfen, trägt diesen Tag.',
  'tags.recordsOf': 'Datensätze mit Tag „{{name}}“',
  'tags.addFailed': 'Der Tag konnte nicht hinzugefügt werden.',
  'tags.removeFailed': 'Der Tag konnte nicht entfernt werden.',
  'tags.allTags': 'Alle Tags',
};

export default tagsDe;
