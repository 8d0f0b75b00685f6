import { callerLanguage } from '../../http/caller-language.js';
import { catalogueLabels, labelIn } from '../metadata/index.js';

/**
 * An app's or menu item's name in the caller's language. The names are stored as typed (the demo's in
 * English); a name the catalogue knows (its apps, tabs and objects) is shown in the caller's words,
 * any other as written.
 */
export function shellLabel(name: string): string {
  return labelIn(catalogueLabels(name), name, callerLanguage());
}
