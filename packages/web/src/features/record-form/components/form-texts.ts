import type { OperationType } from '@vela/core';
import type { TFunction } from 'i18next';
import type { FieldProblem } from '../state/form-state.js';
import type { SpecialProblem } from '../state/special-objects.js';

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
    case 'special':
      return specialProblemText(t, problem.problem, label);
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

const WORK_RULE_KEYS: Record<Extract<SpecialProblem, { kind: 'workRule' }>['reason'], string> = {
  'unknown-attribute': 'specialObjects.workRule.unknownAttribute',
  'operator-not-allowed': 'specialObjects.workRule.operatorNotAllowed',
  'value-required': 'specialObjects.workRule.valueRequired',
  'not-a-number': 'specialObjects.workRule.notANumber',
  'not-a-date': 'specialObjects.workRule.notADate',
  'not-a-checkbox': 'specialObjects.workRule.notACheckbox',
};

/** The special objects' problems (spec 2 §5, §8: working-hours warning, service resource tips …). */
function specialProblemText(t: TFunction, problem: SpecialProblem, label: string): string {
  switch (problem.kind) {
    case 'workingHours':
      return t('specialObjects.workingHours', { label });
    case 'serviceResource':
      return t(
        problem.tip === 'user'
          ? 'specialObjects.serviceResource.user'
          : 'specialObjects.serviceResource.group',
      );
    case 'activityLink':
      return t(
        problem.reason === 'lead-related'
          ? 'specialObjects.activity.leadRelated'
          : 'specialObjects.activity.notAPerson',
      );
    case 'workRule':
      return t(WORK_RULE_KEYS[problem.reason]);
    case 'qualification':
      return t('specialObjects.qualification');
  }
}
