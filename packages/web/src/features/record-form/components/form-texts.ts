import type { OperationType } from '@vela/core';
import type { TFunction } from 'i18next';
import type { FieldProblem } from '../state/form-state.js';

/** The form's title (spec 2 §2 "Modes and titles"). */
export function formTitle(
  t: TFunction,
  mode: OperationType,
  objectLabel: string,
  options: { subTask?: boolean; objectApi?: string } = {},
): string {
  if (mode === 'EDIT' && options.subTask) return t('recordForm.title.subTask');
  if (mode === 'COPY' && options.objectApi?.toLowerCase().endsWith('karticle'))
    return t('recordForm.title.article');
  const key =
    mode === 'NEW'
      ? 'recordForm.title.new'
      : mode === 'EDIT'
        ? 'recordForm.title.edit'
        : 'recordForm.title.copy';
  return t(key, { object: objectLabel });
}

/** A field problem in the user's language. */
export function problemText(t: TFunction, problem: FieldProblem, label: string): string {
  switch (problem.kind) {
    case 'required':
      return t('recordForm.required', { label });
    case 'endBeforeStart':
      return t('recordForm.endBeforeStart');
    case 'server':
      return problem.message;
    case 'number': {
      const key = {
        'not-a-number': 'recordForm.number.notANumber',
        'too-large': 'recordForm.number.tooLarge',
        'too-small': 'recordForm.number.tooSmall',
        'too-precise': 'recordForm.number.tooPrecise',
      }[problem.reason];
      return t(key, { limit: problem.limit ?? '' });
    }
  }
}
