import type { TagsMessages } from './en.js';

const tagsPl: TagsMessages = {
  'tags.title': 'Tagi',
  'tags.add': 'Dodaj tag',
  'tags.name': 'Nazwa tagu',
  'tags.remove': 'Usuń tag {{name}}',
  'tags.none': 'Brak tagów',
  'tags.pick': 'Wybierz tag, aby zobaczyć oznaczone nim rekordy.',
  'tags.emptyOrg': 'Brak tagów. Otwórz rekord i dodaj tag na jego stronie.',
  'tags.noRecords': 'Żaden rekord, który możesz otworzyć, nie ma tego tagu.',
  'tags.recordsOf': 'Rekordy z tagiem „{{name}}”',
  'tags.addFailed': 'Nie udało się dodać tagu.',
  'tags.removeFailed': 'Nie udało się usunąć tagu.',
  'tags.allTags': 'Wszystkie tagi',
  'tags.rename': 'Zmień nazwę',
  'tags.renameTitle': 'Zmień nazwę tagu „{{name}}”',
  'tags.renamed': 'Zmieniono nazwę tagu na „{{name}}”.',
  'tags.renameFailed': 'Nie udało się zmienić nazwy tagu.',
  'tags.delete': 'Usuń',
  'tags.deleteTitle': 'Usunąć tag „{{name}}”?',
  'tags.deleteConfirm': 'Tag zostanie zdjęty ze wszystkich rekordów, które go mają. Tego nie można cofnąć.',
  'tags.deleted': 'Usunięto tag „{{name}}”.',
  'tags.nameRequired': 'Wpisz nazwę tagu.',
};

export default tagsPl;
