/** The shift plan (issue 7): service resources × days, with shifts to create, open and move. */
export { default as ShiftPlanPage } from './ShiftPlanPage.js';
