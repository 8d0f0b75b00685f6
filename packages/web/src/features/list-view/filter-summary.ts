import type { ListFieldInfo } from './list-view-api.js';
import type { AdHocFilter } from './starting-list-state.js';

export interface SummaryWords {
  /** An operator's words ("equals", "greater than" …). */
  operator: (operator: string) => string;
  yes: string;
  no: string;
  /** Joins criteria when no logic is written (every criterion must hold). */
  and: string;
}

/**
 * An applied ad-hoc filter as a sentence a person reads (issue 26 item 15):
 * each criterion as "field operator value" with the field's label and a
 * picklist's value labels and a lookup's names (an owner by name, not by id), numbered when a logic
 * combines them by number.
 */
export function filterSummaryParts(
  filter: AdHocFilter,
  fields: readonly ListFieldInfo[],
  words: SummaryWords,
  /** Names of the people and records lookup values hold by id (the server's getFilterValueNames). */
  names: Readonly<Record<string, string>> = {},
): string[] {
  const numbered = filter.logic.trim() !== '';
  return filter.criteria.map((criterion, index) => {
    const field = fields.find((candidate) => candidate.apiName === criterion.field);
    const values = (Array.isArray(criterion.value) ? criterion.value : [criterion.value ?? ''])
      .filter((value) => value !== '')
      .map((value) => {
        const option = field?.options.find((candidate) => candidate.value === value);
        if (option) return option.label;
        if (field?.type === 'B') return value === 'true' ? words.yes : words.no;
        if (field?.lookupObjId) return names[value] ?? value;
        return value;
      });
    const text = [field?.label ?? criterion.field, words.operator(criterion.operator), values.join(', ')]
      .filter(Boolean)
      .join(' ');
    return numbered ? `${index + 1}. ${text}` : text;
  });
}

export function filterSummaryText(
  filter: AdHocFilter,
  fields: readonly ListFieldInfo[],
  words: SummaryWords,
  names: Readonly<Record<string, string>> = {},
): string {
  const parts = filterSummaryParts(filter, fields, words, names);
  return filter.logic.trim() ? `${parts.join('; ')} (${filter.logic.trim()})` : parts.join(` ${words.and} `);
}
