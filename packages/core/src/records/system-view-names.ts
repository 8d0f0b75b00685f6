import type { Language } from '../languages/index.js';

/**
 * The names of the standard list views every object has (All, My, Recently modified, Hot), in the
 * reader's language around the object's plural label in that language. Stored once in English; an
 * administrator's own name for a standard view is never replaced.
 */
export const SYSTEM_VIEW_KEYS = ['all', 'mine', 'recent', 'hot'] as const;
export type SystemViewKey = (typeof SYSTEM_VIEW_KEYS)[number];

type Patterns = Readonly<Record<SystemViewKey, string>>;

// Where a language agrees its words with the noun's gender, the pattern puts the label after a colon
// or in brackets so one form fits every object.
const PATTERNS: Readonly<Record<Exclude<Language, 'en-GB' | 'pt-BR'>, Patterns>> = {
  en: { all: 'All {p}', mine: 'My {p}', recent: 'Recently modified {p}', hot: 'Hot {p}' },
  'zh-CN': { all: '全部{p}', mine: '我的{p}', recent: '最近修改的{p}', hot: '热门{p}' },
  'zh-TW': { all: '全部{p}', mine: '我的{p}', recent: '最近修改的{p}', hot: '熱門{p}' },
  ja: { all: 'すべての{p}', mine: '自分の{p}', recent: '最近更新した{p}', hot: '注目の{p}' },
  ko: { all: '모든 {p}', mine: '내 {p}', recent: '최근 수정한 {p}', hot: '주요 {p}' },
  de: { all: 'Alle {p}', mine: 'Meine {p}', recent: 'Zuletzt geänderte {p}', hot: 'Heiße {p}' },
  fr: { all: '{p} (tous)', mine: '{p} (les miens)', recent: '{p} (modifiés récemment)', hot: '{p} (chauds)' },
  es: { all: 'Todos: {p}', mine: 'Mis {p}', recent: 'Modificados recientemente: {p}', hot: 'Calientes: {p}' },
  it: { all: 'Tutti: {p}', mine: 'I miei: {p}', recent: 'Modificati di recente: {p}', hot: 'Caldi: {p}' },
  nl: { all: 'Alle {p}', mine: 'Mijn {p}', recent: 'Recent gewijzigde {p}', hot: 'Hete {p}' },
  pl: { all: 'Wszystkie: {p}', mine: 'Moje: {p}', recent: 'Ostatnio zmienione: {p}', hot: 'Gorące: {p}' },
  pt: {
    all: 'Todos: {p}',
    mine: 'Os meus: {p}',
    recent: 'Modificados recentemente: {p}',
    hot: 'Quentes: {p}',
  },
  ru: { all: 'Все: {p}', mine: 'Мои: {p}', recent: 'Недавно изменённые: {p}', hot: 'Горячие: {p}' },
  th: { all: '{p}ทั้งหมด', mine: '{p}ของฉัน', recent: '{p}ที่แก้ไขล่าสุด', hot: '{p}ที่น่าสนใจ' },
};

function patternsFor(language: string | undefined): Patterns {
  if (language === 'pt-BR') return { ...PATTERNS.pt, mine: 'Meus: {p}' };
  const base = (language ?? 'en').split(/[-_]/)[0] ?? 'en';
  if (base === 'zh') return language === 'zh-TW' ? PATTERNS['zh-TW'] : PATTERNS['zh-CN'];
  const exact = (PATTERNS as Readonly<Record<string, Patterns>>)[language ?? 'en'];
  return exact ?? (PATTERNS as Readonly<Record<string, Patterns>>)[base] ?? PATTERNS.en;
}

/** A standard view's name: English lowers the plural ("All opportunities"); other languages keep it. */
export function systemViewName(key: SystemViewKey, plural: string, language?: string): string {
  const patterns = patternsFor(language);
  const english = patterns === PATTERNS.en;
  return patterns[key].replace('{p}', english ? plural.toLowerCase() : plural);
}

export function isSystemViewKey(value: string): value is SystemViewKey {
  return (SYSTEM_VIEW_KEYS as readonly string[]).includes(value);
}
