import type { TagsMessages } from './en.js';

const tagsFr: TagsMessages = {
  'tags.title': 'Tags',
  'tags.add': 'Ajouter un tag',
  'tags.name': 'Nom du tag',
  'tags.remove': 'Retirer le tag {{name}}',
  'tags.none': 'Aucun tag',
  'tags.pick': 'Choisissez un tag pour voir les enregistrements qui le portent.',
  'tags.emptyOrg': 'Aucun tag pour l’instant. Ouvrez un enregistrement et ajoutez un tag depuis sa page.',
  'tags.noRecords': 'Aucun enregistrement que vous pouvez ouvrir ne porte ce tag.',
  'tags.recordsOf': 'Enregistrements avec le tag « {{name}} »',
  'tags.addFailed': 'Le tag n’a pas pu être ajouté.',
  'tags.removeFailed': 'Le tag n’a pas pu être retiré.',
  'tags.allTags': 'Tous les tags',
  'tags.rename': 'Renommer',
  'tags.renameTitle': 'Renommer l’étiquette « {{name}} »',
  'tags.renamed': 'Étiquette renommée en « {{name}} ».',
  'tags.renameFailed': 'L’étiquette n’a pas pu être renommée.',
  'tags.delete': 'Supprimer',
  'tags.deleteTitle': 'Supprimer l’étiquette « {{name}} » ?',
  'tags.deleteConfirm':
    'L’étiquette est retirée de tous les enregistrements qui la portent. Cette action est définitive.',
  'tags.deleted': 'Étiquette « {{name}} » supprimée.',
  'tags.nameRequired': 'Saisissez un nom pour l’étiquette.',
};

export default tagsFr;
