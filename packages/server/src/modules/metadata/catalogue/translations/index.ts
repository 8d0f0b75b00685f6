import { TERMS_DE } from './de.js';
import { TERMS_ES } from './es.js';
import { TERMS_FR } from './fr.js';
import { TERMS_IT } from './it.js';
import { TERMS_JA } from './ja.js';
import { TERMS_KO } from './ko.js';
import { TERMS_NL } from './nl.js';
import { TERMS_PL } from './pl.js';
import { TERMS_PT } from './pt.js';
import { TERMS_RU } from './ru.js';
import { TERMS_TH } from './th.js';
import { TERMS_ZH_CN } from './zh-CN.js';
import { TERMS_ZH_TW } from './zh-TW.js';

/**
 * The catalogue's words in the languages of spec 1 §9, one table per language keyed by the English
 * label. English and en-GB read the English label itself; pt-BR reads pt (labelIn falls back to the
 * base language). The catalogue sync writes them into the metadata's `labels` (never over a label an
 * administrator gave), so they live where every other translation does.
 */
export const CATALOGUE_TERMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'zh-CN': TERMS_ZH_CN,
  'zh-TW': TERMS_ZH_TW,
  ja: TERMS_JA,
  ko: TERMS_KO,
  de: TERMS_DE,
  fr: TERMS_FR,
  es: TERMS_ES,
  it: TERMS_IT,
  nl: TERMS_NL,
  pl: TERMS_PL,
  pt: TERMS_PT,
  ru: TERMS_RU,
  th: TERMS_TH,
};

/** An address sub-field's label, "Billing address: country", is its group's label and its part's. */
const PART_SEPARATOR = ': ';

function termIn(terms: Readonly<Record<string, string>>, english: string): string | undefined {
  const whole = terms[english];
  if (whole !== undefined) return whole;
  const cut = english.lastIndexOf(PART_SEPARATOR);
  if (cut < 0) return undefined;
  const group = terms[english.slice(0, cut)];
  const part = terms[english.slice(cut + PART_SEPARATOR.length)];
  return group !== undefined && part !== undefined ? `${group}${PART_SEPARATOR}${part}` : undefined;
}

/** {language: label} for an English catalogue label: the languages that have it. */
export function catalogueLabels(english: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [language, terms] of Object.entries(CATALOGUE_TERMS)) {
    const term = termIn(terms, english);
    if (term !== undefined) labels[language] = term;
  }
  return labels;
}
