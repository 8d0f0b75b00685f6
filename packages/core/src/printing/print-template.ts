import type { z } from 'zod';
import type { printTemplateDesignSchema } from '../contracts/printing.js';
/**
 * Print templates (spec 1 §2.5 setuppage/objectTemplatePrint): what an
 * administrator designs for a quotation or an invoice. A template is data,
 * not code — which parts print in which order, which fields, a header text,
 * a logo and the terms — so printing one runs nothing an administrator
 * wrote, and every text is drawn as text (escaped on the page, plain in the PDF).
 */
export const PRINT_TEMPLATE_KINDS = ['quotation', 'invoice'] as const;
export type PrintTemplateKind = (typeof PRINT_TEMPLATE_KINDS)[number];

/** The object each template kind prints. */
export const PRINT_TEMPLATE_OBJECT: Readonly<Record<PrintTemplateKind, string>> = {
  quotation: 'quote',
  invoice: 'Invoices',
};

export const PRINT_TEMPLATE_PARTS = ['header', 'fields', 'lines', 'totals', 'terms'] as const;
export type PrintTemplatePart = (typeof PRINT_TEMPLATE_PARTS)[number];

/** A template's design: its schema is the print template calls' contract (contracts/printing.ts). */
export type PrintTemplateDesign = z.infer<typeof printTemplateDesignSchema>;

export const PRINT_TEMPLATE_LIMITS = {
  name: 80,
  headerText: 1000,
  terms: 4000,
  /** About 300 KB of image. */
  logo: 400_000,
  fields: 60,
} as const;

export const DEFAULT_PRINT_DESIGN: PrintTemplateDesign = {
  name: 'Standard',
  parts: ['header', 'fields', 'lines', 'totals', 'terms'],
  headerText: '',
  logo: '',
  terms: '',
  fields: [],
  lineColumns: [],
};

const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A design as sent, checked: the design, or the problem naming the part that is wrong. */
export function checkPrintDesign(
  input: unknown,
): { ok: true; design: PrintTemplateDesign } | { ok: false; problem: string } {
  if (typeof input !== 'object' || input === null)
    return { ok: false, problem: 'design: an object is needed' };
  const value = input as Record<string, unknown>;
  const text = (key: 'name' | 'headerText' | 'terms' | 'logo'): string | { problem: string } => {
    const raw = value[key] ?? '';
    if (typeof raw !== 'string') return { problem: `design.${key}: text is needed` };
    if (raw.length > PRINT_TEMPLATE_LIMITS[key])
      return { problem: `design.${key}: at most ${PRINT_TEMPLATE_LIMITS[key]} characters` };
    return raw;
  };
  const texts = {
    name: text('name'),
    headerText: text('headerText'),
    terms: text('terms'),
    logo: text('logo'),
  };
  for (const entry of Object.values(texts)) if (typeof entry !== 'string') return { ok: false, ...entry };
  const { name, headerText, terms, logo } = texts as Record<keyof typeof texts, string>;
  if (!name.trim()) return { ok: false, problem: 'design.name: a template needs a name' };
  if (logo && !LOGO_DATA_URL.test(logo))
    return { ok: false, problem: 'design.logo: a PNG or JPEG image (data:image/png or image/jpeg;base64)' };
  const parts = value.parts;
  if (!Array.isArray(parts) || parts.some((part) => !PRINT_TEMPLATE_PARTS.includes(part)))
    return { ok: false, problem: `design.parts: a list of ${PRINT_TEMPLATE_PARTS.join(', ')}` };
  if (new Set(parts).size !== parts.length)
    return { ok: false, problem: 'design.parts: each part at most once' };
  const names = (key: 'fields' | 'lineColumns'): string[] | { problem: string } => {
    const list = value[key] ?? [];
    if (!Array.isArray(list) || list.length > PRINT_TEMPLATE_LIMITS.fields)
      return { problem: `design.${key}: a list of at most ${PRINT_TEMPLATE_LIMITS.fields} field names` };
    const bad = list.find((entry) => typeof entry !== 'string' || !FIELD_NAME.test(entry));
    if (bad !== undefined) return { problem: `design.${key}: "${String(bad)}" is not a field name` };
    return [...new Set(list as string[])];
  };
  const fields = names('fields');
  if (!Array.isArray(fields)) return { ok: false, ...fields };
  const lineColumns = names('lineColumns');
  if (!Array.isArray(lineColumns)) return { ok: false, ...lineColumns };
  return {
    ok: true,
    design: {
      name: name.trim(),
      parts: parts as PrintTemplatePart[],
      headerText,
      logo,
      terms,
      fields,
      lineColumns,
    },
  };
}
