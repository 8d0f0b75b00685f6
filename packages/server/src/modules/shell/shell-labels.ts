import { callerLanguage } from '../../http/caller-language.js';
import { catalogueLabels, labelIn } from '../metadata/index.js';

/**
 * An app's or menu item's name in the caller's language. The names are stored as typed (the demo's in
 * English); a name the catalogue knows (its apps, tabs and objects) is shown in the caller's words,
 * any other as written. A name the administrator gave in the caller's language (labelsJson) comes first.
 */
export function shellLabel(name: string, labelsJson = '{}'): string {
  const language = callerLanguage();
  const own = labelIn(storedLabels(labelsJson), '', language);
  return own || labelIn(catalogueLabels(name), name, language);
}

/** The per-language names an administrator gave (labels_json, migration 0138); {} when unreadable. */
export function storedLabels(labelsJson: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(labelsJson);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}
