import type { Language } from '@vela/core';
import type { Locale } from 'antd/es/locale';
import type { FeatureCatalogue } from './feature-messages/en.js';
import type { Catalogue } from './locales/en.js';

/**
 * The 16 languages of spec 1 §9 (the list lives in @vela/core: the server checks a user's choice
 * against it). Each carries its own catalogue, antd locale and dayjs locale, all loaded on demand so
 * the first screen ships one language.
 */
export { type Language, SUPPORTED_LANGUAGES } from '@vela/core';

/** Each language's own name, as a person looking for it would recognise it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'en-GB': 'English (UK)',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  th: 'ไทย',
};

type Loader<T> = () => Promise<{ default: T }>;

export const CATALOGUE_LOADERS: Record<Language, Loader<Catalogue>> = {
  en: () => import('./locales/en.js'),
  'en-GB': () => import('./locales/en-GB.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
};

/** The feature screens' messages per language: not needed before sign-in, so a separate chunk. */
export const FEATURE_CATALOGUE_LOADERS: Record<Language, Loader<FeatureCatalogue>> = {
  en: () => import('./feature-messages/en.js'),
  'en-GB': () => import('./feature-messages/en-GB.js'),
  'zh-CN': () => import('./feature-messages/zh-CN.js'),
  'zh-TW': () => import('./feature-messages/zh-TW.js'),
  ja: () => import('./feature-messages/ja.js'),
  ko: () => import('./feature-messages/ko.js'),
  de: () => import('./feature-messages/de.js'),
  fr: () => import('./feature-messages/fr.js'),
  es: () => import('./feature-messages/es.js'),
  it: () => import('./feature-messages/it.js'),
  nl: () => import('./feature-messages/nl.js'),
  pl: () => import('./feature-messages/pl.js'),
  pt: () => import('./feature-messages/pt.js'),
  'pt-BR': () => import('./feature-messages/pt-BR.js'),
  ru: () => import('./feature-messages/ru.js'),
  th: () => import('./feature-messages/th.js'),
};

export const ANTD_LOCALE_LOADERS: Record<Language, Loader<Locale>> = {
  en: () => import('antd/locale/en_US'),
  'en-GB': () => import('antd/locale/en_GB'),
  'zh-CN': () => import('antd/locale/zh_CN'),
  'zh-TW': () => import('antd/locale/zh_TW'),
  ja: () => import('antd/locale/ja_JP'),
  ko: () => import('antd/locale/ko_KR'),
  de: () => import('antd/locale/de_DE'),
  fr: () => import('antd/locale/fr_FR'),
  es: () => import('antd/locale/es_ES'),
  it: () => import('antd/locale/it_IT'),
  nl: () => import('antd/locale/nl_NL'),
  pl: () => import('antd/locale/pl_PL'),
  pt: () => import('antd/locale/pt_PT'),
  'pt-BR': () => import('antd/locale/pt_BR'),
  ru: () => import('antd/locale/ru_RU'),
  th: () => import('antd/locale/th_TH'),
};

/** dayjs locale names; 'en' is built into dayjs. */
export const DAYJS_LOCALES: Record<Language, string> = {
  en: 'en',
  'en-GB': 'en-gb',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  'pt-BR': 'pt-br',
  ru: 'ru',
  th: 'th',
};

export const DAYJS_LOCALE_LOADERS: Record<Language, () => Promise<unknown>> = {
  en: async () => undefined,
  'en-GB': () => import('dayjs/locale/en-gb'),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  it: () => import('dayjs/locale/it'),
  nl: () => import('dayjs/locale/nl'),
  pl: () => import('dayjs/locale/pl'),
  pt: () => import('dayjs/locale/pt'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
  ru: () => import('dayjs/locale/ru'),
  th: () => import('dayjs/locale/th'),
};
