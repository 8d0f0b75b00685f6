import type { RecordCleanupMessages } from './en.js';

const recordCleanupFr: RecordCleanupMessages = {
  'recycle.title': 'Corbeille',
  'recycle.intro':
    'Les enregistrements supprimés restent ici {{days}} jours, puis sont supprimés définitivement.',
  'recycle.object': 'Objet',
  'recycle.allObjects': 'Tous les objets',
  'recycle.search': 'Rechercher dans la corbeille',
  'recycle.name': 'Nom',
  'recycle.deletedBy': 'Supprimé par',
  'recycle.deletedAt': 'Supprimé le',
  'recycle.daysLeft': 'Jours restants',
  'recycle.selectRow': 'Sélectionner {{name}}',
  'recycle.restore': 'Restaurer',
  'recycle.deleteForGood': 'Supprimer définitivement',
  'recycle.deleteForGoodConfirm':
    'Supprimer définitivement {{count}} enregistrements ? Cette action est irréversible.',
  'recycle.deleteForGoodConfirm_one':
    'Supprimer définitivement {{count}} enregistrement ? Cette action est irréversible.',
  'recycle.restored': '{{count}} enregistrements restaurés.',
  'recycle.restored_one': '{{count}} enregistrement restauré.',
  'recycle.purged': '{{count}} enregistrements supprimés définitivement.',
  'recycle.purged_one': '{{count}} enregistrement supprimé définitivement.',
  'recycle.failed': "{{count}} enregistrements n'ont pas pu être traités : {{reasons}}",
  'recycle.failed_one': '{{count}} enregistrement n’a pas pu être traité : {{reasons}}',
  'recycle.empty': 'La corbeille est vide. Les enregistrements supprimés y restent {{days}} jours.',
  'recycle.notYours': 'Seule une personne autorisée à supprimer cet enregistrement peut le restaurer',
  'merge.duplicatesTitle': 'Doublons de {{name}}',
  'merge.groupsTitle': 'Doublons : {{object}}',
  'merge.checkTitle': 'Détection des doublons',
  'merge.checkIntro':
    'Choisissez un objet pour lister les enregistrements que ses règles de doublons rapprochent.',
  'merge.rule': 'Trouvé par',
  'merge.createdOn': 'Créé le',
  'merge.noDuplicates': 'Aucun doublon trouvé par les règles de doublons.',
  'merge.pickHint': 'Choisissez 2 ou 3 enregistrements à fusionner.',
  'merge.mergeSelected': 'Fusionner la sélection',
  'merge.group': 'Groupe {{number}} ({{rule}})',
  'merge.title': 'Fusionner : {{object}}',
  'merge.intro':
    "Choisissez l'enregistrement à conserver et, champ par champ, la valeur retenue. Les autres vont à la corbeille et leurs enregistrements liés passent à celui conservé.",
  'merge.field': 'Champ',
  'merge.keep': 'Conserver cet enregistrement',
  'merge.master': 'Enregistrement conservé',
  'merge.readOnly': 'en lecture seule pour vous',
  'merge.valueOf': '{{field}} de {{name}}',
  'merge.emptyValue': '(vide)',
  'merge.confirm': 'Fusionner',
  'merge.confirmText':
    'Fusionner {{count}} enregistrements dans « {{name}} » ? Les autres vont à la corbeille.',
  'merge.done': 'Fusionné dans {{name}} ; {{moved}} enregistrements liés déplacés.',
  'merge.badSelection': "Ouvrez cette page avec 2 ou 3 enregistrements d'un même objet pour les fusionner.",
  'merge.findDuplicates': 'Rechercher les doublons',
};

export default recordCleanupFr;
