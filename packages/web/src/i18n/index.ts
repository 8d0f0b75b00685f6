export {
  applyLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  rememberedLanguage,
  useLocaleState,
} from './i18n-setup.js';
export { chooseLanguage, toSupportedLanguage } from './language-choice.js';
export { LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from './languages.js';
export type { Catalogue, MessageKeyName } from './locales/en.js';
