import type { ListScreensMessages } from './en.js';

const listScreensFr: ListScreensMessages = {
  'listScreens.read': '{{read}} lignes lues',
  'listScreens.readOf': '{{read}} lignes lues sur {{total}}',
  'listScreens.readAll': 'Les {{read}} lignes sont lues',
  'listScreens.readingMore': 'Lecture de lignes supplémentaires…',
  'listScreens.scrollAll': 'Toutes, en défilant',
  'listScreens.listLabel': '{{object}} : la liste',
  'listScreens.keyboardHint': 'Les flèches haut et bas parcourent la liste.',
  'listScreens.listPane': 'Liste',
  'listScreens.recordPane': 'Enregistrement',
  'listScreens.openTable': 'Tableau',
  'listScreens.pickRecord': 'Choisissez un enregistrement à gauche pour le lire ici.',
  'listScreens.pickFloating': 'Choisissez un enregistrement dans la liste flottante pour l’ouvrir ici.',
  'listScreens.floatingLabel': 'Liste flottante : {{object}}',
  'listScreens.moveLeft': 'Déplacer la liste à gauche',
  'listScreens.moveRight': 'Déplacer la liste à droite',
  'listScreens.hideList': 'Masquer la liste',
  'listScreens.showList': 'Liste {{object}}',
};

export default listScreensFr;
