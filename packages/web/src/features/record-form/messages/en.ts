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
};

export type SpecialObjectsMessages = Record<keyof typeof specialObjectsEn, string>;
export default specialObjectsEn;
