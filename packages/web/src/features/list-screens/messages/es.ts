import type { ListScreensMessages } from './en.js';

const listScreensEs: ListScreensMessages = {
  'listScreens.read': '{{read}} filas leídas',
  'listScreens.readOf': '{{read}} de {{total}} filas leídas',
  'listScreens.readAll': 'Leídas las {{read}} filas',
  'listScreens.readingMore': 'Leyendo más filas…',
  'listScreens.scrollAll': 'Todas, desplazando',
  'listScreens.listLabel': '{{object}}: la lista',
  'listScreens.keyboardHint': 'Las flechas arriba y abajo recorren la lista.',
  'listScreens.listPane': 'Lista',
  'listScreens.recordPane': 'Registro',
  'listScreens.openTable': 'Tabla',
  'listScreens.pickRecord': 'Elija un registro a la izquierda para leerlo aquí.',
  'listScreens.pickFloating': 'Elija un registro en la lista flotante para abrirlo aquí.',
  'listScreens.floatingLabel': 'Lista flotante de {{object}}',
  'listScreens.moveLeft': 'Mover la lista a la izquierda',
  'listScreens.moveRight': 'Mover la lista a la derecha',
  'listScreens.hideList': 'Ocultar la lista',
  'listScreens.showList': 'Lista de {{object}}',
};

export default listScreensEs;
