import type { ListScreensMessages } from './en.js';

const listScreensDe: ListScreensMessages = {
  'listScreens.read': '{{read}} Zeilen gelesen',
  'listScreens.readOf': '{{read}} von {{total}} Zeilen gelesen',
  'listScreens.readAll': 'Alle {{read}} Zeilen gelesen',
  'listScreens.readingMore': 'Weitere Zeilen werden gelesen…',
  'listScreens.scrollAll': 'Alle, scrollend',
  'listScreens.listLabel': '{{object}}: die Liste',
  'listScreens.keyboardHint': 'Mit den Pfeiltasten auf und ab durch die Liste.',
  'listScreens.listPane': 'Liste',
  'listScreens.recordPane': 'Datensatz',
  'listScreens.openTable': 'Tabelle',
  'listScreens.pickRecord': 'Wählen Sie links einen Datensatz, um ihn hier zu lesen.',
  'listScreens.pickFloating': 'Wählen Sie einen Datensatz in der schwebenden Liste, um ihn hier zu öffnen.',
  'listScreens.floatingLabel': 'Schwebende Liste: {{object}}',
  'listScreens.moveLeft': 'Liste nach links verschieben',
  'listScreens.moveRight': 'Liste nach rechts verschieben',
  'listScreens.hideList': 'Liste ausblenden',
  'listScreens.showList': 'Liste {{object}}',
};

export default listScreensDe;
