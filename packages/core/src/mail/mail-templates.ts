import { compileFormula } from '../formula/compile-formula.js';
import { FormulaError } from '../formula/errors.js';
import type { CompiledFormula, FormulaContext, FormulaFieldInfo, FormulaValue } from '../formula/types.js';

/**
 * E-mail and text-message templates (issue 23, S1-R-172, S1-R-173). A merge field is written as in
 * Salesforce, `{!FieldApiName}`, `{!Contact.FieldApiName}` (the template's own object named first) or
 * `{!$User.Name}`; anything else between `{!` and `}` is a formula of the formula language, e.g.
 * `{!UPPER(name)}`. Every merge field is checked when the template is saved, so one naming a field the
 * object does not have is refused then, never while a message is being written.
 */
export const TEMPLATE_KINDS = ['email', 'sms'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_VISIBILITIES = ['private', 'public'] as const;
export type TemplateVisibility = (typeof TEMPLATE_VISIBILITIES)[number];

export const TEMPLATE_LIMITS = {
  name: 120,
  folder: 80,
  subject: 998,
  emailBody: 200_000,
  /** Ten SMS segments: longer text messages are refused by most carriers. */
  smsBody: 1_600,
} as const;

const MERGE_FIELD = /\{!([^{}]{1,300})\}/g;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The merge fields of a text, each once, as written between `{!` and `}` (trimmed). */
export function mergeFieldsOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MERGE_FIELD)) found.add((match[1] ?? '').trim());
  return [...found];
}

/** `Contact.email` on a Contact template is `email`: the object's own name may lead the path. */
function withoutObjectPrefix(expression: string, objectApi: string): string {
  const dot = expression.indexOf('.');
  if (dot <= 0 || expression.startsWith('$')) return expression;
  const head = expression.slice(0, dot);
  return head.toLowerCase() === objectApi.toLowerCase() ? expression.slice(dot + 1).trim() : expression;
}

type MergeField = { kind: 'field'; apiName: string } | { kind: 'formula'; formula: CompiledFormula };

/** A merge field as it will be evaluated, or the problem naming it. */
export function compileMergeField(
  expression: string,
  objectApi: string,
  fields: readonly FormulaFieldInfo[],
): MergeField | { problem: string } {
  const source = withoutObjectPrefix(expression, objectApi);
  if (IDENTIFIER.test(source)) {
    const field = fields.find((entry) => entry.apiName.toLowerCase() === source.toLowerCase());
    if (field) return { kind: 'field', apiName: field.apiName };
    return { problem: `merge field {!${expression}}: ${objectApi} has no field "${source}"` };
  }
  try {
    return { kind: 'formula', formula: compileFormula(source, [...fields], { maxLength: 300 }) };
  } catch (error) {
    if (error instanceof FormulaError) return { problem: `merge field {!${expression}}: ${error.message}` };
    throw error;
  }
}

/** The first merge field of a text that does not compile, named; null when all do. */
export function checkMergeFields(
  text: string,
  objectApi: string,
  fields: readonly FormulaFieldInfo[],
): string | null {
  for (const expression of mergeFieldsOf(text)) {
    const compiled = compileMergeField(expression, objectApi, fields);
    if ('problem' in compiled) return compiled.problem;
  }
  return null;
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').slice(0, 16);
  }
  if (Array.isArray(value)) return value.map(display).join('; ');
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  return String(value);
}

/** Text as HTML: a value never becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface MergeContext extends FormulaContext {
  /** Shown for a field instead of its raw value (a lookup's name instead of the id). */
  displayValues?: Record<string, string>;
}

/**
 * A template text with every merge field replaced by its value. `html`: values are escaped, so a
 * record's text never becomes markup in a message. A merge field that no longer compiles (its field
 * was deleted after the template was saved) is left blank rather than failing the message.
 */
export function renderMergeText(
  text: string,
  objectApi: string,
  fields: readonly FormulaFieldInfo[],
  context: MergeContext,
  options: { html: boolean },
): string {
  const cache = new Map<string, string>();
  return text.replace(MERGE_FIELD, (_whole, raw: string) => {
    const expression = raw.trim();
    let value = cache.get(expression);
    if (value === undefined) {
      const compiled = compileMergeField(expression, objectApi, fields);
      let result: FormulaValue | unknown = null;
      if ('problem' in compiled) result = null;
      else if (compiled.kind === 'field')
        result = context.displayValues?.[compiled.apiName] ?? context.record[compiled.apiName];
      else result = compiled.formula.evaluate(context);
      value = display(result);
      cache.set(expression, value);
    }
    return options.html ? escapeHtml(value) : value;
  });
}

/** The `$User.<Field>` merge fields a template is filled with: the sender's own. */
export const USER_MERGE_FIELDS = ['Name', 'Email', 'Id'] as const;
