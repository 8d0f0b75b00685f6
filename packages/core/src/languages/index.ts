/**
 * The 16 languages of spec 1 §9 (S1-K-034): what a user may choose. The server refuses any other
 * (user/saveLanguage); the browser carries a catalogue, an antd locale and a dayjs locale for each.
 */
export const SUPPORTED_LANGUAGES = [
  'en',
  'en-GB',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'th',
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];
