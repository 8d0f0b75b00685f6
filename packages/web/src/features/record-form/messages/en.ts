/** The record form's own messages in English (special objects, server refusals): the source every other language follows. */
const specialObjectsEn = {
  'specialObjects.workingHours': '{{label}} must be more than 0 and at most 24 hours',
  'specialObjects.serviceResource.user': 'A crew resource stands for a service crew: choose the service crew',
  'specialObjects.serviceResource.group': 'This resource stands for one user, not a crew: choose the user',
  'specialObjects.activity.notAPerson': 'Name must be a contact or a lead',
  'specialObjects.activity.leadRelated': 'An activity for a lead cannot be related to another record',
  'specialObjects.workRule.unknownAttribute': 'Choose a resource attribute from the list',
  'specialObjects.workRule.operatorNotAllowed': 'This operator does not apply to the chosen attribute',
  'specialObjects.workRule.valueRequired': 'Enter a value for the chosen attribute',
  'specialObjects.workRule.notANumber': 'Enter a number',
  'specialObjects.workRule.notADate': 'Enter a date',
  'specialObjects.workRule.notACheckbox': 'Choose true or false',
  'specialObjects.qualification': 'Choose the qualification field from the list',
  'recordForm.refusal.list': '{{message}} ({{list}})',
  'recordForm.refusal.sum': '{{message}} Entered {{total}}, expected {{expected}}.',
  'recordForm.refusal.lines': '{{message}} Lines affected: {{count}}.',
  'recordForm.conflict.refused': '{{name}} changed this record after you opened it; nothing was saved.',
  'recordForm.conflict.title': 'Someone else changed this record',
  'recordForm.conflict.who':
    '{{name}} saved this record at {{time}}, after you opened it. Nothing of yours is saved yet.',
  'recordForm.conflict.someone': 'Someone',
  'recordForm.conflict.hint':
    'Tick the fields where your value should replace theirs, then save. Reload drops your changes and shows the record as it is now.',
  'recordForm.conflict.noOverlap':
    'The record already holds your values. Save to finish, or reload to see their other changes.',
  'recordForm.conflict.field': 'Field',
  'recordForm.conflict.theirs': 'Their value',
  'recordForm.conflict.mine': 'Your value',
  'recordForm.conflict.keep': 'Keep mine',
  'recordForm.conflict.keepField': 'Keep your value of {{field}}',
  'recordForm.conflict.changedByThem': 'Changed by them',
  'recordForm.conflict.reload': 'Reload (take theirs)',
  'recordForm.conflict.keepMine': 'Save my ticked values',
  'recordForm.conflict.empty': '(empty)',
  'recordForm.useAssignmentRule': 'Use assignment rule',
};

export type SpecialObjectsMessages = Record<keyof typeof specialObjectsEn, string>;
export default specialObjectsEn;
