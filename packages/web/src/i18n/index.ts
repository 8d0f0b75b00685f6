export {
  applyLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  loadFeatureMessages,
  rememberedLanguage,
  useLocaleState,
} from './i18n-setup.js';
export { chooseLanguage, toSupportedLanguage } from './language-choice.js';
export { LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from './languages.js';
export type { Catalogue } from './locales/en.js';
export type { MessageKeyName } from './message-keys.js';
export { numberFormat } from './number-format.js';
