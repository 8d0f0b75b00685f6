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
};

export default tagsPt;
