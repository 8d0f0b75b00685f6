import type { TagsMessages } from './en.js';

const tagsRu: TagsMessages = {
  'tags.title': 'Теги',
  'tags.add': 'Добавить тег',
  'tags.name': 'Название тега',
  'tags.remove': 'Снять тег {{name}}',
  'tags.none': 'Нет тегов',
  'tags.pick': 'Выберите тег, чтобы увидеть записи с ним.',
  'tags.emptyOrg': 'Тегов пока нет. Откройте запись и добавьте тег на её странице.',
  'tags.noRecords': 'Нет доступных вам записей с этим тегом.',
  'tags.recordsOf': 'Записи с тегом «{{name}}»',
  'tags.addFailed': 'Не удалось добавить тег.',
  'tags.removeFailed': 'Не удалось снять тег.',
  'tags.allTags': 'Все теги',
  'tags.rename': 'Переименовать',
  'tags.renameTitle': 'Переименовать тег «{{name}}»',
  'tags.renamed': 'Тег переименован в «{{name}}».',
  'tags.renameFailed': 'Не удалось переименовать тег.',
  'tags.delete': 'Удалить',
  'tags.deleteTitle': 'Удалить тег «{{name}}»?',
  'tags.deleteConfirm': 'Тег будет снят со всех записей, где он стоит. Отменить это нельзя.',
  'tags.deleted': 'Тег «{{name}}» удалён.',
  'tags.nameRequired': 'Введите название тега.',
};

export default tagsRu;
