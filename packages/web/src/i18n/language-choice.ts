import { type Language, SUPPORTED_LANGUAGES } from './languages.js';

/**
 * DECISIONS 17: the user's language; else the organisation's default; else
 * the browser's — Chinese for zh-CN, English otherwise (spec 1 §9).
 */
export function chooseLanguage(input: {
  userLanguage?: string | null | undefined;
  orgLanguage?: string | null | undefined;
  browserLanguage?: string | null | undefined;
}): Language {
  return (
    toSupportedLanguage(input.userLanguage) ??
    toSupportedLanguage(input.orgLanguage) ??
    (normaliseTag(input.browserLanguage ?? '') === 'zh-cn' ? 'zh-CN' : 'en')
  );
}

/** Server codes come in several spellings: 'zh', 'zh_CN', 'en_US', 'pt-br', 'jp' … */
const ALIASES: Record<string, Language> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'en-us': 'en',
  'en-uk': 'en-GB',
  jp: 'ja',
  'ja-jp': 'ja',
  kr: 'ko',
  'ko-kr': 'ko',
  'pt-pt': 'pt',
};

export function toSupportedLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const tag = normaliseTag(code);
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === tag);
  if (exact) return exact;
  if (ALIASES[tag]) return ALIASES[tag];
  const base = tag.split('-')[0] ?? '';
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? ALIASES[base];
}

function normaliseTag(code: string): string {
  return code.trim().replace(/_/g, '-').toLowerCase();
}
