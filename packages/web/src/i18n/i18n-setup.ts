import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { toSupportedLanguage } from './language-choice.js';
import {
  ANTD_LOCALE_LOADERS,
  CATALOGUE_LOADERS,
  DAYJS_LOCALE_LOADERS,
  DAYJS_LOCALES,
  type Language,
} from './languages.js';
import en from './locales/en.js';

/** The language chosen last, so the login page speaks it before anyone is signed in. */
export const LANGUAGE_STORAGE_KEY = 'vela.language';

interface LocaleState {
  language: Language;
  /** antd's own texts for ConfigProvider; undefined means antd's built-in English. */
  antdLocale: Locale | undefined;
}

export const useLocaleState = create<LocaleState>(() => ({ language: 'en', antdLocale: undefined }));

let initialised: Promise<unknown> | undefined;

/** English is bundled as the fallback; every other language is fetched when chosen. */
export function initI18n(): Promise<unknown> {
  initialised ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // Keys are flat ('auth.signIn') and some are the spec's own (c2487, chatter.save.f).
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return initialised;
}

export async function applyLanguage(language: Language): Promise<void> {
  await initI18n();
  const [catalogue, antdLocale] = await Promise.all([
    CATALOGUE_LOADERS[language](),
    language === 'en' ? Promise.resolve(undefined) : ANTD_LOCALE_LOADERS[language](),
    DAYJS_LOCALE_LOADERS[language](),
  ]);
  i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
  await i18next.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  useLocaleState.setState({ language, antdLocale: antdLocale?.default });
}

export function rememberedLanguage(): Language | undefined {
  return toSupportedLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
}
