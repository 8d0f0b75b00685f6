/**
 * What a marketing form (web-to-lead) and a visitor's submission must be: checked by the server, shown by
 * the web's form builder and public page. Messages are English; the web translates them by key.
 */
import { isMailAddress } from '../mail/index.js';

export const MARKETING_FORM_LIMITS = {
  maxNameLength: 120,
  maxIntroLength: 2000,
  maxThankYouLength: 1000,
  maxLabelLength: 80,
  maxFields: 20,
  maxValueLength: 4000,
} as const;

/** The record a submission creates. */
export const MARKETING_FORM_TARGETS = ['lead', 'contact'] as const;
export type MarketingFormTarget = (typeof MARKETING_FORM_TARGETS)[number];

/** The field types a visitor can fill: text, e-mail, phone, long text, picklist. */
export const MARKETING_FORM_FIELD_TYPES = ['S', 'E', 'H', 'X', 'L'] as const;

export const MARKETING_FORM_TEMPLATES = ['contactUs', 'eventRegistration', 'newsletter', 'blank'] as const;
export type MarketingFormTemplate = (typeof MARKETING_FORM_TEMPLATES)[number];

export interface MarketingFormFieldDraft {
  api: string;
  label: string;
  required: boolean;
}

/** Each template's fields (on a lead): the builder starts from them, and the person changes what they like. */
export const MARKETING_TEMPLATE_FIELDS: Readonly<
  Record<MarketingFormTemplate, ReadonlyArray<{ api: string; required: boolean }>>
> = {
  contactUs: [
    { api: 'name', required: true },
    { api: 'email', required: true },
    { api: 'company', required: false },
    { api: 'phone', required: false },
    { api: 'description', required: true },
  ],
  eventRegistration: [
    { api: 'name', required: true },
    { api: 'email', required: true },
    { api: 'company', required: true },
    { api: 'title', required: false },
    { api: 'phone', required: false },
  ],
  newsletter: [
    { api: 'name', required: true },
    { api: 'email', required: true },
  ],
  blank: [
    { api: 'name', required: true },
    { api: 'email', required: true },
  ],
};

/** The fields that name the person: a form must ask for one of them, required. */
export const MARKETING_FORM_NAME_FIELDS = ['name', 'lastname'] as const;

export interface MarketingFormDraft {
  name: string;
  intro: string;
  thankYou: string;
  fields: readonly MarketingFormFieldDraft[];
}

/** A field of the target object the form may ask for. */
export interface MarketingFieldChoice {
  api: string;
  type: string;
  label: string;
}

/** A refusal: the field it belongs to, a message key and the English message naming the problem. */
export interface MarketingFormProblem {
  field: string;
  key: string;
  message: string;
}

const problem = (field: string, key: string, message: string): MarketingFormProblem => ({
  field,
  key,
  message,
});

/** The first problem of a form definition against the target's fillable fields, or null. */
export function checkMarketingForm(
  draft: MarketingFormDraft,
  choices: readonly MarketingFieldChoice[],
): MarketingFormProblem | null {
  const L = MARKETING_FORM_LIMITS;
  if (!draft.name.trim()) return problem('name', 'marketingForms.problem.name', 'Give the form a title');
  if (draft.name.length > L.maxNameLength)
    return problem(
      'name',
      'marketingForms.problem.nameLength',
      `A title has at most ${L.maxNameLength} characters`,
    );
  if (draft.intro.length > L.maxIntroLength)
    return problem(
      'intro',
      'marketingForms.problem.introLength',
      `The introduction has at most ${L.maxIntroLength} characters`,
    );
  if (draft.thankYou.length > L.maxThankYouLength)
    return problem(
      'thankYou',
      'marketingForms.problem.thankYouLength',
      `The thank-you text has at most ${L.maxThankYouLength} characters`,
    );
  if (draft.fields.length === 0)
    return problem('fields', 'marketingForms.problem.noFields', 'Add at least one field to the form');
  if (draft.fields.length > L.maxFields)
    return problem(
      'fields',
      'marketingForms.problem.tooManyFields',
      `A form has at most ${L.maxFields} fields`,
    );
  const seen = new Set<string>();
  for (const [index, field] of draft.fields.entries()) {
    const at = `fields.${index}`;
    const choice = choices.find((candidate) => candidate.api === field.api);
    if (!choice)
      return problem(
        at,
        'marketingForms.problem.unknownField',
        `The field "${field.api}" cannot be filled by a visitor`,
      );
    if (seen.has(field.api))
      return problem(
        at,
        'marketingForms.problem.repeatedField',
        `The field "${choice.label}" is on the form twice`,
      );
    seen.add(field.api);
    if (field.label.length > L.maxLabelLength)
      return problem(
        at,
        'marketingForms.problem.labelLength',
        `A label has at most ${L.maxLabelLength} characters`,
      );
  }
  const named = draft.fields.some(
    (field) => field.required && (MARKETING_FORM_NAME_FIELDS as readonly string[]).includes(field.api),
  );
  if (!named)
    return problem(
      'fields',
      'marketingForms.problem.noName',
      'The form must ask for the name (or last name) as a required field',
    );
  return null;
}

export interface MarketingSubmissionField {
  api: string;
  label: string;
  type: string;
  required: boolean;
  options?: readonly string[];
}

/** The first problem of a visitor's answers, naming the field by its label, or null. */
export function checkMarketingSubmission(
  fields: readonly MarketingSubmissionField[],
  values: Readonly<Record<string, string>>,
): MarketingFormProblem | null {
  for (const key of Object.keys(values))
    if (!fields.some((field) => field.api === key))
      return problem(key, 'marketingForms.problem.notOnForm', `"${key}" is not a field of this form`);
  for (const field of fields) {
    const value = (values[field.api] ?? '').trim();
    if (!value) {
      if (field.required)
        return problem(field.api, 'marketingForms.problem.required', `Enter ${field.label}`);
      continue;
    }
    if (value.length > MARKETING_FORM_LIMITS.maxValueLength)
      return problem(
        field.api,
        'marketingForms.problem.valueLength',
        `${field.label} has at most ${MARKETING_FORM_LIMITS.maxValueLength} characters`,
      );
    if (field.type === 'E' && !isMailAddress(value))
      return problem(
        field.api,
        'marketingForms.problem.email',
        `${field.label} is not a valid e-mail address`,
      );
    if (field.type === 'L' && field.options && !field.options.includes(value))
      return problem(
        field.api,
        'marketingForms.problem.option',
        `Choose one of the options of ${field.label}`,
      );
  }
  return null;
}
