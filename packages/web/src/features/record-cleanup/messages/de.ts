import type { RecordCleanupMessages } from './en.js';

const recordCleanupDe: RecordCleanupMessages = {
  'recycle.title': 'Papierkorb',
  'recycle.intro': 'Gelöschte Datensätze bleiben {{days}} Tage hier und werden dann endgültig gelöscht.',
  'recycle.object': 'Objekt',
  'recycle.allObjects': 'Alle Objekte',
  'recycle.search': 'Papierkorb durchsuchen',
  'recycle.name': 'Name',
  'recycle.deletedBy': 'Gelöscht von',
  'recycle.deletedAt': 'Gelöscht am',
  'recycle.daysLeft': 'Verbleibende Tage',
  'recycle.selectRow': '{{name}} auswählen',
  'recycle.restore': 'Wiederherstellen',
  'recycle.deleteForGood': 'Endgültig löschen',
  'recycle.deleteForGoodConfirm':
    '{{count}} Datensätze endgültig löschen? Das kann nicht rückgängig gemacht werden.',
  'recycle.deleteForGoodConfirm_one':
    '{{count}} Datensatz endgültig löschen? Das lässt sich nicht rückgängig machen.',
  'recycle.restored': '{{count}} Datensätze wiederhergestellt.',
  'recycle.restored_one': '{{count}} Datensatz wiederhergestellt.',
  'recycle.purged': '{{count}} Datensätze endgültig gelöscht.',
  'recycle.purged_one': '{{count}} Datensatz endgültig gelöscht.',
  'recycle.failed': '{{count}} Datensätze konnten nicht bearbeitet werden: {{reasons}}',
  'recycle.failed_one': '{{count}} Datensatz konnte nicht bearbeitet werden: {{reasons}}',
  'recycle.empty': 'Der Papierkorb ist leer. Gelöschte Datensätze erscheinen hier {{days}} Tage lang.',
  'recycle.notYours': 'Nur wer diesen Datensatz löschen darf, kann ihn wiederherstellen',
  'merge.duplicatesTitle': 'Dubletten von {{name}}',
  'merge.groupsTitle': 'Dubletten: {{object}}',
  'merge.checkTitle': 'Dublettenprüfung',
  'merge.checkIntro':
    'Wählen Sie ein Objekt, um die Datensätze aufzulisten, die seine Dublettenregeln einander zuordnen.',
  'merge.rule': 'Gefunden durch',
  'merge.createdOn': 'Erstellt am',
  'merge.noDuplicates': 'Die Dublettenregeln haben keine Dubletten gefunden.',
  'merge.pickHint': 'Wählen Sie 2 oder 3 Datensätze zum Zusammenführen.',
  'merge.mergeSelected': 'Auswahl zusammenführen',
  'merge.group': 'Gruppe {{number}} ({{rule}})',
  'merge.title': '{{object}} zusammenführen',
  'merge.intro':
    'Wählen Sie den Datensatz, der bleibt, und Feld für Feld den Wert, der erhalten bleibt. Die anderen kommen in den Papierkorb; ihre verknüpften Datensätze wechseln zum behaltenen.',
  'merge.field': 'Feld',
  'merge.keep': 'Diesen Datensatz behalten',
  'merge.master': 'Bleibender Datensatz',
  'merge.readOnly': 'für Sie schreibgeschützt',
  'merge.valueOf': '{{field}} von {{name}}',
  'merge.emptyValue': '(leer)',
  'merge.confirm': 'Zusammenführen',
  'merge.confirmText':
    '{{count}} Datensätze zu „{{name}}“ zusammenführen? Die anderen kommen in den Papierkorb.',
  'merge.done': 'Zu {{name}} zusammengeführt; {{moved}} verknüpfte Datensätze verschoben.',
  'merge.badSelection':
    'Öffnen Sie diese Seite mit 2 oder 3 Datensätzen eines Objekts, um sie zusammenzuführen.',
  'merge.findDuplicates': 'Duplikate suchen',
};

export default recordCleanupDe;
