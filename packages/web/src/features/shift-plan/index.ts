/** The shift plan (issue 7): service resources × days, with shifts to create, open and move. */

// The resource calendar lays its week out the same way (issue 22).
export {
  cellKey,
  movedTimes,
  parseCellKey,
  placeShifts,
  planWindow,
  shiftTimeRange,
  todayIn,
  weekDays,
  weekStartOf,
} from './plan-week.js';
export { default as ShiftPlanPage } from './ShiftPlanPage.js';
