import { hasPersonNameParts, PERSON_NAME_PARTS, personFullName } from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';
import type { FormModel } from './form-model.js';

/**
 * A contact's or lead's name follows its first and last name as they are
 * typed (core personFullName, the rule the save applies), so the required
 * name is filled and the person sees the name the record will have.
 */
export function personNameChanges(
  model: FormModel,
  values: Readonly<Record<string, FieldValue>>,
  api: string,
): Record<string, FieldValue> {
  if (!(PERSON_NAME_PARTS as readonly string[]).includes(api)) return {};
  if (!model.fields.has('name') || !hasPersonNameParts(model.fields.keys())) return {};
  const full = personFullName(values);
  return full === null ? {} : { name: full };
}
