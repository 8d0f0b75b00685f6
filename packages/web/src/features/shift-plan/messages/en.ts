/** The shift plan's messages in English: the source the others follow. */
const shiftPlanEn = {
  'shiftPlan.title': 'Shift plan',
  'shiftPlan.previousWeek': 'Previous week',
  'shiftPlan.nextWeek': 'Next week',
  'shiftPlan.today': 'Today',
  'shiftPlan.refresh': 'Refresh',
  'shiftPlan.new': 'New shift',
  'shiftPlan.hint':
    'Click an empty cell to add a shift, click a shift to open it, drag a shift to another day or resource to move it.',
  'shiftPlan.gridLabel': 'Shifts by service resource and day',
  'shiftPlan.resource': 'Service resource',
  'shiftPlan.unassigned': 'No resource',
  'shiftPlan.noResources': 'There are no active service resources yet.',
  'shiftPlan.cell': '{{resource}}, {{day}}',
  'shiftPlan.addIn': 'Add a shift for {{resource}} on {{day}}',
  'shiftPlan.shift': '{{name}}, {{time}}, {{status}}',
  'shiftPlan.status.Tentative': 'Tentative',
  'shiftPlan.status.Confirmed': 'Confirmed',
  'shiftPlan.status.Published': 'Published',
  'shiftPlan.created': 'Shift "{{name}}" created',
  'shiftPlan.moved': 'Shift "{{name}}" moved',
  'shiftPlan.refused': '"{{name}}" was not moved: {{reason}}',
  'shiftPlan.notSaved': 'the server did not save the change',
} as const;

export type ShiftPlanMessages = Record<keyof typeof shiftPlanEn, string>;
export default shiftPlanEn;
