import type { TagsMessages } from './en.js';

const tagsPt: TagsMessages = {
  'tags.title': 'Etiquetas',
  'tags.add': 'Adicionar etiqueta',
  'tags.name': 'Nome da etiqueta',
  'tags.remove': 'Remover a etiqueta {{name}}',
  'tags.none': 'Sem etiquetas',
  'tags.pick': 'Escolha uma etiqueta para ver os registos que a têm.',
  'tags.emptyOrg': 'Ainda não há etiquetas. Abra um registo e adicione uma na sua página.',
  'tags.noRecords': 'Nenhum registo que possa abrir tem esta etiqueta.',
  'tags.recordsOf': 'Registos com a etiqueta «{{name}}»',
  'tags.addFailed': 'Não foi possível adicionar a etiqueta.',
  'tags.removeFailed': 'Não foi possível remover a etiqueta.',
  'tags.allTags': 'Todas as etiquetas',
  'tags.rename': 'Mudar o nome',
  'tags.renameTitle': 'Mudar o nome da etiqueta «{{name}}»',
  'tags.renamed': 'Etiqueta renomeada para «{{name}}».',
  'tags.renameFailed': 'Não foi possível mudar o nome da etiqueta.',
  'tags.delete': 'Eliminar',
  'tags.deleteTitle': 'Eliminar a etiqueta «{{name}}»?',
  'tags.deleteConfirm': 'A etiqueta é retirada de todos os registos que a têm. Não é possível anular.',
  'tags.deleted': 'Etiqueta «{{name}}» eliminada.',
  'tags.nameRequired': 'Introduza um nome para a etiqueta.',
};

export default tagsPt;
