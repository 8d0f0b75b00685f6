import type { RecordCleanupMessages } from './en.js';

const recordCleanupIt: RecordCleanupMessages = {
  'recycle.title': 'Cestino',
  'recycle.intro': 'I record eliminati restano qui {{days}} giorni, poi vengono eliminati definitivamente.',
  'recycle.object': 'Oggetto',
  'recycle.allObjects': 'Tutti gli oggetti',
  'recycle.search': 'Cerca nel cestino',
  'recycle.name': 'Nome',
  'recycle.deletedBy': 'Eliminato da',
  'recycle.deletedAt': 'Eliminato il',
  'recycle.daysLeft': 'Giorni rimasti',
  'recycle.selectRow': 'Seleziona {{name}}',
  'recycle.restore': 'Ripristina',
  'recycle.deleteForGood': 'Elimina definitivamente',
  'recycle.deleteForGoodConfirm':
    "Eliminare definitivamente {{count}} record? L'operazione non può essere annullata.",
  'recycle.restored': '{{count}} record ripristinati.',
  'recycle.purged': '{{count}} record eliminati definitivamente.',
  'recycle.failed': 'Non è stato possibile gestire {{count}} record: {{reasons}}',
  'recycle.empty': 'Il cestino è vuoto. I record eliminati compaiono qui per {{days}} giorni.',
  'recycle.notYours': 'Solo chi può eliminare questo record può ripristinarlo',
  'merge.duplicatesTitle': 'Duplicati di {{name}}',
  'merge.groupsTitle': 'Duplicati: {{object}}',
  'merge.checkTitle': 'Controllo duplicati',
  'merge.checkIntro':
    'Scegli un oggetto per elencare i record che le sue regole sui duplicati associano tra loro.',
  'merge.rule': 'Trovato da',
  'merge.createdOn': 'Creato il',
  'merge.noDuplicates': 'Le regole sui duplicati non hanno trovato duplicati.',
  'merge.pickHint': 'Scegli 2 o 3 record da unire.',
  'merge.mergeSelected': 'Unisci selezionati',
  'merge.group': 'Gruppo {{number}} ({{rule}})',
  'merge.title': 'Unisci {{object}}',
  'merge.intro':
    'Scegli il record da mantenere e, campo per campo, il valore che resta. Gli altri vanno nel cestino e i loro record collegati passano a quello mantenuto.',
  'merge.field': 'Campo',
  'merge.keep': 'Mantieni questo record',
  'merge.master': 'Record da mantenere',
  'merge.readOnly': 'di sola lettura per te',
  'merge.valueOf': '{{field}} di {{name}}',
  'merge.emptyValue': '(vuoto)',
  'merge.confirm': 'Unisci',
  'merge.confirmText': 'Unire {{count}} record in «{{name}}»? Gli altri vanno nel cestino.',
  'merge.done': 'Uniti in {{name}}; {{moved}} record collegati spostati.',
  'merge.badSelection': 'Apri questa pagina con 2 o 3 record di uno stesso oggetto per unirli.',
};

export default recordCleanupIt;
