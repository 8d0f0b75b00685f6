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
  'tags.rename': 'Umbenennen',
  'tags.renameTitle': 'Tag „{{name}}“ umbenennen',
  'tags.renamed': 'Tag in „{{name}}“ umbenannt.',
  'tags.renameFailed': 'Das Tag konnte nicht umbenannt werden.',
  'tags.delete': 'Löschen',
  'tags.deleteTitle': 'Tag „{{name}}“ löschen?',
  'tags.deleteConfirm':
    'Das Tag wird von allen Datensätzen entfernt, die es tragen. Das lässt sich nicht rückgängig machen.',
  'tags.deleted': 'Tag „{{name}}“ gelöscht.',
  'tags.nameRequired': 'Geben Sie einen Namen für das Tag ein.',
};

export default tagsDe;
