import type { TagsMessages } from './en.js';

const tagsIt: TagsMessages = {
  'tags.title': 'Tag',
  'tags.add': 'Aggiungi tag',
  'tags.name': 'Nome del tag',
  'tags.remove': 'Rimuovi il tag {{name}}',
  'tags.none': 'Nessun tag',
  'tags.pick': 'Scegli un tag per vedere i record che lo portano.',
  'tags.emptyOrg': 'Ancora nessun tag. Apri un record e aggiungi un tag dalla sua pagina.',
  'tags.noRecords': 'Nessun record che puoi aprire porta questo tag.',
  'tags.recordsOf': 'Record con il tag «{{name}}»',
  'tags.addFailed': 'Impossibile aggiungere il tag.',
  'tags.removeFailed': 'Impossibile rimuovere il tag.',
  'tags.allTags': 'Tutti i tag',
  'tags.rename': 'Rinomina',
  'tags.renameTitle': 'Rinomina il tag «{{name}}»',
  'tags.renamed': 'Tag rinominato in «{{name}}».',
  'tags.renameFailed': 'Non è stato possibile rinominare il tag.',
  'tags.delete': 'Elimina',
  'tags.deleteTitle': 'Eliminare il tag «{{name}}»?',
  'tags.deleteConfirm':
    'Il tag viene tolto da tutti i record che lo hanno. L’operazione non si può annullare.',
  'tags.deleted': 'Tag «{{name}}» eliminato.',
  'tags.nameRequired': 'Inserisci un nome per il tag.',
};

export default tagsIt;
