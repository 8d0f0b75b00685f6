import type { ListScreensMessages } from './en.js';

const listScreensRu: ListScreensMessages = {
  'listScreens.read': 'Прочитано строк: {{read}}',
  'listScreens.readOf': 'Прочитано {{read}} из {{total}} строк',
  'listScreens.readAll': 'Прочитаны все строки: {{read}}',
  'listScreens.readingMore': 'Читаем ещё строки…',
  'listScreens.scrollAll': 'Все, прокруткой',
  'listScreens.listLabel': '{{object}}: список',
  'listScreens.keyboardHint': 'Стрелки вверх и вниз перемещают по списку.',
  'listScreens.listPane': 'Список',
  'listScreens.recordPane': 'Запись',
  'listScreens.openTable': 'Таблица',
  'listScreens.pickRecord': 'Выберите запись слева, чтобы прочитать её здесь.',
  'listScreens.pickFloating': 'Выберите запись в плавающем списке, чтобы открыть её здесь.',
  'listScreens.floatingLabel': 'Плавающий список: {{object}}',
  'listScreens.moveLeft': 'Переместить список влево',
  'listScreens.moveRight': 'Переместить список вправо',
  'listScreens.hideList': 'Скрыть список',
  'listScreens.showList': 'Список: {{object}}',
};

export default listScreensRu;
