import type { Language } from '../languages/index.js';
import type { SummaryFunction } from './report-rules.js';

/**
 * The headings a report's summary carries outside the screen (issue 19: an exported summary or matrix
 * report, a subscription's file) and on the report screens, in the reader's language: the record
 * count, the total line, and "Sum of Amount". One catalogue, so a file reads as the screen does.
 */
interface Headings {
  sum: string;
  avg: string;
  min: string;
  max: string;
  count: string;
  unique: string;
  /** {fn} and {field} are filled in. */
  summaryOf: string;
  recordCount: string;
  total: string;
}

const EN: Headings = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count',
  unique: 'Unique count',
  summaryOf: '{fn} of {field}',
  recordCount: 'Record count',
  total: 'Total',
};

const ZH_CN: Headings = {
  sum: '求和',
  avg: '平均值',
  min: '最小值',
  max: '最大值',
  count: '计数',
  unique: '唯一计数',
  summaryOf: '{field}的{fn}',
  recordCount: '记录数',
  total: '总计',
};

const ZH_TW: Headings = {
  sum: '加總',
  avg: '平均值',
  min: '最小值',
  max: '最大值',
  count: '計數',
  unique: '唯一計數',
  summaryOf: '{field}的{fn}',
  recordCount: '記錄數',
  total: '總計',
};

const JA: Headings = {
  sum: '合計',
  avg: '平均',
  min: '最小',
  max: '最大',
  count: '件数',
  unique: 'ユニーク件数',
  summaryOf: '{field} の{fn}',
  recordCount: 'レコード件数',
  total: '合計',
};

const KO: Headings = {
  sum: '합계',
  avg: '평균',
  min: '최솟값',
  max: '최댓값',
  count: '개수',
  unique: '고유 개수',
  summaryOf: '{field} {fn}',
  recordCount: '레코드 수',
  total: '합계',
};

const DE: Headings = {
  sum: 'Summe',
  avg: 'Durchschnitt',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Anzahl',
  unique: 'Eindeutige Anzahl',
  summaryOf: '{fn} von {field}',
  recordCount: 'Anzahl Datensätze',
  total: 'Gesamt',
};

const FR: Headings = {
  sum: 'Somme',
  avg: 'Moyenne',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Nombre',
  unique: 'Nombre distinct',
  summaryOf: '{fn} de {field}',
  recordCount: 'Nombre d’enregistrements',
  total: 'Total',
};

const ES: Headings = {
  sum: 'Suma',
  avg: 'Promedio',
  min: 'Mínimo',
  max: 'Máximo',
  count: 'Recuento',
  unique: 'Recuento único',
  summaryOf: '{fn} de {field}',
  recordCount: 'Número de registros',
  total: 'Total',
};

const IT: Headings = {
  sum: 'Somma',
  avg: 'Media',
  min: 'Minimo',
  max: 'Massimo',
  count: 'Conteggio',
  unique: 'Conteggio univoco',
  summaryOf: '{fn} di {field}',
  recordCount: 'Numero di record',
  total: 'Totale',
};

const NL: Headings = {
  sum: 'Som',
  avg: 'Gemiddelde',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Aantal',
  unique: 'Uniek aantal',
  summaryOf: '{fn} van {field}',
  recordCount: 'Aantal records',
  total: 'Totaal',
};

const PL: Headings = {
  sum: 'Suma',
  avg: 'Średnia',
  min: 'Minimum',
  max: 'Maksimum',
  count: 'Liczba',
  unique: 'Liczba unikalnych',
  summaryOf: '{fn}: {field}',
  recordCount: 'Liczba rekordów',
  total: 'Razem',
};

const PT: Headings = {
  sum: 'Soma',
  avg: 'Média',
  min: 'Mínimo',
  max: 'Máximo',
  count: 'Contagem',
  unique: 'Contagem única',
  summaryOf: '{fn} de {field}',
  recordCount: 'Número de registos',
  total: 'Total',
};

const RU: Headings = {
  sum: 'Сумма',
  avg: 'Среднее',
  min: 'Минимум',
  max: 'Максимум',
  count: 'Количество',
  unique: 'Число уникальных',
  summaryOf: '{fn}: {field}',
  recordCount: 'Число записей',
  total: 'Итого',
};

const TH: Headings = {
  sum: 'ผลรวม',
  avg: 'ค่าเฉลี่ย',
  min: 'ค่าต่ำสุด',
  max: 'ค่าสูงสุด',
  count: 'จำนวน',
  unique: 'จำนวนที่ไม่ซ้ำ',
  summaryOf: '{fn}ของ {field}',
  recordCount: 'จำนวนเรกคอร์ด',
  total: 'รวม',
};

const CATALOGUES: Readonly<Record<Language, Headings>> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
  ja: JA,
  ko: KO,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  nl: NL,
  pl: PL,
  pt: PT,
  'pt-BR': PT,
  ru: RU,
  th: TH,
};

const headingsIn = (language: string): Headings => CATALOGUES[language as Language] ?? EN;

/** A summary function's name ("Sum", "Unique count") in `language`. */
export function reportFunctionName(language: string, fn: SummaryFunction): string {
  return headingsIn(language)[fn];
}

/** "Sum of Amount" in `language` (English for a language Vela does not know). */
export function reportSummaryHeading(language: string, fn: SummaryFunction, field: string): string {
  const words = headingsIn(language);
  return words.summaryOf.replace('{fn}', words[fn]).replace('{field}', field);
}

export function reportRecordCountHeading(language: string): string {
  return headingsIn(language).recordCount;
}

export function reportTotalHeading(language: string): string {
  return headingsIn(language).total;
}
