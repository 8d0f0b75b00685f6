import { effectiveLength, numberLimits, START_END_PAIRS, WORKING_HOURS_FIELDS } from '@vela/core';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import type { DemoRandom } from './demo-random.js';
import {
  CALLING_CODES,
  COMPANY_FIRST,
  COMPANY_SECOND,
  DEPARTMENTS,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  STREETS,
  slug,
} from './demo-vocabulary.js';

/**
 * Values for any object's fields, chosen from its metadata: picklist values
 * the field has (dependent picklists follow their controlling value), numbers
 * within the field's limits, dates in start-before-end order, e-mail
 * addresses, phones and URLs the save's type check accepts. `n` numbers the
 * record, so names, e-mail addresses and phones never repeat (duplicate rules
 * stay quiet) and names stay searchable by their first word.
 */
export type FieldValues = Record<string, string | number | boolean | null>;

export interface RecordMakerOptions {
  /** Ids to point each lookup field at, by field api name; a field without candidates stays empty. */
  lookupCandidates: ReadonlyMap<string, readonly string[]>;
  ownerIds: readonly string[];
  /** Creation times are spread over the last this-many days before `now`. */
  now: Date;
}

export interface RecordMaker {
  /** The fields the maker fills, in the object's field order (each has a column). */
  fields: readonly FieldModel[];
  make(random: DemoRandom, n: number): FieldValues;
}

const SKIPPED_TYPES = new Set(['file', 'IMG', 'AD', 'LT', 'Z']);
const SENTENCES = [
  'Met at the spring trade show; interested in a pilot.',
  'Prefers e-mail; quarterly review with purchasing.',
  'Long-standing customer, renewal due next quarter.',
  'Asked for a demo of the service console.',
  'Budget approved for the next fiscal year.',
] as const;

/** For each dependent picklist: its controlling field's api name and the allowed values per control value. */
export function dependentPicklists(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
): Map<string, { control: string; mapping: Record<string, string[]> }> {
  const byDepend = new Map<string, { control: string; mapping: Record<string, string[]> }>();
  for (const dependency of object.dependencies) {
    const control = snapshot.fieldsById.get(dependency.controlFieldId);
    const depend = snapshot.fieldsById.get(dependency.dependFieldId);
    if (control && depend)
      byDepend.set(depend.apiName, { control: control.apiName, mapping: dependency.mapping });
  }
  return byDepend;
}

function clip(text: string, field: FieldModel): string {
  const length = effectiveLength(field);
  return length && [...text].length > length ? [...text].slice(0, length).join('') : text;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function recordMakerFor(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  options: RecordMakerOptions,
): RecordMaker {
  const dependents = dependentPicklists(snapshot, object);
  const fields = object.fields.filter(
    (field) =>
      field.columnName !== null &&
      !field.system &&
      !field.hidden &&
      !SKIPPED_TYPES.has(field.typeCode) &&
      (field.editable || field.typeCode === 'V'),
  );
  const personNamed = object.id === 'contact' || object.id === 'lead';
  const nowTime = options.now.getTime();
  const countryField =
    fields.find((field) => field.groupFieldId && field.apiName.endsWith('00'))?.apiName ?? '';

  const nameFor = (random: DemoRandom, n: number, person: string, company: string) => {
    if (personNamed) return `${person} ${n}`;
    if (object.nameField !== 'name') return `${random.pick(SUBJECTS)} ${company} ${n}`;
    return `${company} ${n}`;
  };

  const make = (random: DemoRandom, n: number): FieldValues => {
    const values: FieldValues = {};
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const company = `${random.pick(COMPANY_FIRST)} ${random.pick(COMPANY_SECOND)}`;
    const dayBase = nowTime - random.int(0, 720) * 86_400_000;
    for (const field of fields) {
      values[field.apiName] = valueFor(field, random, n, {
        values,
        dependents,
        person: `${first} ${last}`,
        company,
        dayBase,
        name: () => nameFor(random, n, `${first} ${last}`, company),
        countryField,
        nameField: object.nameField,
        options,
      });
    }
    for (const [start, end] of START_END_PAIRS) {
      const a = values[start];
      const b = values[end];
      if (typeof a === 'string' && typeof b === 'string' && a > b) {
        values[start] = b;
        values[end] = a;
      }
    }
    return values;
  };
  return { fields, make };
}

const SUBJECTS = ['Question about', 'Follow-up with', 'Issue reported by', 'Call with'] as const;

interface ValueContext {
  values: FieldValues;
  dependents: ReturnType<typeof dependentPicklists>;
  person: string;
  company: string;
  dayBase: number;
  name: () => string;
  /** The first address country field, whose calling code phones use. */
  countryField: string;
  nameField: string;
  options: RecordMakerOptions;
}

function valueFor(field: FieldModel, random: DemoRandom, n: number, context: ValueContext) {
  const api = field.apiName;
  switch (field.typeCode) {
    case 'B':
      return field.defaultValue === 'true' ? random.chance(0.9) : random.chance(0.3);
    case 'L':
    case 'Q': {
      const dependent = context.dependents.get(api);
      if (dependent) {
        const allowed = dependent.mapping[String(context.values[dependent.control] ?? '')] ?? [];
        return allowed.length > 0 ? random.pick(allowed) : null;
      }
      return field.picklist.length > 0 ? random.pick(field.picklist).codeKey : null;
    }
    case 'N':
    case 'c':
    case 'P': {
      if (WORKING_HOURS_FIELDS.includes(api)) return random.pick([6, 7.5, 8]);
      const limits = numberLimits(field);
      const ceiling = field.typeCode === 'c' ? 1_000_000 : field.typeCode === 'P' ? 100 : 5_000;
      return random.amount(field.typeCode === 'c' ? 100 : 1, Math.min(limits.max, ceiling), limits.precision);
    }
    case 'D':
      return isoDay(context.dayBase + random.int(0, 120) * 86_400_000);
    case 'F':
      return new Date(context.dayBase + random.int(8, 17) * 3_600_000).toISOString();
    case 'T':
      return `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
    case 'E':
      return clip(`${slug(context.person, '.')}.${n}@example.com`, field);
    case 'H': {
      // Numbered, so duplicate rules on phones never match two generated records.
      const country = String(context.values[context.countryField] ?? '');
      return `+${CALLING_CODES[country] ?? '1'} ${String(n)
        .padStart(10, '0')
        .replace(/(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')}`;
    }
    case 'U':
      return clip(`https://www.${slug(context.company, '-')}-${n}.example.com`, field);
    case 'X':
      return clip(random.pick(SENTENCES), field);
    case 'A':
      return `<p>${random.pick(SENTENCES)}</p>`;
    case 'V':
      return null;
    case 'Y':
    case 'M':
    case 'MR': {
      if (field.lookupObjectId === 'user') return random.pick(context.options.ownerIds);
      const candidates = context.options.lookupCandidates.get(api) ?? [];
      return candidates.length > 0 ? random.pick(candidates) : null;
    }
    default:
      return textValue(field, random, n, context);
  }
}

function textValue(field: FieldModel, random: DemoRandom, n: number, context: ValueContext): string {
  const api = field.apiName.toLowerCase();
  if (field.columnName === 'name' || field.apiName === context.nameField) return clip(context.name(), field);
  if (api === 'title') return random.pick(JOB_TITLES);
  if (field.unique) return clip(`G${String(n).padStart(9, '0')}`, field);
  if (api === 'company') return clip(context.company, field);
  if (api === 'department') return random.pick(DEPARTMENTS);
  if (api.endsWith('04')) return clip(`${random.int(1, 300)} ${random.pick(STREETS)}`, field);
  if (api.endsWith('05')) return String(random.int(10000, 99999));
  return clip(`${field.label} ${n}`, field);
}
