import type { ListScreensMessages } from './en.js';

const listScreensPt: ListScreensMessages = {
  'listScreens.read': '{{read}} linhas lidas',
  'listScreens.readOf': '{{read}} de {{total}} linhas lidas',
  'listScreens.readAll': 'Lidas todas as {{read}} linhas',
  'listScreens.readingMore': 'A ler mais linhas…',
  'listScreens.scrollAll': 'Todas, a deslizar',
  'listScreens.listLabel': '{{object}}: a lista',
  'listScreens.keyboardHint': 'As setas para cima e para baixo percorrem a lista.',
  'listScreens.listPane': 'Lista',
  'listScreens.recordPane': 'Registo',
  'listScreens.openTable': 'Tabela',
  'listScreens.pickRecord': 'Escolha um registo à esquerda para o ler aqui.',
  'listScreens.pickFloating': 'Escolha um registo na lista flutuante para o abrir aqui.',
  'listScreens.floatingLabel': 'Lista flutuante de {{object}}',
  'listScreens.moveLeft': 'Mover a lista para a esquerda',
  'listScreens.moveRight': 'Mover a lista para a direita',
  'listScreens.hideList': 'Ocultar a lista',
  'listScreens.showList': 'Lista de {{object}}',
};

export default listScreensPt;
