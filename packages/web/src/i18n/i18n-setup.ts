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
  FEATURE_CATALOGUE_LOADERS,
  type Language,
} from './languages.js';

/** The language chosen last, so the login page speaks it before anyone is signed in. */
export const LANGUAGE_STORAGE_KEY = 'vela.language';

interface LocaleState {
  language: Language;
  /** antd's own texts for ConfigProvider; undefined means antd's built-in English. */
  antdLocale: Locale | undefined;
}

export const useLocaleState = create<LocaleState>(() => ({ language: 'en', antdLocale: undefined }));

let started: Promise<unknown> | undefined;
/** Set once a signed-in page has asked for the feature screens' messages: every later language brings them too. */
let featuresWanted = false;
let languageApplied = false;

function startI18next(): Promise<unknown> {
  started ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    // Every catalogue is a chunk of its own, added when its language is applied: the login page in
    // Japanese loads no English, and no page before sign-in loads the feature screens' messages.
    resources: {},
    partialBundledLanguages: true,
    // Keys are flat ('auth.signIn') and some are the spec's own (c2487, chatter.save.f).
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return started;
}

/** English, complete (shell and feature screens): what tests and the widget gallery draw in. */
export async function initI18n(): Promise<void> {
  featuresWanted = true;
  if (!languageApplied) await applyLanguage('en');
  else await loadFeatureMessages();
}

/** The feature screens' messages in the current language (RootFrame's data layer loads them for every signed-in page). */
export async function loadFeatureMessages(): Promise<void> {
  featuresWanted = true;
  await addFeatureMessages(useLocaleState.getState().language);
}

const featureMessagesAdded = new Set<Language>();
async function addFeatureMessages(language: Language): Promise<void> {
  if (featureMessagesAdded.has(language)) return;
  const messages = await FEATURE_CATALOGUE_LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', messages.default, true, true);
  featureMessagesAdded.add(language);
}

/**
 * Switches the whole UI to a language without a reload: messages, antd's own texts (ConfigProvider
 * reads useLocaleState), dayjs dates, the page's lang attribute; remembered for the next visit.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await startI18next();
  const [catalogue, antdLocale] = await Promise.all([
    CATALOGUE_LOADERS[language](),
    language === 'en' ? Promise.resolve(undefined) : ANTD_LOCALE_LOADERS[language](),
    DAYJS_LOCALE_LOADERS[language](),
    featuresWanted ? addFeatureMessages(language) : Promise.resolve(),
  ]);
  i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
  await i18next.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  useLocaleState.setState({ language, antdLocale: antdLocale?.default });
  languageApplied = true;
}

export function rememberedLanguage(): Language | undefined {
  return toSupportedLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
}
