import type { ListScreensMessages } from './en.js';

const listScreensIt: ListScreensMessages = {
  'listScreens.read': '{{read}} righe lette',
  'listScreens.readOf': '{{read}} di {{total}} righe lette',
  'listScreens.readAll': 'Lette tutte le {{read}} righe',
  'listScreens.readingMore': 'Lettura di altre righe…',
  'listScreens.scrollAll': 'Tutte, scorrendo',
  'listScreens.listLabel': '{{object}}: l’elenco',
  'listScreens.keyboardHint': 'Le frecce su e giù scorrono l’elenco.',
  'listScreens.listPane': 'Elenco',
  'listScreens.recordPane': 'Record',
  'listScreens.openTable': 'Tabella',
  'listScreens.pickRecord': 'Scegli un record a sinistra per leggerlo qui.',
  'listScreens.pickFloating': 'Scegli un record nell’elenco mobile per aprirlo qui.',
  'listScreens.floatingLabel': 'Elenco mobile di {{object}}',
  'listScreens.moveLeft': 'Sposta l’elenco a sinistra',
  'listScreens.moveRight': 'Sposta l’elenco a destra',
  'listScreens.hideList': 'Nascondi l’elenco',
  'listScreens.showList': 'Elenco {{object}}',
};

export default listScreensIt;
